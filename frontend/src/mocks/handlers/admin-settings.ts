import {
  DEFAULT_INVOICE_PREFIX,
  DEFAULT_LIFECYCLE_SETTINGS,
  DEFAULT_RECEIPT_CLOCK_SKEW_MINUTES,
  VAT_PERCENT,
} from '@shop/domain';
import { shopSettingsChange, shopSettingValues } from '@shop/domain/shop-settings';
import type { components } from '@shop/domain/generated/api-types.gen';
import { authenticateAdmin, http } from '../http';
import { mockEnvironmentSettings, mockStoredSettings } from '../shop-settings';
import { db, mockSettings } from '../state';
import { MOCK_TELEGRAM_BOT_USERNAME } from './notifications';

type AdminSettings = components['schemas']['AdminSettings'];
type ConfigurationItem = components['schemas']['AdminConfigurationItem'];

const onOff = (value: boolean) => (value ? 'on' : 'off');

/** The read-only configuration as the BFF lists it (bff/src/services/settings/admin.ts), with its defaults. */
function mockConfiguration(): ConfigurationItem[] {
  const lifecycle = DEFAULT_LIFECYCLE_SETTINGS;
  const item = (name: string, value: string | number): ConfigurationItem => ({ name, value: String(value) });
  const origin = typeof location === 'undefined' ? 'http://localhost:8080' : location.origin;
  return [
    item('APP_URL', origin),
    item('AUTO_PROVISION', onOff(mockSettings.autoProvision !== false)),
    item('RECEIPT_VERIFICATION', onOff(mockSettings.receiptVerification === true)),
    item('PAYMENT_AUTO_CONFIRM', 'on'),
    item('RECEIPT_CLOCK_SKEW_MINUTES', DEFAULT_RECEIPT_CLOCK_SKEW_MINUTES),
    item('Online payment (Chapa)', mockSettings.chapa === true ? 'configured' : 'not configured'),
    item('PROVIDER_KVM', 'simulated'),
    item('PROVIDER_GAME', 'simulated'),
    item('Mail delivery', 'files under DATA_DIR'),
    item('RENEWAL_ORDER_DAYS', lifecycle.renewalOrderDays),
    item('RENEWAL_PERIOD_DAYS', lifecycle.renewalPeriodDays),
    item('GRACE_DAYS', lifecycle.graceDays),
    item('TERMINATE_AFTER_DAYS', lifecycle.terminateAfterDays),
    item('TERMINATION_WARNING_DAYS', lifecycle.terminationWarningDays),
    item('UNPAID_ORDER_DAYS', lifecycle.unpaidOrderDays),
    item('VAT percent', VAT_PERCENT),
    item('INVOICE_PREFIX', DEFAULT_INVOICE_PREFIX),
    item('Seller registration (SELLER_*)', mockSettings.seller === undefined ? 'not set' : 'set'),
    item(
      'Telegram bot',
      mockSettings.telegram === true ? `@${MOCK_TELEGRAM_BOT_USERNAME}` : 'not configured',
    ),
    item('TELEGRAM_ADMIN_CHAT_ID', 'not set'),
    item('SMS (AfroMessage)', mockSettings.sms === true ? 'configured' : 'not configured'),
  ];
}

function settingsBody(): AdminSettings {
  return {
    values: shopSettingValues(mockEnvironmentSettings(), mockStoredSettings()),
    configuration: mockConfiguration(),
  };
}

/** The console's Settings, as the BFF answers them (bff/src/routes/admin-settings.ts). */
export const adminSettingsHandlers = [
  http.get('/admin/settings', ({ request, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    return response(200).json(settingsBody());
  }),

  http.put('/admin/settings', async ({ request, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const { next } = shopSettingsChange(mockStoredSettings(), await request.json());
    db.shopSettings = Object.entries(next).map(([key, value]) => ({ key, value }));
    return response(200).json(settingsBody());
  }),
];
