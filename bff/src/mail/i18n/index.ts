/**
 * The mails' words: one catalogue per language (./en, ./am), by kind of mail, read through
 * mailText. A message is ICU with named values, as in the app's catalogues; the values come
 * formatted (../format.ts: amounts, dates, order numbers) except counts, which choose a plural.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from '@shop/domain';
import type { KeyPath, Messages } from './catalogue.ts';
import { am } from './am/index.ts';
import { en } from './en/index.ts';
import type { MailCatalogue } from './en/index.ts';

export type { MailCatalogue } from './en/index.ts';

/** 'common.hello', 'payment.received.subject', ...: the key of one message. */
export type MailTextKey = KeyPath<MailCatalogue>;

/** A message's values by name: text as it is shown, or a number ({days}, a plural's count). */
export type MailTextValues = Readonly<Record<string, string | number>>;

export const MAIL_CATALOGUES: Readonly<Record<Locale, Messages<MailCatalogue>>> = { en, am };

type Tree = { readonly [key: string]: string | Tree };

/** Each message parsed once, on its first use. */
const parsed = new Map<string, IntlMessageFormat>();

function messageFormat(locale: Locale, key: MailTextKey): IntlMessageFormat {
  const id = `${locale}:${key}`;
  let format = parsed.get(id);
  if (!format) {
    let node: string | Tree | undefined = MAIL_CATALOGUES[locale] as Tree;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`The ${locale} mail catalogue has no text ${key}`);
    // Tags stay text (a value is escaped by render.ts, not here).
    format = new IntlMessageFormat(node, locale, undefined, { ignoreTag: true });
    parsed.set(id, format);
  }
  return format;
}

/** The text of `key` in `locale`, with its values set in. A value the message names but is not given throws. */
export function mailText(locale: Locale, key: MailTextKey, values?: MailTextValues): string {
  const text = messageFormat(locale, key).format(values);
  if (typeof text !== 'string') throw new Error(`The mail text ${key} is not plain text`);
  return text;
}
