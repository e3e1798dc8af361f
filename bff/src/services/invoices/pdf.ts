/**
 * An issued invoice or credit note as a PDF (pdfkit): real text in embedded Noto Sans (the Latin
 * and the Ethiopic subsets, switched run by run), so it can be selected, searched and read back,
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

type Doc = InstanceType<typeof PDFDocument>;

interface WriteOptions {
  bold?: boolean;
  size?: number;
  width?: number;
  align?: 'left' | 'right';
}

/** Writes one line of mixed-script text at (x, y). */
function write(doc: Doc, text: string, x: number, y: number, options: WriteOptions = {}): void {
  const runs = scriptRuns(text);
  doc.fontSize(options.size ?? 10);
  runs.forEach((run, i) => {
    const font = run.ethiopic
      ? options.bold
        ? 'ethiopicBold'
        : 'ethiopic'
      : options.bold
        ? 'latinBold'
        : 'latin';
    doc.font(font);
    const layout = {
      continued: i < runs.length - 1,
      lineBreak: false,
      ...(options.width !== undefined ? { width: options.width } : {}),
      ...(options.align ? { align: options.align } : {}),
    };
    if (i === 0) doc.text(run.text, x, y, layout);
    else doc.text(run.text, layout);
  });
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
  doc.registerFont('latin', FONT_FILES.latin);
  doc.registerFont('latinBold', FONT_FILES.latinBold);
  doc.registerFont('ethiopic', FONT_FILES.ethiopic);
  doc.registerFont('ethiopicBold', FONT_FILES.ethiopicBold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  let y = MARGIN;
  const line = (text: string, options: WriteOptions & { x?: number; gap?: number } = {}) => {
    write(doc, text, options.x ?? MARGIN, y, options);
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
  line(texts.seller, { bold: true });
  if (document.seller) {
    line(document.seller.legalName);
    line(document.seller.address);
    line(`${texts.tin}: ${document.seller.tin}`);
    line(`${texts.vatNumber}: ${document.seller.vatNumber}`);
  } else line(document.brand);
  const sellerBottom = y;
  y = top;
  const buyerX = MARGIN + half;
  line(texts.buyer, { bold: true, x: buyerX });
  line(document.buyer.name, { x: buyerX });
  if (document.buyer.companyName && document.buyer.companyName !== document.buyer.name)
    line(document.buyer.companyName, { x: buyerX });
  if (document.buyer.tin) line(`${texts.tin}: ${document.buyer.tin}`, { x: buyerX });
  line(`${texts.email}: ${document.buyer.email}`, { x: buyerX });
  if (document.buyer.phone) line(`${texts.phone}: ${document.buyer.phone}`, { x: buyerX });
  y = Math.max(y, sellerBottom) + 16;

  // The lines.
  const amountX = MARGIN + CONTENT_WIDTH - AMOUNT_WIDTH;
  const row = (label: string, santim: number, options: WriteOptions = {}) => {
    write(doc, label, MARGIN, y, { ...options, width: amountX - MARGIN - 10 });
    write(doc, formatSantim(santim), amountX, y, { ...options, width: AMOUNT_WIDTH, align: 'right' });
    y += 18;
  };
  write(doc, texts.description, MARGIN, y, { bold: true });
  write(doc, texts.amount, amountX, y, { bold: true, width: AMOUNT_WIDTH, align: 'right' });
  y += 16;
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
