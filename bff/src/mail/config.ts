/**
 * Mail settings from the environment. Without SMTP_URL nothing leaves the machine: every message
 * is written as an .eml file to `<DATA_DIR>/mail-outbox`, readable with any mail client, so a
 * fresh checkout runs without a mail server and nobody gets mail by accident.
 */
import path from 'node:path';
import { isSupportHours, SUPPORT_CONTACT } from '@shop/domain/contact';
import addressparser from 'nodemailer/lib/addressparser';

/** The brand customers know (frontend i18n, README) on a domain that delivers nowhere by default. */
export const DEFAULT_MAIL_FROM = 'Abay Cloud <no-reply@abaycloud.local>';
/** The contact page's address in domain, so the page and the mail agree without configuration. */
export const DEFAULT_SUPPORT_EMAIL = SUPPORT_CONTACT.email;
export const DEFAULT_SUPPORT_TELEGRAM = SUPPORT_CONTACT.telegram.handle.replace(/^@/, '');

/** A number a person can dial: digits, spaces, dashes and brackets, an optional leading +. */
function isSupportPhone(value: string): boolean {
  return /^\+?[0-9][0-9 ()-]{5,22}$/.test(value) && (value.match(/[0-9]/g) ?? []).length >= 6;
}

/** Telegram's rule for usernames. */
function isTelegramUsername(value: string): boolean {
  return /^[A-Za-z][A-Za-z0-9_]{4,31}$/.test(value);
}
export const MAIL_OUTBOX_DIRNAME = 'mail-outbox';

export interface MailConfig {
  /** `smtp://` or `smtps://`, credentials allowed; undefined writes .eml files instead. */
  smtpUrl: string | undefined;
  /** The From of every message, e.g. 'Abay Cloud <no-reply@abaycloud.example>'. */
  from: string;
  /** Where support inquiries are forwarded. */
  supportEmail: string;
  /** The support phone customers may call (SUPPORT_PHONE), shown only when set. */
  supportPhone: string | undefined;
  /** The support chat on Telegram (SUPPORT_TELEGRAM, a username; domain's by default). */
  supportTelegram: string;
  /** Hours a day / days a week the team answers (SUPPORT_HOURS, e.g. 16/7; domain's by default). */
  supportHours: string;
  /** Where .eml files go when there is no SMTP_URL. */
  outboxDir: string;
}

const SMTP_PROTOCOLS = new Set(['smtp:', 'smtps:']);

function smtpUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    url = new URL('invalid:');
  }
  if (SMTP_PROTOCOLS.has(url.protocol) && url.hostname !== '') return undefined;
  // The value may hold a password: the problem names the variable, never repeats the value.
  return 'SMTP_URL must be an smtp:// or smtps:// URL with a host, e.g. smtp://user:password@mail.example.com:587';
}

/** The single mailbox `value` names ('Name <a@b>' or 'a@b'), or undefined. */
export function parseMailbox(value: string): { name: string; address: string } | undefined {
  const parsed = addressparser(value);
  if (parsed.length !== 1) return undefined;
  const [entry] = parsed;
  if (!entry || entry.group || !/^[^\s@]+@[^\s@]+$/.test(entry.address)) return undefined;
  return { name: entry.name, address: entry.address };
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * Reads SMTP_URL, MAIL_FROM, SUPPORT_EMAIL and the other support contacts (SUPPORT_PHONE, SUPPORT_TELEGRAM, SUPPORT_HOURS). Every problem is listed (the caller refuses to
 * start on any); the value holds the defaults where a setting was unusable.
 */
export function parseMailConfig(
  env: NodeJS.ProcessEnv,
  dataDir: string,
): { value: MailConfig; problems: string[] } {
  const problems: string[] = [];

  const smtpUrl = nonEmpty(env.SMTP_URL);
  const smtpProblem = smtpUrl === undefined ? undefined : smtpUrlProblem(smtpUrl);
  if (smtpProblem) problems.push(smtpProblem);

  const from = nonEmpty(env.MAIL_FROM) ?? DEFAULT_MAIL_FROM;
  const fromOk = parseMailbox(from) !== undefined;
  if (!fromOk) problems.push('MAIL_FROM must be one address, e.g. "Abay Cloud <no-reply@example.com>"');

  const supportEmail = nonEmpty(env.SUPPORT_EMAIL) ?? DEFAULT_SUPPORT_EMAIL;
  const support = parseMailbox(supportEmail);
  const supportOk = support !== undefined && support.name === '' && support.address === supportEmail;
  if (!supportOk) problems.push('SUPPORT_EMAIL must be a plain e-mail address, e.g. support@example.com');

  const supportPhone = nonEmpty(env.SUPPORT_PHONE);
  const phoneOk = supportPhone === undefined || isSupportPhone(supportPhone);
  if (!phoneOk) problems.push('SUPPORT_PHONE must be a phone number, e.g. +251 11 555 0100');

  const telegram = nonEmpty(env.SUPPORT_TELEGRAM)?.replace(/^@/, '') ?? DEFAULT_SUPPORT_TELEGRAM;
  const telegramOk = isTelegramUsername(telegram);
  if (!telegramOk)
    problems.push(
      'SUPPORT_TELEGRAM must be a Telegram username (5 to 32 letters, digits or _), e.g. @AbayCloudSupport',
    );

  const hours = nonEmpty(env.SUPPORT_HOURS) ?? SUPPORT_CONTACT.hours;
  const hoursOk = isSupportHours(hours);
  if (!hoursOk) problems.push('SUPPORT_HOURS must be hours a day/days a week, 1-24/1-7, e.g. 16/7 or 24/7');

  return {
    value: {
      smtpUrl: smtpProblem ? undefined : smtpUrl,
      from: fromOk ? from : DEFAULT_MAIL_FROM,
      supportEmail: supportOk ? supportEmail : DEFAULT_SUPPORT_EMAIL,
      supportPhone: phoneOk ? supportPhone : undefined,
      supportTelegram: telegramOk ? telegram : DEFAULT_SUPPORT_TELEGRAM,
      supportHours: hoursOk ? hours : SUPPORT_CONTACT.hours,
      outboxDir: path.join(dataDir, MAIL_OUTBOX_DIRNAME),
    },
    problems,
  };
}
