/**
 * The shop's support contacts and hours (storefront spec 2, Contact, and 9), shared by the BFF,
 * the mock handlers and the pages. Kept apart from contact.ts (the contact form's rules and their
 * server messages) so that the landing page, which names the support hours, loads none of those.
 */

/**
 * Where customers write and chat (the page's e-mail and chat cards), and when the team answers:
 * `hours` is hours a day / days a week, the one fact behind every "16/7 support" the app shows
 * (the landing page, the contact page). The spec states both 24/7 and 16/7 (storefront spec 9,
 * "both readings appear"); the shop tells one story, its setting (SUPPORT_HOURS, the console's
 * Settings), and by default the one a small team keeps: 16 hours a day, every day.
 */
export const SUPPORT_CONTACT = {
  email: 'support@abay.cloud',
  telegram: { handle: '@AbayCloudSupport', url: 'https://t.me/AbayCloudSupport' },
  hours: '16/7',
} as const;

/** Support hours as 'hours a day/days a week': 1 to 24 hours, 1 to 7 days, e.g. 16/7 or 24/7. */
export const SUPPORT_HOURS_PATTERN = /^(?:[1-9]|1[0-9]|2[0-4])\/[1-7]$/;

export function isSupportHours(value: string): boolean {
  return SUPPORT_HOURS_PATTERN.test(value);
}

/** '16/7' as { perDay: 16, perWeek: 7 }, for texts that write it out. */
export function supportHoursParts(value: string): { perDay: number; perWeek: number } {
  const [perDay = Number.NaN, perWeek = Number.NaN] = value.split('/').map(Number);
  return { perDay, perWeek };
}

/** The shop's support contacts as the app shows them (GET /support-contact). */
export interface SupportContacts {
  email: string;
  telegram: { handle: string; url: string };
  phone?: string;
  /** Hours a day / days a week the team answers, e.g. '16/7'. */
  hours: string;
}

/**
 * The support contacts from the shop's settings: the address, the Telegram username (with or
 * without its @), the hours and, when there is one, the phone ('' is none).
 */
export function supportContacts(settings: {
  supportEmail: string;
  supportTelegram: string;
  supportPhone: string;
  supportHours: string;
}): SupportContacts {
  const username = settings.supportTelegram.replace(/^@/, '');
  return {
    email: settings.supportEmail,
    telegram: { handle: `@${username}`, url: `https://t.me/${username}` },
    ...(settings.supportPhone !== '' && { phone: settings.supportPhone }),
    hours: settings.supportHours,
  };
}
