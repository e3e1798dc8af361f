/**
 * The console's Settings (GET and PUT /admin/settings): the editable values with where each comes
 * from, and the rest of the configuration read-only. Secrets (keys, passwords, tokens, SMTP
 * credentials, connection strings) are never listed.
 */
import { now } from '@shop/db';
import { VAT_PERCENT } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import type { AppConfig } from '../../config.ts';
import { writeAudit } from '../shared/audit.ts';
import { shopSettingsChange, shopSettingValues } from '@shop/domain/shop-settings';
import type { ShopSettings } from '@shop/domain/shop-settings';
import { environmentSettings, storedSettings } from './effective.ts';

export type AdminSettings = components['schemas']['AdminSettings'];
export type AdminSettingsUpdate = components['schemas']['AdminSettingsUpdate'];
type ConfigurationItem = components['schemas']['AdminConfigurationItem'];

const onOff = (value: boolean) => (value ? 'on' : 'off');

/** The configuration an admin may read but changes only in the environment. */
export function readOnlyConfiguration(config: AppConfig): ConfigurationItem[] {
  const { lifecycle } = config;
  const item = (name: string, value: string | number): ConfigurationItem => ({ name, value: String(value) });
  return [
    item('APP_URL', config.appUrl),
    item('AUTO_PROVISION', onOff(config.autoProvision)),
    item('RECEIPT_VERIFICATION', onOff(config.receipts.enabled)),
    item('PAYMENT_AUTO_CONFIRM', onOff(config.receipts.autoConfirm)),
    item('RECEIPT_CLOCK_SKEW_MINUTES', config.receipts.clockSkewMs / 60_000),
    item('Online payment (Chapa)', config.chapa === undefined ? 'not configured' : 'configured'),
    item('PROVIDER_KVM', config.providers.kvm),
    item('PROVIDER_GAME', config.providers.game),
    item('Mail delivery', config.mail.smtpUrl === undefined ? 'files under DATA_DIR' : 'SMTP'),
    item('RENEWAL_ORDER_DAYS', lifecycle.renewalOrderDays),
    item('RENEWAL_PERIOD_DAYS', lifecycle.renewalPeriodDays),
    item('GRACE_DAYS', lifecycle.graceDays),
    item('TERMINATE_AFTER_DAYS', lifecycle.terminateAfterDays),
    item('TERMINATION_WARNING_DAYS', lifecycle.terminationWarningDays),
    item('UNPAID_ORDER_DAYS', lifecycle.unpaidOrderDays),
    item('VAT percent', VAT_PERCENT),
    item('INVOICE_PREFIX', config.invoices.prefix),
    item('Seller registration (SELLER_*)', config.invoices.seller === undefined ? 'not set' : 'set'),
    item(
      'Telegram bot',
      config.telegram === undefined ? 'not configured' : `@${config.telegram.botUsername}`,
    ),
    item('TELEGRAM_ADMIN_CHAT_ID', config.telegram?.adminChatId === undefined ? 'not set' : 'set'),
    item('SMS (AfroMessage)', config.sms === undefined ? 'not configured' : 'configured'),
  ];
}

function settingsBody(config: AppConfig, stored: Partial<ShopSettings>): AdminSettings {
  return {
    values: shopSettingValues(environmentSettings(config), stored),
    configuration: readOnlyConfiguration(config),
  };
}

export async function getAdminSettings(knex: Knex, config: AppConfig): Promise<AdminSettings> {
  return settingsBody(config, await storedSettings(knex));
}

/**
 * Stores every value given (an empty one removes the row: back to the environment) and writes one
 * audit row with the values before and after, all in one transaction. Unchanged keys are left alone;
 * a save that changes nothing writes no audit row.
 */
export async function updateAdminSettings(
  knex: Knex,
  config: AppConfig,
  adminId: string,
  update: AdminSettingsUpdate,
): Promise<AdminSettings> {
  const stored = await knex.transaction(async (trx) => {
    const { next, changed, before, after } = shopSettingsChange(await storedSettings(trx), update);
    const at = now();
    for (const key of changed) {
      const value = next[key];
      if (value === undefined) {
        await trx('shop_settings').where({ key }).delete();
      } else {
        await trx('shop_settings')
          .insert({ key, value, updated_by: adminId, updated_at: at })
          .onConflict('key')
          .merge();
      }
    }
    if (changed.length > 0) {
      await writeAudit(trx, {
        actorUserId: adminId,
        action: 'settings.updated',
        entity: 'settings',
        entityId: null,
        data: { before, after },
      });
    }
    return next;
  });
  return settingsBody(config, stored);
}
