import { SHOP_PAYMENT_ACCOUNTS } from '@shop/domain';
import { http } from '../http';

/** The shop's accounts for manual payments: the BFF's defaults when configuration names none. */
export const PAYMENT_ACCOUNTS = SHOP_PAYMENT_ACCOUNTS;

export const paymentAccountHandlers = [
  http.get('/payment-accounts', ({ response }) =>
    response(200).json({
      cbe: { ...SHOP_PAYMENT_ACCOUNTS.cbe },
      telebirr: { ...SHOP_PAYMENT_ACCOUNTS.telebirr },
    }),
  ),
];
