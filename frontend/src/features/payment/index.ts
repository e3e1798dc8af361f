/** What the payment feature offers the other features: the order data its instructions page reads, and its URL. */
export { PAYMENT_DATA_KEY, paymentInstructionPath, savePaymentData, type PaymentData } from './payment-data';
