/**
 * Issue 27, item 10: a new order that costs something mails its payment instructions, in the
 * customer's language, in the transaction that makes the order (through the API on the test
 * database: SQLite, or MySQL with TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import { formatSantim, orderRef } from '../mail/format.ts';
import { game, gameBody, insertCoupon, kvmBody, plan } from '../../test/helpers/orders.ts';
import type { Order } from '../services/orders/index.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

const SMALL = plan('Package Small');
const MINECRAFT = game('minecraft');
const MINECRAFT_SIZE =
  MINECRAFT.type === 'slots' ? { slots: MINECRAFT.minvalue } : { memory: MINECRAFT.minvalue };

const post = (user: TestUser, url: string, payload: object, key?: string) =>
  app.inject<Order>({
    method: 'POST',
    url,
    payload,
    headers: { ...user.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });

const mailsTo = (user: TestUser) =>
  app.knex('email_outbox').where({ to_address: user.user.email }).orderBy('id') as Promise<
    { subject: string; text_body: string }[]
  >;

describe('the order-placed mail', () => {
  it("tells the customer the amount, the shop's accounts, the order number to write and the way back", async () => {
    const abebe = await app.signUp();
    const res = await post(abebe, '/api/orders/kvm', kvmBody(SMALL));
    expect(res.statusCode, res.payload).toBe(201);
    const ref = orderRef(res.json.id);
    const amount = formatSantim(Math.round(res.json.totalPrice * 100), 'en');
    const mails = await mailsTo(abebe);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Order ${ref}: how to pay ${amount}`);
    const text = mails[0]!.text_body;
    const { payment, appUrl } = app.config;
    for (const expected of [
      `Amount due (VAT included): ${amount}`,
      `Account number: ${payment.cbeAccount}`,
      `Account name: ${payment.cbeAccountName}`,
      // The shop's telebirr number (+251911234567) as Ethiopians read it.
      'Phone number: 0911 234 567',
      `Recipient name: ${payment.telebirrName}`,
      `Reason (order number): ${ref}`,
      `${appUrl}/payment-instruction?orderId=${res.json.id}`,
    ])
      expect(text).toContain(expected);
  });

  it('is sent once for an order asked twice with one Idempotency-Key', async () => {
    const selam = await app.signUp();
    const first = await post(selam, '/api/orders/kvm', kvmBody(SMALL), 'order-placed-once');
    const again = await post(selam, '/api/orders/kvm', kvmBody(SMALL), 'order-placed-once');
    expect([first.statusCode, again.json.id]).toEqual([201, first.json.id]);
    expect(await mailsTo(selam)).toHaveLength(1);
  });

  it("speaks the customer's language, for a game server too", async () => {
    const hana = await app.signUp();
    await app.knex('users').where({ id: hana.user.id }).update({ locale: 'am' });
    const res = await post(hana, '/api/orders/game', gameBody(MINECRAFT, MINECRAFT_SIZE));
    expect(res.statusCode, res.payload).toBe(201);
    const [mail] = await mailsTo(hana);
    // A subject is one line of plain spaces (the amount's no-break space included).
    const amount = formatSantim(Math.round(res.json.totalPrice * 100), 'am').replace(/\s+/g, ' ');
    expect(mail!.subject).toBe(`ትዕዛዝ ${orderRef(res.json.id)}፦ ${amount} እንዴት እንደሚከፍሉ`);
    expect(mail!.text_body).toContain(`የሂሳብ ቁጥር: ${app.config.payment.cbeAccount}`);
  });

  it('is not sent for an order of 0 ETB: it is confirmed at once, and that is what the mail says', async () => {
    const dawit = await app.signUp();
    const coupon = await insertCoupon(app.knex, { discount_bp: 10_000, kickback_bp: 0 });
    const res = await post(dawit, '/api/orders/kvm', kvmBody(SMALL, {}, { discountCode: coupon.code }));
    expect(res.statusCode, res.payload).toBe(201);
    const subjects = (await mailsTo(dawit)).map((mail) => mail.subject);
    expect(subjects.some((subject) => subject.includes('how to pay'))).toBe(false);
    expect(subjects.length).toBeGreaterThan(0);
  });

  it('is not sent for an order refused by the server', async () => {
    const meron = await app.signUp();
    const res = await post(meron, '/api/orders/kvm', kvmBody(SMALL, {}, { discountCode: 'NO-SUCH-CODE' }));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(await mailsTo(meron)).toHaveLength(0);
  });
});
