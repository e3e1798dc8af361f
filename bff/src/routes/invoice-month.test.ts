import { invoiceMonth, etbToSantim } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import { buyKvm, markPaid } from '../../test/helpers/fulfilment.ts';
import type { InvoiceMonth } from '../services/invoices/month.ts';

let app: TestApp;
let admin: TestUser;
const month = invoiceMonth(new Date());
const orderIds: string[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  admin = await app.signUpAdmin();
  const company = await app.signUp();
  await app.inject({
    method: 'PATCH',
    url: '/api/auth/me',
    payload: { companyName: '=Selam, "Trading"', tin: '0098765432' },
    headers: company.headers,
  });
  const person = await app.signUp();
  for (const [buyer, days] of [
    [company, 30],
    [company, 360],
    [person, 90],
  ] as const) {
    const order = await buyKvm(app, buyer, days);
    expect((await markPaid(app, admin, order.id)).statusCode).toBe(200);
    orderIds.push(order.id);
  }
  const refunded = await app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderIds[1]}/refund`,
    payload: { reason: 'Wrong plan' },
    headers: admin.headers,
  });
  expect(refunded.statusCode).toBe(200);
  // A document of the month before is not this month's.
  const old = await buyKvm(app, person);
  expect((await markPaid(app, admin, old.id)).statusCode).toBe(200);
  await app
    .knex('invoices')
    .where({ order_id: old.id })
    .update({ issued_at: new Date(Date.now() - 40 * 24 * 3600 * 1000) });
});
afterAll(async () => {
  await app?.close();
});

const list = (query: string) =>
  app.inject<InvoiceMonth>({ url: `/api/admin/invoices?${query}`, headers: admin.headers });

/** The CSV's rows, fields split (the test's names have a quoted comma only in the buyer). */
function parseCsv(csv: string): string[][] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  return csv
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) => line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((f) => f.replace(/,$/, '')))
    .map((fields) => fields.filter((_, i) => i < 8));
}

describe("the month's invoices", () => {
  it('lists the invoices and credit notes of the month with totals net of the credit notes', async () => {
    const res = await list(`month=${month}`);
    expect(res.statusCode).toBe(200);
    const { items, totals } = res.json;
    expect(items.map((i) => i.kind)).toEqual(['INVOICE', 'INVOICE', 'INVOICE', 'CREDIT_NOTE']);
    expect(items.filter((i) => i.orderId === orderIds[1]).map((i) => i.grossPrice)).toEqual([
      items[1]!.grossPrice,
      -items[1]!.grossPrice,
    ]);
    const sum = (key: 'netPrice' | 'vatPrice' | 'grossPrice') =>
      items.reduce((s, i) => s + etbToSantim(i[key]), 0);
    expect(totals).toEqual({
      count: 4,
      netPrice: sum('netPrice') / 100,
      vatPrice: sum('vatPrice') / 100,
      grossPrice: sum('grossPrice') / 100,
    });
    // What is left: the two invoices not credited.
    expect(etbToSantim(totals.grossPrice)).toBe(
      etbToSantim(items[0]!.grossPrice) + etbToSantim(items[2]!.grossPrice),
    );
  });

  it('exports a CSV whose columns sum to the screen’s totals, its text safe for spreadsheets', async () => {
    const screen = (await list(`month=${month}`)).json;
    const res = await app.inject({
      url: `/api/admin/invoices/export?month=${month}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = parseCsv(res.payload);
    expect(header).toEqual(['number', 'date', 'buyer', 'buyer TIN', 'net', 'VAT', 'gross', 'type']);
    expect(rows).toHaveLength(4);
    const column = (i: number) => rows.reduce((s, r) => s + etbToSantim(Number(r[i])), 0);
    expect([column(4), column(5), column(6)]).toEqual([
      etbToSantim(screen.totals.netPrice),
      etbToSantim(screen.totals.vatPrice),
      etbToSantim(screen.totals.grossPrice),
    ]);
    expect(rows.map((r) => r[0])).toEqual(screen.items.map((i) => i.number));
    expect(rows[0]![2]).toBe(`"'=Selam, ""Trading"""`);
    expect(rows[0]![3]).toBe('0098765432');
    expect(rows[3]![7]).toBe('credit note');
  });

  it('filters by kind and finds a buyer by TIN or name', async () => {
    expect((await list(`month=${month}&kind=CREDIT_NOTE`)).json.items).toHaveLength(1);
    expect((await list(`month=${month}&kind=INVOICE`)).json.totals.count).toBe(3);
    const byTin = (await list(`month=${month}&search=0098765432`)).json;
    expect(byTin.items.map((i) => i.orderId).sort()).toEqual([orderIds[0], orderIds[1], orderIds[1]].sort());
    expect((await list(`month=${month}&search=selam`)).json.totals.count).toBe(3);
  });

  it('refuses a month not written YYYY-MM, and a customer', async () => {
    expect((await list('month=2026-13')).statusCode).toBe(400);
    expect((await list('')).statusCode).toBe(400);
    const customer = await app.signUp();
    const res = await app.inject({ url: `/api/admin/invoices?month=${month}`, headers: customer.headers });
    expect(res.statusCode).toBe(403);
  });
});
