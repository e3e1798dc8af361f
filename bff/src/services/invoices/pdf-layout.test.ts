/**
 * The PDF's layout, read back with positions (pdf.js through unpdf): every invoice and credit-note
 * layout, in English and in Amharic, with short and with long texts, keeps its words inside their
 * columns and inside the page's right margin, and the table's headers do not overlap.
 */
import { INVOICE_TEXTS } from '@shop/domain';
import type { Locale } from '@shop/domain/locale';
import PDFDocument from 'pdfkit';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { InvoiceDocument } from './issue.ts';
import { documentTitle, fitText, registerInvoiceFonts, renderInvoicePdf, widthOf } from './pdf.ts';

// The layout as designed (A4, 50 pt margins): the parties side by side, each half the content
// width; the table's amounts in a 120 pt column at the right, the descriptions left of it.
const PAGE_WIDTH = 595.28;
const MARGIN = 50;
const RIGHT = PAGE_WIDTH - MARGIN;
const BUYER_X = MARGIN + (PAGE_WIDTH - 2 * MARGIN) / 2;
const AMOUNT_X = RIGHT - 120;
/** The least white space between two columns. */
const GAP = 8;
/** Rounding in the PDF's numbers. */
const EPSILON = 0.5;

interface Item {
  text: string;
  x: number;
  right: number;
  /** The baseline, from the page's bottom. */
  y: number;
}

/**
 * The PDF's text items with their positions. Spaces (the document's, and those pdf.js puts in the
 * gaps between words and columns) are kept apart: they count for the words, not for the ink.
 */
async function pdfItems(pdf: Buffer): Promise<{ pages: number; items: Item[]; spaces: Item[] }> {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const items: Item[] = [];
  const spaces: Item[] = [];
  for (let n = 1; n <= proxy.numPages; n += 1) {
    const content = await (await proxy.getPage(n)).getTextContent();
    for (const item of content.items) {
      if (!('str' in item) || item.str === '') continue;
      const [, , , , x, y] = item.transform as number[];
      (item.str.trim() === '' ? spaces : items).push({
        text: item.str,
        x: x!,
        right: x! + item.width,
        y: y!,
      });
    }
  }
  return { pages: proxy.numPages, items, spaces };
}

/** The items by line, top to bottom, each line left to right. */
function linesOf(items: Item[]): Item[][] {
  const lines: Item[][] = [];
  for (const item of [...items].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const line = lines.at(-1);
    if (line && Math.abs(line[0]!.y - item.y) < 1) line.push(item);
    else lines.push([item]);
  }
  return lines;
}

const describeItem = (item: Item) =>
  `"${item.text}" [${item.x.toFixed(2)}, ${item.right.toFixed(2)}] at y ${item.y.toFixed(2)}`;

/**
 * The first item at the left margin, below `below`, that starts a text (its first word: the PDF
 * cuts text where the font changes).
 */
function itemStarting(items: Item[], text: string, below = Infinity): Item {
  const word = text.split(' ')[0]!;
  const item = linesOf(items)
    .flat()
    .find((i) => i.y < below - EPSILON && i.x < MARGIN + EPSILON && i.text.startsWith(word));
  if (!item) throw new Error(`no line starts with "${word}"`);
  return item;
}

const joined = (items: Item[]) =>
  linesOf(items)
    .map((line) => line.map((i) => i.text).join(''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

const SELLER = {
  legalName: 'Abay Cloud Technologies PLC',
  address: 'Bole Sub-city, Woreda 03, Addis Ababa',
  tin: '0012345678',
  vatNumber: 'VAT-77120',
};
const LONG_SELLER = {
  ...SELLER,
  legalName: 'Abay Cloud Technologies and Data Centre Services Private Limited Company',
  address:
    'Bole Sub-city, Woreda 03, House number 1234/B, Africa Avenue near Edna Mall, Addis Ababa, Ethiopia',
};

type Kind = 'tax invoice' | 'receipt' | 'credit note';

interface Variant {
  kind: Kind;
  locale: Locale;
  /** The buyer's company and TIN (and phone) on the document. */
  company: boolean;
  /** Long names, address, reason, coupon and a large amount. */
  long: boolean;
}

function documentFor({ kind, locale, company, long }: Variant): InvoiceDocument {
  const am = locale === 'am';
  const gross = long ? 1_234_567_89 : 172_500;
  const vat = Math.round((gross * 15) / 115);
  const net = gross - vat;
  return {
    kind: kind === 'credit note' ? 'CREDIT_NOTE' : 'INVOICE',
    number: kind === 'credit note' ? 'ABC-CN-2026-000007' : 'ABC-2026-000042',
    issuedAt: '2026-03-14T09:30:00.000Z',
    locale,
    brand: 'Abay Cloud',
    seller: kind === 'receipt' ? null : long ? LONG_SELLER : SELLER,
    buyer: {
      name: company
        ? long
          ? 'Blue Nile Software Engineering and Consultancy Share Company'
          : 'Blue Nile Software PLC'
        : am
          ? 'አበበ ከበደ'
          : 'Abebe Kebede',
      email: long ? 'accounts.payable.department@blue-nile-software-engineering.com.et' : 'abebe@example.et',
      phone: company ? '+251911234567' : null,
      companyName: company
        ? long
          ? 'Blue Nile Software Engineering and Consultancy Share Company'
          : 'Blue Nile Software PLC'
        : null,
      tin: company ? '0098765432' : null,
    },
    order: {
      id: 'ord_01JQ8Z3K5M7N9P1R3T5V7X9Z1B',
      serviceName: long
        ? am
          ? 'የኩባንያ ድረ-ገጽ እና የኢሜይል ማስተናገጃ አገልግሎት ለአዲስ አበባ ቅርንጫፍ ጽሕፈት ቤት ከተጨማሪ ምትኬ ጋር'
          : 'Managed KVM 8 vCPU / 32 GB RAM / 640 GB NVMe for blue-nile-software-engineering.com.et production cluster'
        : 'KVM 2',
      type: 'kvm',
      days: long ? 365 : 30,
      renewal: false,
      coupon: long ? 'NEWYEAR2026-ADDIS-ABABA-LAUNCH-SPECIAL' : null,
    },
    lines: long
      ? [
          { kind: 'plan', amountSantim: net + 300_000 },
          { kind: 'extras', amountSantim: 200_000 },
          { kind: 'longTermDiscount', amountSantim: -400_000 },
          { kind: 'coupon', amountSantim: -100_000 },
        ]
      : [{ kind: 'plan', amountSantim: net }],
    netSantim: net,
    vatSantim: vat,
    grossSantim: gross,
    payment: {
      method: long ? 'CBE' : 'TELEBIRR',
      reference: long ? 'FT26073ABCDE12345678' : 'TB12345',
      paidAt: '2026-03-14T09:30:00.000Z',
    },
    ...(kind === 'credit note'
      ? {
          credits: {
            invoiceNumber: 'ABC-2026-000042',
            reason: long
              ? am
                ? 'ደንበኛው አገልግሎቱ በተከታታይ ሦስት ቀናት ስለተቋረጠ እና በውሉ መሠረት ሙሉ ገንዘቡ እንዲመለስለት ስለጠየቀ ተመላሽ ተደርጓል'
                : 'The customer asked for a full refund because the service was unavailable for three days in a row, as the agreement allows'
              : am
                ? 'በደንበኛው ጥያቄ'
                : 'At the customer’s request',
          },
        }
      : {}),
  };
}

const VARIANTS: Variant[] = [];
for (const locale of ['en', 'am'] as const)
  for (const kind of ['tax invoice', 'receipt', 'credit note'] as const)
    for (const company of [false, true])
      for (const long of [false, true]) VARIANTS.push({ kind, locale, company, long });

const nameOf = (v: Variant) =>
  `${v.locale}, ${v.kind}, ${v.company ? 'company buyer with TIN' : 'private buyer'}, ${v.long ? 'long texts' : 'short texts'}`;

/** Renders every layout; `INVOICE_SHOTS_DIR` also keeps the PDFs (to look at them). */
async function rendered(variant: Variant): Promise<Buffer> {
  const pdf = await renderInvoicePdf(documentFor(variant));
  const dir = process.env.INVOICE_SHOTS_DIR;
  if (dir) {
    const { mkdir, writeFile } = await import('node:fs/promises');
    await mkdir(dir, { recursive: true });
    await writeFile(`${dir}/${nameOf(variant).replace(/[^a-z0-9]+/gi, '-')}.pdf`, pdf);
  }
  return pdf;
}

describe('the invoice PDF layout', () => {
  for (const variant of VARIANTS)
    it(`keeps every word in its column and inside the margins (${nameOf(variant)})`, async () => {
      const document = documentFor(variant);
      const texts = INVOICE_TEXTS[variant.locale];
      const { pages, items, spaces } = await pdfItems(await rendered(variant));
      expect(pages).toBe(1);
      const problems: string[] = [];

      // Nothing outside the margins.
      for (const item of items)
        if (item.x < MARGIN - EPSILON || item.right > RIGHT + EPSILON)
          problems.push(`outside the margins: ${describeItem(item)}`);

      // The table's header: its words as written, each header in its column, none over another.
      const headerTop = itemStarting(items, texts.description).y;
      const firstRow = itemStarting(items, texts.lines.plan, headerTop).y;
      const inHeader = (i: Item) => i.y <= headerTop + EPSILON && i.y > firstRow + EPSILON;
      const header = items.filter(inHeader);
      const headerWords = [...header, ...spaces.filter(inHeader)];
      const descriptionHeader = headerWords.filter((i) => i.x < AMOUNT_X - GAP / 2);
      const amountHeader = headerWords.filter((i) => i.x >= AMOUNT_X - GAP / 2);
      if (joined(descriptionHeader) !== texts.description)
        problems.push(`description header reads "${joined(descriptionHeader)}"`);
      if (joined(amountHeader) !== texts.amount)
        problems.push(`amount header reads "${joined(amountHeader)}"`);
      for (const line of linesOf(header))
        for (let i = 1; i < line.length; i += 1)
          if (line[i]!.x < line[i - 1]!.right - EPSILON)
            problems.push(`header over header: ${describeItem(line[i - 1]!)} and ${describeItem(line[i]!)}`);

      // The table (its header, lines and totals): each word in the description or the amount column.
      const inWords = itemStarting(items, texts.inWords, firstRow).y;
      for (const item of items.filter((i) => i.y <= headerTop + EPSILON && i.y > inWords + EPSILON)) {
        const inDescription = item.x >= MARGIN - EPSILON && item.right <= AMOUNT_X - GAP + EPSILON;
        const inAmount = item.x >= AMOUNT_X - EPSILON && item.right <= RIGHT + EPSILON;
        if (!inDescription && !inAmount) problems.push(`across the table's columns: ${describeItem(item)}`);
      }
      // The service's name is there whole (over more than one line if need be).
      const table = [...items, ...spaces].filter(
        (i) => i.y <= headerTop + EPSILON && i.y > inWords + EPSILON,
      );
      const unspaced = (text: string) => text.replace(/\s+/g, '');
      const descriptions = joined(table.filter((i) => i.x < AMOUNT_X - GAP / 2));
      if (!unspaced(descriptions).includes(unspaced(document.order.serviceName)))
        problems.push(`the service's name is not whole: "${descriptions}"`);

      // The parties side by side: the seller's words end before the buyer's column.
      const partiesTop = itemStarting(items, texts.seller).y;
      for (const item of items.filter((i) => i.y <= partiesTop + EPSILON && i.y > headerTop + EPSILON))
        if (item.x < BUYER_X - EPSILON && item.right > BUYER_X - GAP + EPSILON)
          problems.push(`seller's column into the buyer's: ${describeItem(item)}`);

      expect(problems).toEqual([]);
      // The title is there (the right document was rendered).
      expect(joined([...items, ...spaces])).toContain(documentTitle(document));
    });
});

describe('a text set in a column', () => {
  const doc = new PDFDocument({ size: 'A4' });
  registerInvoiceFonts(doc);

  for (const text of [INVOICE_TEXTS.en.amount, INVOICE_TEXTS.am.amount])
    it(`wraps between words when the column is narrower than the text (${text})`, () => {
      const width = widthOf(doc, text, 10, true) - 1;
      const { size, lines } = fitText(doc, text, { bold: true, width, minSize: 7 });
      expect(size).toBe(10);
      expect(lines.join(' ')).toBe(text);
      expect(lines.length).toBe(2);
      for (const line of lines) expect(widthOf(doc, line, size, true)).toBeLessThanOrEqual(width);
    });

  it('shrinks a header whose word is wider than its column, down to the least size', () => {
    const text = INVOICE_TEXTS.am.description;
    const wide = widthOf(doc, text, 10, true);
    const shrunk = fitText(doc, text, { bold: true, width: wide * 0.8, minSize: 7 });
    expect(shrunk.size).toBeLessThan(10);
    expect(shrunk.size).toBeGreaterThanOrEqual(7);
    expect(shrunk.lines).toEqual([text]);
    expect(widthOf(doc, text, shrunk.size, true)).toBeLessThanOrEqual(wide * 0.8);
    // Narrower than the least size allows: the word is cut, every piece inside the column.
    const cut = fitText(doc, text, { bold: true, width: wide * 0.4, minSize: 7 });
    expect(cut.size).toBe(7);
    expect(cut.lines.join('')).toBe(text);
    for (const line of cut.lines) expect(widthOf(doc, line, 7, true)).toBeLessThanOrEqual(wide * 0.4);
  });

  it('cuts a word wider than the column after a dot, a dash or an @ when one is near', () => {
    const email = 'accounts.payable.department@blue-nile-software-engineering.com.et';
    const { lines } = fitText(doc, `E-mail: ${email}`, { width: 200 });
    expect(lines.join('')).toBe(`E-mail:${email}`);
    for (const line of lines) expect(widthOf(doc, line, 10, false)).toBeLessThanOrEqual(200);
    expect(lines.slice(1, -1).every((line) => /[-.@]$/.test(line))).toBe(true);
  });

  it('starts a new line where the text has a line break', () => {
    expect(fitText(doc, 'ምክንያት: ተቋረጠ\nService down', { width: 400 }).lines).toEqual([
      'ምክንያት: ተቋረጠ',
      'Service down',
    ]);
  });
});
