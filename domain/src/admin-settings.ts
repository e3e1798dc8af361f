/**
 * The console's Settings as GET and PUT /admin/settings answer them: the editable values with
 * where each comes from (shop-settings.ts), and the configuration an admin may read but changes
 * only in the environment, by name, in the order the console lists it. The BFF reads the facts
 * from its configuration, the mock handlers from their defaults; both answer through here.
 */
import type { components } from './generated/api-types.gen';
import type { LifecycleSettings } from './lifecycle';
import { VAT_PERCENT } from './money';
import { shopSettingValues } from './shop-settings';
import type { ShopSettings } from './shop-settings';

type AdminSettings = components['schemas']['AdminSettings'];
type ConfigurationItem = components['schemas']['AdminConfigurationItem'];

/** What the read-only configuration shows; never a secret (keys, passwords, tokens, credentials). */
export interface ConfigurationFacts {
  appUrl: string;
  autoProvision: boolean;
  receiptVerification: boolean;
  paymentAutoConfirm: boolean;
  receiptClockSkewMinutes: number;
  chapaConfigured: boolean;
  providers: { kvm: string; game: string };
  /** Mail goes out by SMTP (else it is written to files under DATA_DIR). */
  mailBySmtp: boolean;
  lifecycle: LifecycleSettings;
  invoicePrefix: string;
  sellerRegistered: boolean;
  /** The Telegram bot's username when the bot is configured. */
  telegramBotUsername: string | undefined;
  telegramAdminChatSet: boolean;
  smsConfigured: boolean;
}

const onOff = (value: boolean) => (value ? 'on' : 'off');
const configured = (value: boolean) => (value ? 'configured' : 'not configured');
const set = (value: boolean) => (value ? 'set' : 'not set');

/** The configuration an admin may read but changes only in the environment. */
export function adminConfiguration(facts: ConfigurationFacts): ConfigurationItem[] {
  const { lifecycle } = facts;
  const item = (name: string, value: string | number): ConfigurationItem => ({ name, value: String(value) });
  return [
    item('APP_URL', facts.appUrl),
    item('AUTO_PROVISION', onOff(facts.autoProvision)),
    item('RECEIPT_VERIFICATION', onOff(facts.receiptVerification)),
    item('PAYMENT_AUTO_CONFIRM', onOff(facts.paymentAutoConfirm)),
    item('RECEIPT_CLOCK_SKEW_MINUTES', facts.receiptClockSkewMinutes),
    item('Online payment (Chapa)', configured(facts.chapaConfigured)),
    item('PROVIDER_KVM', facts.providers.kvm),
    item('PROVIDER_GAME', facts.providers.game),
    item('Mail delivery', facts.mailBySmtp ? 'SMTP' : 'files under DATA_DIR'),
    item('RENEWAL_ORDER_DAYS', lifecycle.renewalOrderDays),
    item('RENEWAL_PERIOD_DAYS', lifecycle.renewalPeriodDays),
    item('GRACE_DAYS', lifecycle.graceDays),
    item('TERMINATE_AFTER_DAYS', lifecycle.terminateAfterDays),
    item('TERMINATION_WARNING_DAYS', lifecycle.terminationWarningDays),
    item('UNPAID_ORDER_DAYS', lifecycle.unpaidOrderDays),
    item('VAT percent', VAT_PERCENT),
    item('INVOICE_PREFIX', facts.invoicePrefix),
    item('Seller registration (SELLER_*)', set(facts.sellerRegistered)),
    item(
      'Telegram bot',
      facts.telegramBotUsername === undefined ? 'not configured' : `@${facts.telegramBotUsername}`,
    ),
    item('TELEGRAM_ADMIN_CHAT_ID', set(facts.telegramAdminChatSet)),
    item('SMS (AfroMessage)', configured(facts.smsConfigured)),
  ];
}

/** The whole answer of GET and PUT /admin/settings. */
export function adminSettings(
  environment: ShopSettings,
  stored: Partial<ShopSettings>,
  facts: ConfigurationFacts,
): AdminSettings {
  return { values: shopSettingValues(environment, stored), configuration: adminConfiguration(facts) };
}
