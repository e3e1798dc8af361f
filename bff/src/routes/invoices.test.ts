import { normalizeRow } from '@shop/db';
import type { OrderRow } from '@shop/db';
import { amountInWords, invoiceYear, SERVER_MESSAGES, vatOf } from '@shop/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import { buyKvm, markPaid, newReference } from '../../test/helpers/fulfilment.ts';
import { insertCoupon, kvmBody, plan } from '../../test/helpers/orders.ts';
import type { Order } from '../services/orders/index.ts';
import { ethiopianDate, formatSantim, gregorianDate } from '../services/invoices/pdf.ts';

const SELLER = {
  SELLER_LEGAL_NAME: 'Abay Cloud Technologies PLC',
  SELLER_ADDRESS: 'Bole Sub-city, Woreda 03, Addis Ababa',
  SELLER_TIN: '0012345678',
  SELLER_VAT_NUMBER: 'VAT-77120',
};

/** The text of a PDF, as an accountant's tool reads it (pdf.js, pure JavaScript). */
async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
}

function download(app: TestApp, user: TestUser, orderId: string, document = 'invoice') {
  return app.inject({ method: 'GET', url: `/api/orders/${orderId}/${document}`, headers: user.headers });
}

async function orderRow(app: TestApp, id: string): Promise<OrderRow> {
  return normalizeRow('orders', await app.knex('orders').where({ id }).first())!;
}

describe('invoices of a VAT-registered seller', () => {
  let app: TestApp;
  let admin: TestUser;
  let buyer: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    app = await buildTestApp({ env: { ...SELLER, INVOICE_PREFIX: 'ABC' } });
    admin = await app.signUpAdmin();
    buyer = await app.signUp();
    other = await app.signUp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('PATCH /auth/me keeps a company name and a 10-digit TIN, and refuses another TIN', async () => {
    const bad = await app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      payload: { tin: '12345' },
      headers: buyer.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json).toMatchObject({ message: SERVER_MESSAGES.tinInvalid });
    const ok = await app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      payload: { companyName: '  Selam  Trading PLC ', tin: '0098 765 432' },
      headers: buyer.headers,
    });
    expect(ok.statusCode, ok.payload).toBe(200);
    expect(ok.json).toMatchObject({ companyName: 'Selam Trading PLC', tin: '0098765432', locale: 'en' });
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: buyer.headers });
    expect(me.json).toMatchObject({ companyName: 'Selam Trading PLC', tin: '0098765432' });
  });

  it('issues a numbered tax invoice at payment whose text holds every figure of the order', async () => {
    const coupon = await insertCoupon(app.knex, { discount_bp: 1000 });
    const created = await app.inject<Order>({
      method: 'POST',
      url: '/api/orders/kvm',
      payload: kvmBody(plan('Package Small'), { duration: 360, ipv4: 2 }, { discountCode: coupon.code }),
      headers: buyer.headers,
    });
    expect(created.statusCode, created.payload).toBe(201);
    const orderId = created.json.id;

    const unpaid = await download(app, buyer, orderId);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json).toMatchObject({ message: SERVER_MESSAGES.invoiceNotIssued });

    const reference = newReference();
    expect((await markPaid(app, admin, orderId, { paymentReference: reference })).statusCode).toBe(200);
    const order = await orderRow(app, orderId);
    const invoice = await app.knex('invoices').where({ order_id: orderId }).first();
    const year = invoiceYear(new Date());
    expect(invoice.number).toBe(`ABC-${year}-000001`);

    const res = await download(app, buyer, orderId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="ABC-${year}-000001.pdf"`);
    const text = await pdfText(res.rawPayload);

    const net = order.total_santim - order.vat_santim;
    expect(order.extras_santim).toBeGreaterThan(0);
    expect(order.duration_discount_santim).toBeGreaterThan(0);
    expect(order.coupon_discount_santim).toBeGreaterThan(0);
    expect(order.vat_santim).toBe(vatOf(net));
    const issued = new Date(invoice.issued_at);
    for (const expected of [
      'Tax invoice',
      `Number: ABC-${year}-000001`,
      `Date: ${gregorianDate(issued, 'en')}`,
      `Ethiopian calendar: ${ethiopianDate(issued, 'en')}`,
      `Order: ${orderId}`,
      // The seller, as configured.
      SELLER.SELLER_LEGAL_NAME,
      SELLER.SELLER_ADDRESS,
      `TIN: ${SELLER.SELLER_TIN}`,
      `VAT registration number: ${SELLER.SELLER_VAT_NUMBER}`,
      // The buyer, as their account read at payment.
      'Selam Trading PLC',
      'TIN: 0098765432',
      `E-mail: ${buyer.email}`,
      // Every line and total, as the order holds them.
      `Service: Package Small, 360 days ${formatSantim(order.base_price_santim)}`,
      `Extra IPv4 and bandwidth ${formatSantim(order.extras_santim)}`,
      `Long-term discount (10%) ${formatSantim(-order.duration_discount_santim)}`,
      `Coupon ${coupon.code} ${formatSantim(-order.coupon_discount_santim)}`,
      `Price before VAT ${formatSantim(net)}`,
      `VAT (15%) ${formatSantim(order.vat_santim)}`,
      `Total paid ${formatSantim(order.total_santim)}`,
      `Amount in words: ${amountInWords(order.total_santim, 'en')}`,
      'Payment method: CBE bank transfer',
      `Payment reference: ${reference}`,
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Receipt');
  });

  it("answers 404 for another customer's order and for an unknown one, 409 for a credit note never issued", async () => {
    const order = await buyKvm(app, buyer);
    expect((await markPaid(app, admin, order.id)).statusCode).toBe(200);
    const foreign = await download(app, other, order.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json).toMatchObject({ message: SERVER_MESSAGES.orderNotFound });
    expect((await download(app, other, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const creditNote = await download(app, buyer, order.id, 'credit-note');
    expect(creditNote.statusCode).toBe(409);
    expect(creditNote.json).toMatchObject({ message: SERVER_MESSAGES.creditNoteNotIssued });
    expect((await download(app, other, order.id, 'credit-note')).statusCode).toBe(404);
    // The console reads any order's invoice; a customer cannot use the console's path.
    const console = await app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}/invoice`,
      headers: admin.headers,
    });
    expect(console.statusCode).toBe(200);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/admin/orders/${order.id}/invoice`,
          headers: buyer.headers,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('never changes an issued invoice: a later TIN goes only on later invoices', async () => {
    const customer = await app.signUp();
    await app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      payload: { tin: '1111111111' },
      headers: customer.headers,
    });
    const first = await buyKvm(app, customer);
    expect((await markPaid(app, admin, first.id)).statusCode).toBe(200);
    await app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      payload: { tin: '2222222222' },
      headers: customer.headers,
    });
    const second = await buyKvm(app, customer);
    expect((await markPaid(app, admin, second.id)).statusCode).toBe(200);
    const firstText = await pdfText((await download(app, customer, first.id)).rawPayload);
    const secondText = await pdfText((await download(app, customer, second.id)).rawPayload);
    expect(firstText).toContain('TIN: 1111111111');
    expect(firstText).not.toContain('2222222222');
    expect(secondText).toContain('TIN: 2222222222');
  });

  it('writes an Amharic buyer’s invoice in Amharic, with the Ethiopian date and the amount in Amharic words', async () => {
    const customer = await app.signUp();
    await app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      payload: { locale: 'am' },
      headers: customer.headers,
    });
    const order = await buyKvm(app, customer);
    expect((await markPaid(app, admin, order.id)).statusCode).toBe(200);
    const row = await orderRow(app, order.id);
    const invoice = await app.knex('invoices').where({ order_id: order.id }).first();
    const text = await pdfText((await download(app, customer, order.id)).rawPayload);
    for (const expected of [
      'የግብር ደረሰኝ',
      `በኢትዮጵያ አቆጣጠር: ${ethiopianDate(new Date(invoice.issued_at), 'am')}`,
      `የተ.እ.ታ ምዝገባ ቁጥር: ${SELLER.SELLER_VAT_NUMBER}`,
      `ተ.እ.ታ (15%) ${formatSantim(row.vat_santim)}`,
      `የተከፈለ ጠቅላላ ${formatSantim(row.total_santim)}`,
      amountInWords(row.total_santim, 'am'),
    ])
      expect(text).toContain(expected);
  });

  it('attaches the invoice to the payment-confirmed mail', async () => {
    const customer = await app.signUp();
    const order = await buyKvm(app, customer);
    expect((await markPaid(app, admin, order.id)).statusCode).toBe(200);
    await app.runJobs();
    const mail = app.sentMail.find((m) => m.to === customer.email && m.attachments?.length);
    const invoice = await app.knex('invoices').where({ order_id: order.id }).first();
    expect(mail?.attachments?.[0]).toMatchObject({
      filename: `${invoice.number}.pdf`,
      contentType: 'application/pdf',
    });
    expect(await pdfText(mail!.attachments![0]!.content)).toContain(`Number: ${invoice.number}`);
  });

  it('tells the website the seller it shows in the footer and the terms', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/seller' });
    expect(res.json).toEqual({
      registered: true,
      legalName: SELLER.SELLER_LEGAL_NAME,
      address: SELLER.SELLER_ADDRESS,
      tin: SELLER.SELLER_TIN,
      vatNumber: SELLER.SELLER_VAT_NUMBER,
    });
  });
});

describe('receipts of a shop without seller details', () => {
  let app: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    app = await buildTestApp();
    admin = await app.signUpAdmin();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('issues a receipt titled as such, under the brand, numbered INV-', async () => {
    const customer = await app.signUp();
    const order = await buyKvm(app, customer);
    expect((await markPaid(app, admin, order.id)).statusCode).toBe(200);
    const text = await pdfText((await download(app, customer, order.id)).rawPayload);
    expect(text).toContain('Receipt');
    expect(text).toContain('This receipt is not a tax invoice.');
    expect(text).not.toContain('Tax invoice');
    expect(text).toContain(`Number: INV-${invoiceYear(new Date())}-000001`);
    expect((await app.inject({ method: 'GET', url: '/api/seller' })).json).toEqual({ registered: false });
  });

  it('issues the invoice of a free order at once, and of a paid order from before invoices at its first download', async () => {
    const customer = await app.signUp();
    const coupon = await insertCoupon(app.knex, { discount_bp: 10000 });
    const free = await app.inject<Order>({
      method: 'POST',
      url: '/api/orders/kvm',
      payload: kvmBody(plan('Package Small'), {}, { discountCode: coupon.code }),
      headers: customer.headers,
    });
    expect(free.statusCode, free.payload).toBe(201);
    const freeText = await pdfText((await download(app, customer, free.json.id)).rawPayload);
    expect(freeText).toContain('Total paid 0.00');
    expect(freeText).toContain('Payment method: None (free order)');

    const old = await buyKvm(app, customer);
    expect((await markPaid(app, admin, old.id)).statusCode).toBe(200);
    await app.knex('invoices').where({ order_id: old.id }).del();
    const late = await download(app, customer, old.id);
    expect(late.statusCode).toBe(200);
    expect(await app.knex('invoices').where({ order_id: old.id })).toHaveLength(1);
  });
});
