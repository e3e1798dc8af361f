import { joiResolver } from '@hookform/resolvers/joi';
import { operations } from '@shop/domain/generated/validation.gen';
import { SHOP_SETTING_KEYS } from '@shop/domain/shop-settings';
import type { ShopSettingKey } from '@shop/domain/shop-settings';
import type { AsyncValidationOptions, ObjectSchema } from 'joi';
import type { Resolver } from 'react-hook-form';
import type { AdminSettings, AdminSettingsUpdate } from '../../../api';

/** What the form holds: every editable value as typed ('' goes back to the environment's). */
export type SettingsFormValues = AdminSettingsUpdate;

export const SETTINGS_SAVED = 'Settings saved!';
export const SETTINGS_SAVE_FAILED = 'Failed to save settings';
export const SETTINGS_LOAD_FAILED = 'Failed to load settings';

export const SETTING_LABELS: Record<ShopSettingKey, string> = {
  supportEmail: 'Support E-mail',
  supportTelegram: 'Support Telegram',
  supportPhone: 'Support Phone',
  supportHours: 'Support Hours (hours a day/days a week)',
  cbeAccount: 'CBE Account Number',
  cbeAccountName: 'CBE Account Name',
  telebirrNumber: 'telebirr Number',
  telebirrName: 'telebirr Account Name',
};

/** The two groups of the form, in their order on the page. */
export const SETTING_GROUPS: readonly {
  title: string;
  description: string;
  keys: readonly ShopSettingKey[];
}[] = [
  {
    title: 'Support contacts',
    description:
      'Shown on the contact page and the payment page; inquiries are mailed to the e-mail. The hours are the one support promise of the landing and contact pages.',
    keys: ['supportEmail', 'supportTelegram', 'supportPhone', 'supportHours'],
  },
  {
    title: 'Payment accounts',
    description: 'The accounts customers pay into; receipts are checked against them.',
    keys: ['cbeAccount', 'cbeAccountName', 'telebirrNumber', 'telebirrName'],
  },
];

/** The form starts from the values stored in the console; an environment value shows as its hint. */
export function settingsFormValuesOf(settings: AdminSettings): SettingsFormValues {
  return Object.fromEntries(
    SHOP_SETTING_KEYS.map((key) => {
      const entry = settings.values[key];
      return [key, entry.source === 'database' ? entry.value : ''];
    }),
  ) as SettingsFormValues;
}

/** The contract's messages for what it only bounds by length. */
const JOI_OPTIONS: AsyncValidationOptions = {
  abortEarly: false,
  errors: { wrap: { label: false } },
  messages: { 'string.max': '{{#label}} must be at most {{#limit}} characters' },
};

const schema = (operations.adminUpdateSettings.payload as ObjectSchema).keys(
  Object.fromEntries(
    SHOP_SETTING_KEYS.map((key) => [
      key,
      (operations.adminUpdateSettings.payload as ObjectSchema).extract(key).label(SETTING_LABELS[key]),
    ]),
  ),
);

/** The contract's own rules, checked as the admin saves: the form refuses exactly what the server would. */
export const settingsResolver: Resolver<SettingsFormValues> = joiResolver(schema, JOI_OPTIONS);
