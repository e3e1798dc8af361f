/**
 * An issued invoice or credit note as a PDF (pdfkit): real text in embedded Noto Sans (the Latin
 * and the Ethiopic subsets, switched run by run, each run placed where the one before it ends as
 * measured in its font; every text wrapped inside its column, measured the same way: pdfkit's own
 * alignment and wrapping see one run at a time), so it can be selected, searched and read back,
 * in the buyer's language as frozen on the document. Rendered from the frozen document every
 * time: the same document gives the same figures.
 */
import { createRequire } from 'node:module';
import { amountInWords, groupThousands, INVOICE_TEXTS, INVOICE_TIME_ZONE } from '@shop/domain';
import type { Locale } from '@shop/domain/locale';
import PDFDocument from 'pdfkit';
import type { InvoiceDocument } from './issue.ts';

const require = createRequire(import.meta.url);
const FONT_FILES = {
  latin: require.resolve('@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-latin-400-normal.woff'),
  latinBold: require.resolve('@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-latin-700-normal.woff'),
  ethiopic:
    require.resolve('@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-400-normal.woff'),
  ethiopicBold:
    require.resolve('@fontsource/noto-sans-ethiopic/files/noto-sans-ethiopic-ethiopic-700-normal.woff'),
};

const ETHIOPIC = /[\u1200-\u139f\u2d80-\u2ddf\uab00-\uab2f]/u;

/** The text cut into runs of Ethiopic and of everything else (each run gets its own font). */
export function scriptRuns(text: string): { text: string; ethiopic: boolean }[] {
  const runs: { text: string; ethiopic: boolean }[] = [];
  for (const char of text) {
    const ethiopic = ETHIOPIC.test(char);
    const last = runs.at(-1);
    if (last && last.ethiopic === ethiopic) last.text += char;
    else runs.push({ text: char, ethiopic });
  }
  return runs;
}

/** '1,725.00', '-150.00': the amounts of the document, in ETB with two decimals. */
export function formatSantim(santim: number): string {
  const abs = Math.abs(santim);
  return `${santim < 0 ? '-' : ''}${groupThousands(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

export function gregorianDate(at: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'am' ? 'am-ET' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: INVOICE_TIME_ZONE,
  }).format(at);
}

export function ethiopianDate(at: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'am' ? 'am-ET-u-ca-ethiopic' : 'en-u-ca-ethiopic', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: INVOICE_TIME_ZONE,
  }).format(at);
}

/** The document's title: a tax invoice when the seller is VAT-registered here, else a receipt. */
export function documentTitle(document: InvoiceDocument): string {
  const texts = INVOICE_TEXTS[document.locale];
  if (document.kind === 'CREDIT_NOTE') return texts.creditNote;
  return document.seller ? texts.taxInvoice : texts.receipt;
}

const MARGIN = 50;
const PAGE_WIDTH = 595.28; // A4
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const AMOUNT_WIDTH = 120;
/** The white space between two columns (the parties, the table's description and amount). */
const COLUMN_GAP = 10;
/** The distance between the lines of one text that needed more than one line, per point of size. */
const WRAPPED_LINE_HEIGHT = 1.35;
/** The smallest size a table header shrinks to when one of its words is wider than its column. */
const HEADER_MIN_SIZE = 7;

export type Doc = InstanceType<typeof PDFDocument>;
type FontName = 'latin' | 'latinBold' | 'ethiopic' | 'ethiopicBold';

const fontOf = (ethiopic: boolean, bold: boolean | undefined): FontName =>
  ethiopic ? (bold ? 'ethiopicBold' : 'ethiopic') : bold ? 'latinBold' : 'latin';

export interface WriteOptions {
  bold?: boolean;
  size?: number;
  /** The column's width: the text wraps at it (between words, inside a word only if one is wider). */
  width?: number;
  align?: 'left' | 'right';
  /** Shrink the size, down to this, until the text's widest word fits the width (then wrap). */
  minSize?: number;
}

/** Registers the fonts the document's text is drawn in. */
export function registerInvoiceFonts(doc: Doc): void {
  doc.registerFont('latin', FONT_FILES.latin);
  doc.registerFont('latinBold', FONT_FILES.latinBold);
  doc.registerFont('ethiopic', FONT_FILES.ethiopic);
  doc.registerFont('ethiopicBold', FONT_FILES.ethiopicBold);
}

/** The width of mixed-script text, each run measured in the font it is drawn in. */
export function widthOf(doc: Doc, text: string, size: number, bold: boolean | undefined): number {
  doc.fontSize(size);
  let width = 0;
  for (const run of scriptRuns(text)) width += doc.font(fontOf(run.ethiopic, bold)).widthOfString(run.text);
  return width;
}

/** Cuts a word wider than the width into pieces that fit, after a '-', '.', '/' or '@' if one is near. */
function breakWord(word: string, fits: (text: string) => boolean): string[] {
  const pieces: string[] = [];
  let rest = [...word];
  while (rest.length > 0) {
    let count = 1;
    while (count < rest.length && fits(rest.slice(0, count + 1).join(''))) count += 1;
    if (count < rest.length) {
      const piece = rest.slice(0, count);
      const after = piece.findLastIndex((char) => /[-./@_]/u.test(char)) + 1;
      if (after > count / 2) count = after;
    }
    pieces.push(rest.slice(0, count).join(''));
    rest = rest.slice(count);
  }
  return pieces;
}

/**
 * The text in lines no wider than the width, measured in the fonts it is drawn in; a line break
 * in the text (a reason typed on two lines) starts a new line.
 */
function wrap(doc: Doc, text: string, width: number, size: number, bold: boolean | undefined): string[] {
  return text.split(/\r?\n/u).flatMap((paragraph) => wrapParagraph(doc, paragraph, width, size, bold));
}

function wrapParagraph(doc: Doc, text: string, width: number, size: number, bold: boolean | undefined) {
  const fits = (candidate: string) => widthOf(doc, candidate, size, bold) <= width;
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/[ \t]/u)) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current !== '') lines.push(current);
    if (fits(word)) current = word;
    else {
      const pieces = breakWord(word, fits);
      lines.push(...pieces.slice(0, -1));
      current = pieces.at(-1)!;
    }
  }
  lines.push(current);
  return lines;
}

/**
 * How a text is set in a column: its size (smaller than asked only when `minSize` lets a word
 * that is wider than the column shrink) and its lines, none wider than the column.
 */
export function fitText(
  doc: Doc,
  text: string,
  options: WriteOptions = {},
): { size: number; lines: string[] } {
  let size = options.size ?? 10;
  const { width, bold } = options;
  if (width === undefined) return { size, lines: [text] };
  if (options.minSize !== undefined) {
    const widest = () => Math.max(...text.split(/\s/u).map((word) => widthOf(doc, word, size, bold)));
    while (size > options.minSize && widest() > width) size = Math.max(options.minSize, size - 0.5);
  }
  return { size, lines: wrap(doc, text, width, size, bold) };
}

/**
 * Writes mixed-script text with its top at (x, y): each run in its font, placed where the runs
 * before it end (measured, so right-aligned text is aligned as a whole), wrapped at the width.
 * Returns the height of the lines after the first (0 when it fits on one line).
 */
function write(doc: Doc, text: string, x: number, y: number, options: WriteOptions = {}): number {
  const { size, lines } = fitText(doc, text, options);
  const lineHeight = size * WRAPPED_LINE_HEIGHT;
  lines.forEach((content, n) => {
    let runX = x;
    if (options.align === 'right' && options.width !== undefined)
      runX += options.width - widthOf(doc, content, size, options.bold);
    doc.fontSize(size);
    for (const run of scriptRuns(content)) {
      doc.font(fontOf(run.ethiopic, options.bold));
      doc.text(run.text, runX, y + n * lineHeight, { lineBreak: false });
      runX += doc.widthOfString(run.text);
    }
  });
  return (lines.length - 1) * lineHeight;
}

function paymentMethodText(document: InvoiceDocument): string {
  return INVOICE_TEXTS[document.locale].paymentMethods[document.payment.method];
}

/** Renders the document; resolves with the PDF's bytes. */
export function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const texts = INVOICE_TEXTS[document.locale];
  const issuedAt = new Date(document.issuedAt);
  const title = documentTitle(document);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // Dated as issued, so the same document renders to the same bytes every time.
    info: {
      Title: `${title} ${document.number}`,
      Author: document.seller?.legalName ?? document.brand,
      CreationDate: issuedAt,
    },
    lang: document.locale === 'am' ? 'am-ET' : 'en',
  });
  registerInvoiceFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  let y = MARGIN;
  /** A text on lines of its own, as wide as the page's content unless told. */
  const line = (text: string, options: WriteOptions & { x?: number; gap?: number } = {}) => {
    y += write(doc, text, options.x ?? MARGIN, y, { width: CONTENT_WIDTH, ...options });
    y += options.gap ?? (options.size ?? 10) * 1.6;
  };

  // Title, number and dates.
  line(document.seller?.legalName ?? document.brand, { bold: true, size: 14, gap: 22 });
  line(title, { bold: true, size: 18, gap: 28 });
  line(`${texts.number}: ${document.number}`);
  line(`${texts.date}: ${gregorianDate(issuedAt, document.locale)}`);
  line(`${texts.ethiopianDate}: ${ethiopianDate(issuedAt, document.locale)}`);
  line(`${texts.order}: ${document.order.id}`, { gap: 22 });
  if (document.credits) {
    line(`${texts.refersTo}: ${document.credits.invoiceNumber}`);
    line(`${texts.reason}: ${document.credits.reason}`, { gap: 22 });
  }

  // The parties, side by side.
  const top = y;
  const half = CONTENT_WIDTH / 2;
  const seller = { width: half - COLUMN_GAP };
  line(texts.seller, { ...seller, bold: true });
  if (document.seller) {
    line(document.seller.legalName, seller);
    line(document.seller.address, seller);
    line(`${texts.tin}: ${document.seller.tin}`, seller);
    line(`${texts.vatNumber}: ${document.seller.vatNumber}`, seller);
  } else line(document.brand, seller);
  const sellerBottom = y;
  y = top;
  const buyer = { x: MARGIN + half, width: half };
  line(texts.buyer, { ...buyer, bold: true });
  line(document.buyer.name, buyer);
  if (document.buyer.companyName && document.buyer.companyName !== document.buyer.name)
    line(document.buyer.companyName, buyer);
  if (document.buyer.tin) line(`${texts.tin}: ${document.buyer.tin}`, buyer);
  line(`${texts.email}: ${document.buyer.email}`, buyer);
  if (document.buyer.phone) line(`${texts.phone}: ${document.buyer.phone}`, buyer);
  y = Math.max(y, sellerBottom) + 16;

  // The lines: a description column and an amount column, each text wrapped inside its own.
  const amountX = MARGIN + CONTENT_WIDTH - AMOUNT_WIDTH;
  const descriptionWidth = amountX - MARGIN - COLUMN_GAP;
  const row = (label: string, santim: number, options: WriteOptions = {}) => {
    const wrapped = write(doc, label, MARGIN, y, { ...options, width: descriptionWidth });
    write(doc, formatSantim(santim), amountX, y, { ...options, width: AMOUNT_WIDTH, align: 'right' });
    y += 18 + wrapped;
  };
  const header = { bold: true, minSize: HEADER_MIN_SIZE };
  const headerWrapped = Math.max(
    write(doc, texts.description, MARGIN, y, { ...header, width: descriptionWidth }),
    write(doc, texts.amount, amountX, y, { ...header, width: AMOUNT_WIDTH, align: 'right' }),
  );
  y += 16 + headerWrapped;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .stroke();
  y += 6;
  for (const item of document.lines) {
    const label =
      item.kind === 'plan'
        ? `${texts.lines.plan}: ${document.order.serviceName}, ${texts.days(document.order.days)}`
        : item.kind === 'coupon'
          ? `${texts.lines.coupon}${document.order.coupon ? ` ${document.order.coupon}` : ''}`
          : texts.lines[item.kind];
    row(label, item.amountSantim);
  }
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT_WIDTH, y)
    .stroke();
  y += 6;
  row(texts.net, document.netSantim);
  row(texts.vat, document.vatSantim);
  row(document.kind === 'CREDIT_NOTE' ? texts.totalCredited : texts.total, document.grossSantim, {
    bold: true,
  });
  y += 6;
  line(`${texts.inWords}: ${amountInWords(document.grossSantim, document.locale)}`, { gap: 22 });

  line(`${texts.paymentMethod}: ${paymentMethodText(document)}`);
  if (document.payment.reference) line(`${texts.paymentReference}: ${document.payment.reference}`);
  y += 10;
  if (!document.seller && document.kind === 'INVOICE') line(texts.receiptNote);
  line(texts.footer);

  doc.end();
  return done;
}

/** The file name a download or an attachment gets: 'INV-2026-000042.pdf'. */
export function invoiceFileName(document: Pick<InvoiceDocument, 'number'>): string {
  return `${document.number}.pdf`;
}
