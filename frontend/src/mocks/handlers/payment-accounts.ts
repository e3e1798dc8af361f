import { SHOP_PAYMENT_ACCOUNTS } from '@shop/domain';
import { http } from '../http';
import { mockSettings } from '../state';
import { mockAutomation } from '../fulfilment';
import { mockEffectiveSettings } from '../shop-settings';

/** The shop's accounts for manual payments: the BFF's defaults when configuration names none. */
export const PAYMENT_ACCOUNTS = SHOP_PAYMENT_ACCOUNTS;

export const paymentAccountHandlers = [
  // The console's Settings, else the BFF's defaults (mockEffectiveSettings, as the BFF's effectiveSettings).
  http.get('/payment-accounts', ({ response }) => {
    const settings = mockEffectiveSettings();
    return response(200).json({
      chapa: mockSettings.chapa === true,
      automation: mockAutomation(),
      cbe: { accountNumber: settings.cbeAccount, accountName: settings.cbeAccountName },
      telebirr: { phoneNumber: settings.telebirrNumber, accountName: settings.telebirrName },
    });
  }),
];
