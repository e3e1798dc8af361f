import { describe, expect, it } from 'vitest';
import { adminConfiguration, adminSettings } from './admin-settings';
import type { ConfigurationFacts } from './admin-settings';
import { DEFAULT_LIFECYCLE_SETTINGS } from './lifecycle';
import { VAT_PERCENT } from './money';
import type { ShopSettings } from './shop-settings';

const FACTS: ConfigurationFacts = {
  appUrl: 'https://shop.example',
  autoProvision: true,
  receiptVerification: false,
  paymentAutoConfirm: true,
  receiptClockSkewMinutes: 10,
  chapaConfigured: false,
  providers: { kvm: 'simulated', game: 'pterodactyl' },
  mailBySmtp: true,
  lifecycle: DEFAULT_LIFECYCLE_SETTINGS,
  invoicePrefix: 'INV',
  sellerRegistered: true,
  telegramBotUsername: undefined,
  telegramAdminChatSet: false,
  smsConfigured: true,
};

describe('adminConfiguration: the read-only configuration the console lists', () => {
  it('lists every item by name, in its order, as text', () => {
    const items = adminConfiguration(FACTS);
    expect(items.map((i) => i.name)).toEqual([
      'APP_URL',
      'AUTO_PROVISION',
      'RECEIPT_VERIFICATION',
      'PAYMENT_AUTO_CONFIRM',
      'RECEIPT_CLOCK_SKEW_MINUTES',
      'Online payment (Chapa)',
      'PROVIDER_KVM',
      'PROVIDER_GAME',
      'Mail delivery',
      'RENEWAL_ORDER_DAYS',
      'RENEWAL_PERIOD_DAYS',
      'GRACE_DAYS',
      'TERMINATE_AFTER_DAYS',
      'TERMINATION_WARNING_DAYS',
      'UNPAID_ORDER_DAYS',
      'VAT percent',
      'INVOICE_PREFIX',
      'Seller registration (SELLER_*)',
      'Telegram bot',
      'TELEGRAM_ADMIN_CHAT_ID',
      'SMS (AfroMessage)',
    ]);
    const value = (name: string) => items.find((i) => i.name === name)?.value;
    expect(value('AUTO_PROVISION')).toBe('on');
    expect(value('RECEIPT_VERIFICATION')).toBe('off');
    expect(value('RECEIPT_CLOCK_SKEW_MINUTES')).toBe('10');
    expect(value('Online payment (Chapa)')).toBe('not configured');
    expect(value('Mail delivery')).toBe('SMTP');
    expect(value('GRACE_DAYS')).toBe(String(DEFAULT_LIFECYCLE_SETTINGS.graceDays));
    expect(value('VAT percent')).toBe(String(VAT_PERCENT));
    expect(value('Seller registration (SELLER_*)')).toBe('set');
    expect(value('Telegram bot')).toBe('not configured');
    expect(value('TELEGRAM_ADMIN_CHAT_ID')).toBe('not set');
    expect(value('SMS (AfroMessage)')).toBe('configured');
  });

  it('names the Telegram bot by its username when it is configured, and files without SMTP', () => {
    const items = adminConfiguration({ ...FACTS, telegramBotUsername: 'ShopBot', mailBySmtp: false });
    expect(items.find((i) => i.name === 'Telegram bot')?.value).toBe('@ShopBot');
    expect(items.find((i) => i.name === 'Mail delivery')?.value).toBe('files under DATA_DIR');
  });
});

describe('adminSettings', () => {
  it('answers the values with their sources beside the configuration', () => {
    const env: ShopSettings = {
      supportEmail: 'help@env.example',
      supportTelegram: 'EnvDesk',
      supportPhone: '',
      supportHours: '16/7',
      cbeAccount: '1000111122223',
      cbeAccountName: 'Env PLC',
      telebirrNumber: '+251911000000',
      telebirrName: 'Env',
    };
    const answer = adminSettings(env, { supportPhone: '+251911222333' }, FACTS);
    expect(answer.values.supportPhone).toEqual({
      value: '+251911222333',
      source: 'database',
      environment: '',
    });
    expect(answer.values.supportEmail).toEqual({
      value: 'help@env.example',
      source: 'environment',
      environment: 'help@env.example',
    });
    expect(answer.configuration).toEqual(adminConfiguration(FACTS));
  });
});
