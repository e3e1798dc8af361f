/**
 * The console's Settings (GET and PUT /admin/settings): the editable values with where each comes
 * from, and the rest of the configuration read-only. Secrets (keys, passwords, tokens, SMTP
 * credentials, connection strings) are never listed.
 */
import { now } from '@shop/db';
import { adminSettings } from '@shop/domain/admin-settings';
import type { ConfigurationFacts } from '@shop/domain/admin-settings';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import type { AppConfig } from '../../config.ts';
import { writeAudit } from '../shared/audit.ts';
import { shopSettingsChange } from '@shop/domain/shop-settings';
import type { ShopSettings } from '@shop/domain/shop-settings';
import { environmentSettings, storedSettings } from './effective.ts';

export type AdminSettings = components['schemas']['AdminSettings'];
export type AdminSettingsUpdate = components['schemas']['AdminSettingsUpdate'];

/** What the read-only configuration shows of this configuration (domain's adminConfiguration lists it). */
export function configurationFacts(config: AppConfig): ConfigurationFacts {
  return {
    appUrl: config.appUrl,
    autoProvision: config.autoProvision,
    receiptVerification: config.receipts.enabled,
    paymentAutoConfirm: config.receipts.autoConfirm,
    receiptClockSkewMinutes: config.receipts.clockSkewMs / 60_000,
    chapaConfigured: config.chapa !== undefined,
    providers: { kvm: config.providers.kvm, game: config.providers.game },
    mailBySmtp: config.mail.smtpUrl !== undefined,
    lifecycle: config.lifecycle,
    invoicePrefix: config.invoices.prefix,
    sellerRegistered: config.invoices.seller !== undefined,
    telegramBotUsername: config.telegram?.botUsername,
    telegramAdminChatSet: config.telegram?.adminChatId !== undefined,
    smsConfigured: config.sms !== undefined,
  };
}

function settingsBody(config: AppConfig, stored: Partial<ShopSettings>): AdminSettings {
  return adminSettings(environmentSettings(config), stored, configurationFacts(config));
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
