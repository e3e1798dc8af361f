/** What the payment feature offers the other features: the order data its instructions page reads. */
export { PAYMENT_DATA_KEY, savePaymentData, type PaymentData } from './payment-data';
