/**
 * One layout for every mail: a few blocks rendered twice, as plain text and as simple HTML.
 * Every value is escaped in the HTML, whoever wrote it (a service name, a support message).
 */
import type { Locale } from '@shop/domain';
import { mailText } from './i18n/index.ts';

export const BRAND = 'Abay Cloud';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export type Block =
  /** A paragraph. */
  | { p: string }
  /** Label and value lines ('IP address: 196.188.1.10'). */
  | { rows: ReadonlyArray<readonly [label: string, value: string]> }
  /** A link, with its address written out in the text version. */
  | { link: { label: string; href: string } }
  /** Text whose line breaks matter (a customer's message). */
  | { quote: string }
  /** A command to copy. */
  | { code: string };

export interface MailContent {
  locale: Locale;
  subject: string;
  greeting: string;
  blocks: ReadonlyArray<Block>;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/** A subject is one header line: no line breaks, no runs of spaces. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function textOf(block: Block): string {
  if ('p' in block) return block.p;
  if ('rows' in block) return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
  if ('link' in block) return `${block.link.label}: ${block.link.href}`;
  if ('quote' in block) return block.quote;
  return `    ${block.code}`;
}

const CELL = 'padding:2px 12px 2px 0;vertical-align:top';

function htmlOf(block: Block): string {
  if ('p' in block) return `<p>${escapeHtml(block.p)}</p>`;
  if ('rows' in block) {
    const rows = block.rows
      .map(
        ([label, value]) =>
          `<tr><th style="${CELL};text-align:left">${escapeHtml(label)}</th><td style="${CELL}">${escapeHtml(value)}</td></tr>`,
      )
      .join('');
    return `<table role="presentation" style="border-collapse:collapse">${rows}</table>`;
  }
  if ('link' in block) {
    return `<p><a href="${escapeHtml(block.link.href)}">${escapeHtml(block.link.label)}</a></p>`;
  }
  if ('quote' in block) {
    return `<blockquote style="white-space:pre-wrap;margin:0 0 1em;padding-left:12px;border-left:3px solid #ccc">${escapeHtml(block.quote)}</blockquote>`;
  }
  return `<pre style="background:#f4f4f5;padding:8px"><code>${escapeHtml(block.code)}</code></pre>`;
}

const FONTS: Record<Locale, string> = {
  en: 'Arial,Helvetica,sans-serif',
  am: "'Noto Sans Ethiopic',Nyala,'Abyssinica SIL',Arial,sans-serif",
};

export function renderMail(content: MailContent): RenderedMail {
  const subject = oneLine(content.subject);
  const text = [
    content.greeting,
    ...content.blocks.map(textOf),
    `${mailText(content.locale, 'common.signOff')}\n${BRAND}`,
  ].join('\n\n');
  const body = [
    `<p>${escapeHtml(content.greeting)}</p>`,
    ...content.blocks.map(htmlOf),
    `<p>${escapeHtml(mailText(content.locale, 'common.signOff'))}<br>${escapeHtml(BRAND)}</p>`,
  ].join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="${content.locale}">`,
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="font-family:${FONTS[content.locale]};font-size:15px;line-height:1.5;color:#18181b">`,
    body,
    '</body>',
    '</html>',
  ].join('\n');
  return { subject, text: `${text}\n`, html };
}
