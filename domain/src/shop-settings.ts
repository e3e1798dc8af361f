/**
 * The shop's settings an admin changes in the console (issue 27): the support contacts and the
 * payment accounts customers see. A stored value wins over the environment's; an empty value sent
 * by the console removes the stored one. Shared by the BFF and the mock handlers.
 */
import { canonicalPhone } from './phone';

export const SHOP_SETTING_KEYS = [
  'supportEmail',
  'supportTelegram',
  'supportPhone',
  'supportHours',
  'cbeAccount',
  'cbeAccountName',
  'telebirrNumber',
  'telebirrName',
] as const;

export type ShopSettingKey = (typeof SHOP_SETTING_KEYS)[number];

/** Every editable value; '' only for a support phone nobody set. */
export type ShopSettings = Record<ShopSettingKey, string>;

export function isShopSettingKey(key: string): key is ShopSettingKey {
  return (SHOP_SETTING_KEYS as readonly string[]).includes(key);
}

/** The stored values by key, from the shop_settings rows (a row of an unknown key is left out). */
export function storedShopSettings(rows: readonly { key: string; value: string }[]): Partial<ShopSettings> {
  const stored: Partial<ShopSettings> = {};
  for (const row of rows) if (isShopSettingKey(row.key)) stored[row.key] = row.value;
  return stored;
}

/**
 * A value as stored: trimmed, a Telegram username without its @ (as SUPPORT_TELEGRAM is read), the
 * telebirr number in its one form `+2519…` (phone.ts; the receipt check compares against it).
 */
export function storedSettingValue(key: ShopSettingKey, value: string): string {
  const trimmed = value.trim();
  if (key === 'supportTelegram') return trimmed.replace(/^@/, '');
  if (key === 'telebirrNumber') return canonicalPhone(trimmed) ?? trimmed;
  return trimmed;
}

/** The values in effect: the stored one where there is one, else the environment's. */
export function effectiveShopSettings(
  environment: ShopSettings,
  stored: Partial<ShopSettings>,
): ShopSettings {
  return { ...environment, ...stored };
}

export type ShopSettingValue = {
  value: string;
  source: 'database' | 'environment';
  environment: string;
};

/** Each value with where it comes from, as GET /admin/settings answers it. */
export function shopSettingValues(
  environment: ShopSettings,
  stored: Partial<ShopSettings>,
): Record<ShopSettingKey, ShopSettingValue> {
  const entry = (key: ShopSettingKey): ShopSettingValue => {
    const own = stored[key];
    return own === undefined
      ? { value: environment[key], source: 'environment', environment: environment[key] }
      : { value: own, source: 'database', environment: environment[key] };
  };
  return Object.fromEntries(SHOP_SETTING_KEYS.map((key) => [key, entry(key)])) as Record<
    ShopSettingKey,
    ShopSettingValue
  >;
}

/**
 * What a save stores: every non-empty value given (normalised), and the keys whose stored value
 * changes with `before` and `after` for the audit (null: no stored value, the environment's).
 */
export function shopSettingsChange(
  stored: Partial<ShopSettings>,
  update: ShopSettings,
): {
  next: Partial<ShopSettings>;
  changed: ShopSettingKey[];
  before: Record<string, string | null>;
  after: Record<string, string | null>;
} {
  const next: Partial<ShopSettings> = {};
  for (const key of SHOP_SETTING_KEYS) {
    const value = storedSettingValue(key, update[key]);
    if (value !== '') next[key] = value;
  }
  const changed = SHOP_SETTING_KEYS.filter((key) => next[key] !== stored[key]);
  const pick = (values: Partial<ShopSettings>) =>
    Object.fromEntries(changed.map((key) => [key, values[key] ?? null]));
  return { next, changed, before: pick(stored), after: pick(next) };
}
