/**
 * Before each test file (bff/vitest.config.ts: setupFiles). The files of a worker share one module
 * graph (vitest.isolation.ts), so the shop's process-wide settings, which a server sets when it is
 * built (server.ts: the invoice and notification settings), would reach the next file from the
 * last server built. Each file starts from what a fresh process holds: none set.
 */
import { DEFAULT_INVOICE_PREFIX } from '@shop/domain';
import { beforeAll } from 'vitest';
import { useNotificationSettings } from '../src/services/notifications/delivery-settings.ts';
import { useInvoiceConfig } from '../src/services/invoices/config.ts';

function freshProcessSettings(): void {
  useNotificationSettings({ telegram: undefined, sms: undefined, appUrl: '' });
  useInvoiceConfig({ prefix: DEFAULT_INVOICE_PREFIX, seller: undefined });
}

freshProcessSettings();
beforeAll(freshProcessSettings);
