import { http } from '../http';

/** The shop's accounts for manual payments (the BFF reads them from configuration). */
export const PAYMENT_ACCOUNTS = {
  cbe: { accountNumber: '1000123456789', accountName: 'Abay Cloud Hosting PLC' },
  telebirr: { phoneNumber: '+251911000111' },
};

export const paymentAccountHandlers = [
  http.get('/payment-accounts', ({ response }) => response(200).json(PAYMENT_ACCOUNTS)),
];
