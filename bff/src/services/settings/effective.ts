/**
 * The shop's settings an admin may change in the console (issue 27): the support contacts and the
 * payment accounts customers see. A value stored in shop_settings wins; a key without a row takes
 * the environment's (SUPPORT_*, PAYMENT_*). Everything that shows or uses one of these values reads
 * it through effectiveSettings: one read of at most seven rows by primary key on every call, so
 * every instance sees a change as soon as it is committed (no cache to invalidate).
 */
import { effectiveShopSettings, storedShopSettings } from '@shop/domain/shop-settings';
import type { ShopSettings } from '@shop/domain/shop-settings';
import type { Knex } from 'knex';
import type { AppConfig } from '../../config.ts';

/** What the settings come from when no admin changed them. */
export type SettingsEnvironment = Pick<AppConfig, 'payment'> & {
  mail: Pick<AppConfig['mail'], 'supportEmail' | 'supportTelegram' | 'supportPhone' | 'supportHours'>;
};

/** The environment's values (the configuration read at start-up). */
export function environmentSettings(config: SettingsEnvironment): ShopSettings {
  return {
    supportEmail: config.mail.supportEmail,
    supportTelegram: config.mail.supportTelegram,
    supportPhone: config.mail.supportPhone ?? '',
    supportHours: config.mail.supportHours,
    cbeAccount: config.payment.cbeAccount,
    cbeAccountName: config.payment.cbeAccountName,
    telebirrNumber: config.payment.telebirrNumber,
    telebirrName: config.payment.telebirrName,
  };
}

/** The values an admin stored, by key (a key without a row is absent). */
export async function storedSettings(db: Knex): Promise<Partial<ShopSettings>> {
  const rows: { key: string; value: string }[] = await db('shop_settings').select('key', 'value');
  return storedShopSettings(rows);
}

/** The values in effect: the database's where an admin set one, else the environment's. */
export async function effectiveSettings(db: Knex, config: SettingsEnvironment): Promise<ShopSettings> {
  return effectiveShopSettings(environmentSettings(config), await storedSettings(db));
}
