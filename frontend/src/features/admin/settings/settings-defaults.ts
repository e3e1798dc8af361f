/**
 * The Settings screen's placeholder values (spec 2.8 and 9). Nothing here is functional: the form
 * is never sent, and the bounds are hints only.
 */
export type SettingsValues = {
  siteName: string;
  supportEmail: string;
  currency: string;
  timeZone: string;
  notifyNewOrders: boolean;
  notifyPayments: boolean;
  notifyExpiry: boolean;
  sessionTimeoutMinutes: string;
  requireStrongPasswords: boolean;
  backupFrequency: string;
  logRetentionDays: string;
  apiRateLimitPerMinute: string;
};

export const SETTINGS_DEFAULTS: SettingsValues = {
  siteName: 'Abay Cloud',
  supportEmail: 'support@abay.cloud',
  currency: 'ETB',
  timeZone: 'Africa/Addis_Ababa',
  notifyNewOrders: true,
  notifyPayments: true,
  notifyExpiry: true,
  sessionTimeoutMinutes: '30',
  requireStrongPasswords: true,
  backupFrequency: 'daily',
  logRetentionDays: '30',
  apiRateLimitPerMinute: '100',
};

export const CURRENCY_OPTIONS = ['ETB', 'USD', 'EUR'].map((value) => ({ value, label: value }));
export const TIME_ZONE_OPTIONS = ['Africa/Addis_Ababa', 'UTC', 'America/New_York'].map((value) => ({
  value,
  label: value,
}));
export const BACKUP_OPTIONS = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
];

/** Save only pretends: it waits this long, then says 'Settings saved!' ... */
export const SETTINGS_SAVE_DELAY_MS = 1000;
/** ... for this long. */
export const SETTINGS_SAVED_FOR_MS = 3000;
export const SETTINGS_SAVED = 'Settings saved!';
