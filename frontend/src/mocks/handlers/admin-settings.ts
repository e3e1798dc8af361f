import {
  DEFAULT_INVOICE_PREFIX,
  DEFAULT_LIFECYCLE_SETTINGS,
  DEFAULT_RECEIPT_CLOCK_SKEW_MINUTES,
} from '@shop/domain';
import { adminSettings } from '@shop/domain/admin-settings';
import type { ConfigurationFacts } from '@shop/domain/admin-settings';
import { shopSettingsChange } from '@shop/domain/shop-settings';
import type { components } from '@shop/domain/generated/api-types.gen';
import { authenticateAdmin, http } from '../http';
import { mockEnvironmentSettings, mockStoredSettings } from '../shop-settings';
import { db, mockSettings } from '../state';
import { MOCK_TELEGRAM_BOT_USERNAME } from './notifications';

type AdminSettings = components['schemas']['AdminSettings'];

/** The read-only configuration's facts as the BFF would read them with its defaults (domain lists them). */
function mockConfigurationFacts(): ConfigurationFacts {
  return {
    appUrl: typeof location === 'undefined' ? 'http://localhost:8080' : location.origin,
    autoProvision: mockSettings.autoProvision !== false,
    receiptVerification: mockSettings.receiptVerification === true,
    paymentAutoConfirm: true,
    receiptClockSkewMinutes: DEFAULT_RECEIPT_CLOCK_SKEW_MINUTES,
    chapaConfigured: mockSettings.chapa === true,
    providers: { kvm: 'simulated', game: 'simulated' },
    mailBySmtp: false,
    lifecycle: DEFAULT_LIFECYCLE_SETTINGS,
    invoicePrefix: DEFAULT_INVOICE_PREFIX,
    sellerRegistered: mockSettings.seller !== undefined,
    telegramBotUsername: mockSettings.telegram === true ? MOCK_TELEGRAM_BOT_USERNAME : undefined,
    telegramAdminChatSet: false,
    smsConfigured: mockSettings.sms === true,
  };
}

function settingsBody(): AdminSettings {
  return adminSettings(mockEnvironmentSettings(), mockStoredSettings(), mockConfigurationFacts());
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
