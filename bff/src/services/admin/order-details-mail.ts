/**
 * The order details mail of the console's "Send Order Details Email", with the admin's optional
 * message above the details. The template (mail/templates.ts) has no place for the message, so it
 * is set in after the greeting of both the text and the HTML version, escaped like every value.
 */
import type { Locale } from '@shop/domain';
import { orderDetailsMail } from '../../mail/index.ts';
import type { OrderDetailsInput, RenderedMail } from '../../mail/index.ts';
import { BRAND, escapeHtml } from '../../mail/render.ts';

const MESSAGE_LABEL: Record<Locale, string> = {
  en: `A note from ${BRAND}:`,
  am: `ከ${BRAND} የተላከ መልዕክት፦`,
};

const QUOTE_STYLE = 'white-space:pre-wrap;margin:0 0 1em;padding-left:12px;border-left:3px solid #ccc';

/** Inserts `insert` right after the first occurrence of `marker` (or appends it). */
function after(source: string, marker: string, insert: string): string {
  const at = source.indexOf(marker);
  if (at === -1) return source + insert;
  const end = at + marker.length;
  return source.slice(0, end) + insert + source.slice(end);
}

export function orderDetailsMailWithMessage(
  input: OrderDetailsInput,
  customMessage: string | null,
): RenderedMail {
  const mail = orderDetailsMail(input);
  if (!customMessage) return mail;
  const label = MESSAGE_LABEL[input.locale];
  // The greeting is the first paragraph of both versions.
  const text = after(mail.text, '\n\n', `${label}\n\n${customMessage}\n\n`);
  const html = after(
    mail.html,
    '</p>\n',
    `<p>${escapeHtml(label)}</p>\n<blockquote style="${QUOTE_STYLE}">${escapeHtml(customMessage)}</blockquote>\n`,
  );
  return { subject: mail.subject, text, html };
}
