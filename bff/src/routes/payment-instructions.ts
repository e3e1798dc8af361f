import type { Knex } from 'knex';
import type { AppConfig } from '../config.ts';
import type { PaymentInstructions } from '../services/notifications/customer-notices.ts';
import { effectiveSettings } from '../services/settings/effective.ts';

/** The payment instructions a new order's mail gives: the accounts GET /payment-accounts shows. */
export async function paymentInstructions(knex: Knex, config: AppConfig): Promise<PaymentInstructions> {
  const settings = await effectiveSettings(knex, config);
  return {
    appUrl: config.appUrl,
    accounts: {
      cbe: { accountNumber: settings.cbeAccount, accountName: settings.cbeAccountName },
      telebirr: { phoneNumber: settings.telebirrNumber, accountName: settings.telebirrName },
      online: config.chapa !== undefined,
    },
  };
}
