/**
 * Mail settings from the environment. Without SMTP_URL nothing leaves the machine: every message
 * is written as an .eml file to `<DATA_DIR>/mail-outbox`, readable with any mail client, so a
 * fresh checkout runs without a mail server and nobody gets mail by accident.
 */
import path from 'node:path';
import { SUPPORT_CONTACT } from '@shop/domain/contact';
import addressparser from 'nodemailer/lib/addressparser';

/** The brand customers know (frontend i18n, README) on a domain that delivers nowhere by default. */
export const DEFAULT_MAIL_FROM = 'Abay Cloud <no-reply@abaycloud.local>';
/** The contact page's address in domain, so the page and the mail agree without configuration. */
export const DEFAULT_SUPPORT_EMAIL = SUPPORT_CONTACT.email;
export const MAIL_OUTBOX_DIRNAME = 'mail-outbox';

export interface MailConfig {
  /** `smtp://` or `smtps://`, credentials allowed; undefined writes .eml files instead. */
  smtpUrl: string | undefined;
  /** The From of every message, e.g. 'Abay Cloud <no-reply@abaycloud.example>'. */
  from: string;
  /** Where support inquiries are forwarded. */
  supportEmail: string;
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
 * Reads SMTP_URL, MAIL_FROM and SUPPORT_EMAIL. Every problem is listed (the caller refuses to
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

  return {
    value: {
      smtpUrl: smtpProblem ? undefined : smtpUrl,
      from: fromOk ? from : DEFAULT_MAIL_FROM,
      supportEmail: supportOk ? supportEmail : DEFAULT_SUPPORT_EMAIL,
      outboxDir: path.join(dataDir, MAIL_OUTBOX_DIRNAME),
    },
    problems,
  };
}
