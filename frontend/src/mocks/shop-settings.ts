import { SHOP_PAYMENT_ACCOUNTS } from '@shop/domain';
import { SUPPORT_CONTACT } from '@shop/domain/contact';
import { effectiveShopSettings, storedShopSettings } from '@shop/domain/shop-settings';
import type { ShopSettings } from '@shop/domain/shop-settings';
import { db } from './state';

/** The BFF's values without an environment (SUPPORT_* and PAYMENT_* unset): domain's defaults, no phone. */
export function mockEnvironmentSettings(): ShopSettings {
  return {
    supportEmail: SUPPORT_CONTACT.email,
    supportTelegram: SUPPORT_CONTACT.telegram.handle.replace(/^@/, ''),
    supportPhone: '',
    supportHours: SUPPORT_CONTACT.hours,
    cbeAccount: SHOP_PAYMENT_ACCOUNTS.cbe.accountNumber,
    cbeAccountName: SHOP_PAYMENT_ACCOUNTS.cbe.accountName,
    telebirrNumber: SHOP_PAYMENT_ACCOUNTS.telebirr.phoneNumber,
    telebirrName: SHOP_PAYMENT_ACCOUNTS.telebirr.accountName,
  };
}

/** The values stored from the console (the BFF's shop_settings rows). */
export function mockStoredSettings(): Partial<ShopSettings> {
  return storedShopSettings(db.shopSettings);
}

/** The values in effect, as the BFF's effectiveSettings reads them. */
export function mockEffectiveSettings(): ShopSettings {
  return effectiveShopSettings(mockEnvironmentSettings(), mockStoredSettings());
}
