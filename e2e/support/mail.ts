import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * The e2e server has no SMTP_URL: its mail outbox job writes every message as an .eml file into
 * `<DATA_DIR>/mail-outbox` (bff/src/mail/config.ts, MAIL_OUTBOX_DIRNAME). playwright.config.ts
 * hands its DATA_DIR to the workers as E2E_DATA_DIR.
 */
export function mailOutboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: playwright.config.ts sets it for the workers');
  return path.join(dataDir, 'mail-outbox');
}

/** The .eml files in the outbox now (none before the first mail is delivered). */
export function outboxFiles(): string[] {
  try {
    return readdirSync(mailOutboxDir()).filter((name) => name.endsWith('.eml'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export interface DeliveredMail {
  file: string;
  to: string;
  subject: string;
  /** The whole message, quoted-printable soft line breaks joined (the body splits long lines with '='). */
  raw: string;
}

/** The message's headers (folded lines joined), names in lower case. */
function headersOf(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function readMail(file: string): DeliveredMail {
  const content = readFileSync(path.join(mailOutboxDir(), file), 'utf8');
  const headers = headersOf(content);
  const raw = content.replace(/=\r?\n/g, '');
  return { file, to: headers.get('to') ?? '', subject: headers.get('subject') ?? '', raw };
}

/**
 * Waits for a message, not among `before` (the outbox listed earlier), addressed to `to` with this
 * subject: the outbox is delivered by a background job, so it appears a moment after the request.
 */
export async function waitForMail(
  before: readonly string[],
  match: { to: string; subject: string },
  timeout = 30_000,
): Promise<DeliveredMail> {
  let found: DeliveredMail | undefined;
  await expect
    .poll(
      () => {
        const fresh = outboxFiles()
          .filter((file) => !before.includes(file))
          .map(readMail);
        found = fresh.find((mail) => mail.to.includes(match.to) && mail.subject === match.subject);
        return found ? 'delivered' : `not yet (${fresh.length} new message(s))`;
      },
      { message: `a mail to ${match.to} with the subject ${JSON.stringify(match.subject)}`, timeout },
    )
    .toBe('delivered');
  return found!;
}
