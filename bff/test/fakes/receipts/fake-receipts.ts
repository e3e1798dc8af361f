/**
 * In-process stand-ins for the public receipt pages of CBE and Telebirr, as
 * ../../../../../shared/design/payments.md describes them: a real HTTP server on 127.0.0.1
 * (port 0) serving both (point CBE_RECEIPT_URL at `cbeUrl`, TELEBIRR_RECEIPT_URL at
 * `telebirrUrl`).
 *
 * - CBE: `GET /cbe/?id={reference}{last 8 digits of the receiving account}` answers a PDF (made
 *   with pdfkit) whose fields are label and value pairs, laid out so that text extraction gives
 *   them on one line (`layout: 'one-line'`) or on two (`'two-lines'`); an unknown or malformed id
 *   answers an HTML page without a receipt, as CBE does.
 * - Telebirr: `GET /telebirr/receipt/{receipt no}` answers an HTML page whose table cells hold
 *   bilingual labels (`የከፋይ ስም/Payer Name`) with the value in the next cell; an unknown number
 *   answers a page without those fields.
 * - `down = true`: every request is refused with 503 (the bank not answering); `slowMs` delays
 *   every answer (time-outs).
 * - For e2e, `POST /__control/receipts` (JSON, a FakeReceipt) adds a receipt from another process.
 *
 * Every request is recorded.
 */
import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import PDFDocument from 'pdfkit';

export interface FakeReceipt {
  method: 'CBE' | 'TELEBIRR';
  reference: string;
  /** CBE: the receiving account (its last 8 digits complete the id), shown masked. */
  receiverAccount: string;
  receiverName: string;
  payerName?: string;
  payerAccount?: string;
  /** As the receipt writes it, e.g. '1,150.00'. */
  amount: string;
  /** Addis Ababa time: CBE `11/27/2026, 2:05:09 PM`, Telebirr `27-11-2026 14:05:09`. */
  date: string;
  /** Telebirr's transaction status; default Completed. */
  status?: string;
  /** CBE: how the text extraction sees label and value; default one-line. */
  layout?: 'one-line' | 'two-lines';
  /**
   * Crafted receipts (issue 34): Telebirr prints the payer name as it is, unescaped (markup and
   * all), as a page that does not escape it would.
   */
  payerNameUnescaped?: boolean;
  /** Crafted receipts: more label and value pairs right after the payer's (e.g. a second Receiver). */
  extraFields?: [string, string][];
}

export interface FakeReceipts {
  cbeUrl: string;
  telebirrUrl: string;
  add(receipt: FakeReceipt): void;
  /** The bank not answering (503) while true. */
  down: boolean;
  /** Delays every answer by this long. */
  slowMs: number;
  requests: { method: string; url: string }[];
  close(): Promise<void>;
}

/** `1000123456789` -> `1****6789`, as the receipts mask accounts. */
export function maskAccount(account: string): string {
  const digits = account.replace(/\D/g, '');
  return `${digits.slice(0, 1)}****${digits.slice(-4)}`;
}

export function cbeIdOf(receipt: Pick<FakeReceipt, 'reference' | 'receiverAccount'>): string {
  return `${receipt.reference}${receipt.receiverAccount.replace(/\D/g, '').slice(-8)}`;
}

function cbeFields(r: FakeReceipt): [string, string][] {
  return [
    ['Payer', r.payerName ?? 'ABEBE KEBEDE'],
    ['Account', maskAccount(r.payerAccount ?? '1000987651000')],
    ...(r.extraFields ?? []),
    ['Receiver', r.receiverName],
    ['Account', maskAccount(r.receiverAccount)],
    ['Payment Date & Time', r.date],
    ['Reference No. (VAT Invoice No)', r.reference],
    ['Reason / Type of service', 'hosting order'],
    ['Transferred Amount', `${r.amount} ETB`],
    ['Commission or Service Charge', '0.00 ETB'],
    ['15% VAT on Commission', '0.00 ETB'],
    ['Total amount debited from customers account', `${r.amount} ETB`],
  ];
}

/** The receipt as CBE's PDF: a title, then label and value per field. */
export function cbeReceiptPdf(r: FakeReceipt): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.fontSize(14).text('Commercial Bank of Ethiopia', 50, 50);
  doc.fontSize(10);
  let y = 90;
  for (const [label, value] of cbeFields(r)) {
    if (r.layout === 'two-lines') {
      doc.text(label, 50, y);
      doc.text(value, 50, y + 14);
      y += 34;
    } else {
      doc.text(label, 50, y);
      doc.text(value, 300, y);
      y += 20;
    }
  }
  doc.end();
  return done;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The receipt as Telebirr's page: bilingual labels in table cells, values in the next cell. */
export function telebirrReceiptHtml(r: FakeReceipt): string {
  const rows: [string, string][] = [
    ['የከፋይ ስም/Payer Name', r.payerName ?? 'Abebe Kebede'],
    ['የከፋይ ቴሌብር ቁ./Payer telebirr no.', r.payerAccount ?? '2519****1111'],
    ...(r.extraFields ?? []),
    ['የገንዘብ ተቀባይ ስም/Credited Party name', r.receiverName],
    [
      'የገንዘብ ተቀባይ ቴሌብር ቁ./Credited party account no',
      `${r.receiverAccount.replace(/\D/g, '').slice(0, 4)}****${r.receiverAccount.replace(/\D/g, '').slice(-4)}`,
    ],
    ['የክፍያው ሁኔታ/transaction status', r.status ?? 'Completed'],
    ['የክፍያ ቁጥር/Receipt No.', r.reference],
    ['የክፍያ ቀን/Payment date', r.date],
    ['የተከፈለው መጠን/Settled Amount', `${r.amount} Birr`],
    ['የአገልግሎት ክፍያ/Service fee', '0.00 Birr'],
    ['የአገልግሎት ክፍያ ተ.እ.ታ/Service fee VAT', '0.00 Birr'],
    ['ጠቅላላ የተክፈለ/Total Paid Amount', `${r.amount} Birr`],
  ];
  const body = rows
    .map(([l, v], i) => {
      const value = i === 0 && r.payerNameUnescaped ? v : escapeHtml(v);
      return `<tr><td class="label">${escapeHtml(l)}</td><td>${value}</td></tr>`;
    })
    .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><title>telebirr receipt</title></head><body><h1>telebirr</h1><table>${body}</table></body></html>`;
}

const NO_RECEIPT_HTML =
  '<!doctype html><html><head><meta charset="utf-8"><title>Receipt</title></head><body><p>Invalid request or the receipt was not found.</p></body></html>';

function send(res: ServerResponse, status: number, type: string, body: string | Buffer): void {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

export async function startFakeReceipts(options: { port?: number } = {}): Promise<FakeReceipts> {
  const cbe = new Map<string, FakeReceipt>();
  const telebirr = new Map<string, FakeReceipt>();
  const state = { down: false, slowMs: 0 };
  const requests: { method: string; url: string }[] = [];

  const add = (r: FakeReceipt) => {
    if (r.method === 'CBE') cbe.set(cbeIdOf(r), r);
    else telebirr.set(r.reference, r);
  };

  const server = http.createServer((req, res) => {
    requests.push({ method: req.method ?? 'GET', url: req.url ?? '/' });
    void (async () => {
      if (state.slowMs > 0) await new Promise((r) => setTimeout(r, state.slowMs));
      const url = new URL(req.url ?? '/', 'http://fake');
      if (req.method === 'POST' && url.pathname === '/__control/receipts') {
        add((await readJson(req)) as FakeReceipt);
        return send(res, 201, 'application/json', '{}');
      }
      if (state.down) return send(res, 503, 'text/html', '<h1>Service Unavailable</h1>');
      if (req.method !== 'GET') return send(res, 405, 'text/plain', 'method not allowed');
      if (url.pathname === '/cbe/' || url.pathname === '/cbe') {
        const id = url.searchParams.get('id') ?? '';
        const receipt = /^FT[A-Z0-9]{10}\d{8}$/.test(id) ? cbe.get(id) : undefined;
        if (!receipt) return send(res, 200, 'text/html; charset=utf-8', NO_RECEIPT_HTML);
        return send(res, 200, 'application/pdf', await cbeReceiptPdf(receipt));
      }
      const match = /^\/telebirr\/receipt\/([^/]+)$/.exec(url.pathname);
      if (match) {
        const receipt = /^[A-Z0-9]{10}$/.test(match[1]!) ? telebirr.get(match[1]!) : undefined;
        if (!receipt) return send(res, 200, 'text/html; charset=utf-8', NO_RECEIPT_HTML);
        return send(res, 200, 'text/html; charset=utf-8', telebirrReceiptHtml(receipt));
      }
      return send(res, 404, 'text/html', '<h1>Not Found</h1>');
    })().catch((err: unknown) => {
      if (!res.headersSent) send(res, 500, 'text/plain', String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    cbeUrl: `${base}/cbe`,
    telebirrUrl: `${base}/telebirr`,
    add,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    get slowMs() {
      return state.slowMs;
    },
    set slowMs(value: number) {
      state.slowMs = value;
    },
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
