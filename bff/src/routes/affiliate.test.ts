import { normalizeRows } from '@shop/db';
import { insertTestUser } from '@shop/db/testing';
import { COUPON_INVALID_MESSAGE, SERVER_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import type { AffiliateCode } from '../services/affiliate/codes.ts';
import type { DiscountCode } from '../services/discounts/codes.ts';
import { insertCoupon, kvmBody, plan } from '../../test/helpers/orders.ts';
import type { ErrorBody } from '../../test/helpers/orders.ts';

let app: TestApp;
let admin: TestUser;

beforeAll(async () => {
  app = await buildTestApp({ couponLookupLimit: { points: 1000, windowSeconds: 60 } });
  admin = await app.signUpAdmin();
});
afterAll(() => app?.close());

type Registered = { message: string; code: AffiliateCode };

/** Whoever calls: a signed-up customer, or one written straight into the database (no slow sign-up). */
type Caller = Pick<TestUser, 'headers'>;

async function quickCustomer(): Promise<Caller> {
  const user = await insertTestUser(app.knex);
  const { token } = await app.openSession(user.id);
  return { headers: { authorization: `Bearer ${token}` } };
}

const register = (user: Caller, code: string) =>
  app.inject<Registered & ErrorBody>({
    method: 'POST',
    url: '/api/affiliate/register-code',
    payload: { code },
    headers: user.headers,
  });

const toggle = (user: TestUser, code: string) =>
  app.inject<Registered & ErrorBody>({
    method: 'POST',
    url: `/api/affiliate/toggle-code/${code}`,
    headers: user.headers,
  });

const lookUp = (code: string, user?: TestUser) =>
  app.inject<{ code: string; discount: number } & ErrorBody>({
    url: `/api/discount-codes/${code}`,
    ...(user ? { headers: user.headers } : {}),
  });

const order = (user: TestUser, discountCode: string) =>
  app.inject<{ id: string } & ErrorBody>({
    method: 'POST',
    url: '/api/orders/kvm',
    payload: kvmBody(plan('Package Small'), {}, { discountCode }),
    headers: user.headers,
  });

/** A code nobody has used: letters and digits only, upper-case, 3 to 20 characters. */
let codeCounter = 0;
function freshCode(prefix = 'AFF'): string {
  codeCounter += 1;
  return `${prefix}${Date.now().toString(36).slice(-6)}${codeCounter}`.toUpperCase().slice(0, 20);
}

async function codesOf(userId: string) {
  return normalizeRows('discount_codes', await app.knex('discount_codes').where({ owner_user_id: userId }));
}

describe('the affiliate operations need a signed-in customer', () => {
  it.each([
    ['POST', '/api/affiliate/register-code', { code: 'ANYONE' }],
    ['GET', '/api/affiliate/my-codes', undefined],
    ['GET', '/api/affiliate/dashboard', undefined],
    ['GET', '/api/affiliate/stats/ANYONE', undefined],
    ['POST', '/api/affiliate/toggle-code/ANYONE', undefined],
  ])('%s %s answers 401 without a token', async (method, url, payload) => {
    const res = await app.inject<ErrorBody>({ method, url, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(401);
    expect(res.json.message).toBe(SERVER_MESSAGES.missingAuthentication);
  });
});

describe('POST /affiliate/register-code', () => {
  it("creates the caller's code upper-cased with the shop's default percents, listed as theirs and in the console", async () => {
    const owner = await app.signUp();
    const typed = `my-${freshCode().toLowerCase()}_1`.slice(0, 20);
    const res = await register(owner, typed);
    expect(res.statusCode).toBe(201);
    expect(res.json.message).toBe(SERVER_MESSAGES.affiliateCodeCreated);
    expect(res.json.code).toMatchObject({
      code: typed.toUpperCase(),
      isActive: true,
      discount: 5,
      affiliateKickback: 10,
    });

    const mine = await app.inject<AffiliateCode[]>({
      url: '/api/affiliate/my-codes',
      headers: owner.headers,
    });
    expect(mine.json).toEqual([res.json.code]);

    // The admin's discount list shows it with the owner as Given To, and may change its percents.
    const listed = await app.inject<DiscountCode[]>({
      url: `/api/admin/discount-codes?search=${typed.toUpperCase()}`,
      headers: admin.headers,
    });
    expect(listed.json).toEqual([
      expect.objectContaining({ code: typed.toUpperCase(), givenTo: owner.username, ownerId: owner.user.id }),
    ]);
    const audit = await app.knex('audit_log').where({ entity_id: res.json.code.id });
    expect(audit.map((a) => [a.action, a.actor_user_id])).toEqual([
      ['affiliate_code.created', owner.user.id],
    ]);
  });

  it('refuses a second code of the same customer (409) and keeps the first', async () => {
    const owner = await app.signUp();
    const first = freshCode();
    expect((await register(owner, first)).statusCode).toBe(201);
    const second = await register(owner, freshCode());
    expect(second.statusCode).toBe(409);
    expect(second.json.message).toBe(
      'You can only have one affiliate code. Please delete your existing code first.',
    );
    expect((await codesOf(owner.user.id)).map((c) => c.code)).toEqual([first]);
  });

  it('refuses a code a promotion already uses, in any case (409)', async () => {
    const promotion = await insertCoupon(app.knex, { code: freshCode('PROMO') });
    const owner = await app.signUp();
    const res = await register(owner, promotion.code.toLowerCase());
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe(SERVER_MESSAGES.affiliateCodeTaken);
    expect(await codesOf(owner.user.id)).toEqual([]);
  });

  it("refuses another affiliate's code (409)", async () => {
    const code = freshCode();
    expect((await register(await app.signUp(), code)).statusCode).toBe(201);
    const res = await register(await app.signUp(), code);
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe(SERVER_MESSAGES.affiliateCodeTaken);
  });

  // The contract's validation answers before the handler, with the spec's texts (length first).
  it.each([
    ['AB', SERVER_MESSAGES.affiliateCodeLength],
    ['A'.repeat(21), SERVER_MESSAGES.affiliateCodeLength],
    ['MY CODE', SERVER_MESSAGES.affiliateCodeCharset],
    ['CODE.1', SERVER_MESSAGES.affiliateCodeCharset],
    ['', SERVER_MESSAGES.affiliateCodeLength],
  ])('refuses %j with 400 and the validation message', async (code, message) => {
    const owner = await app.signUp();
    const res = await register(owner, code);
    expect(res.statusCode).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
    expect(await codesOf(owner.user.id)).toEqual([]);
  });

  it('makes exactly one code of 20 simultaneous calls by one customer; the others answer 409', async () => {
    const owner = await app.signUp();
    const answers = await Promise.all(Array.from({ length: 20 }, () => register(owner, freshCode('RACE'))));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json.message).toBe(SERVER_MESSAGES.affiliateOneCode);
    }
    const codes = await codesOf(owner.user.id);
    expect(codes.map((c) => c.code)).toEqual([answers.find((a) => a.statusCode === 201)!.json.code.code]);
  });

  it('gives one code to exactly one of 20 customers asking for it at once', async () => {
    const owners = await Promise.all(Array.from({ length: 20 }, () => quickCustomer()));
    const code = freshCode('SAME');
    const answers = await Promise.all(owners.map((owner) => register(owner, code)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json.message).toBe(SERVER_MESSAGES.affiliateCodeTaken);
    }
    expect(await app.knex('discount_codes').where({ code })).toHaveLength(1);
  });
});

describe('GET /affiliate/my-codes', () => {
  it('is empty for a customer without a code', async () => {
    const res = await app.inject<AffiliateCode[]>({
      url: '/api/affiliate/my-codes',
      headers: (await app.signUp()).headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual([]);
  });
});

describe('using an affiliate code', () => {
  let owner: TestUser;
  let buyer: TestUser;
  let code: string;
  beforeAll(async () => {
    owner = await app.signUp();
    buyer = await app.signUp();
    code = freshCode('USE');
    expect((await register(owner, code)).statusCode).toBe(201);
  });

  it('gives anyone else its discount at the look-up, signed in or not', async () => {
    expect((await lookUp(code)).json).toEqual({ code, discount: 5 });
    expect((await lookUp(code.toLowerCase(), buyer)).json).toEqual({ code, discount: 5 });
  });

  it('is refused to its owner at the look-up (422)', async () => {
    const res = await lookUp(code, owner);
    expect(res.statusCode).toBe(422);
    expect(res.json.message).toBe('You cannot use your own affiliate code.');
  });

  it('is refused to its owner when the order is created (422), placing nothing', async () => {
    const res = await order(owner, code);
    expect(res.statusCode).toBe(422);
    expect(res.json.message).toBe(SERVER_MESSAGES.affiliateOwnCode);
    expect(await app.knex('orders').where({ user_id: owner.user.id })).toEqual([]);
  });

  it('answers 401 to a look-up with a bad token, as any signed-in call', async () => {
    const res = await app.inject<ErrorBody>({
      url: `/api/discount-codes/${code}`,
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /affiliate/toggle-code/{code}', () => {
  it('switches the code off, refused at checkout like an expired one, and on again; each audited', async () => {
    const owner = await app.signUp();
    const buyer = await app.signUp();
    const code = freshCode('TOG');
    const created = await register(owner, code);

    const off = await toggle(owner, code.toLowerCase());
    expect(off.statusCode).toBe(200);
    expect(off.json.message).toBe('Affiliate code deactivated');
    expect(off.json.code).toMatchObject({ code, isActive: false });
    const refused = await lookUp(code, buyer);
    expect([refused.statusCode, refused.json.message]).toEqual([404, COUPON_INVALID_MESSAGE]);
    const refusedOrder = await order(buyer, code);
    expect([refusedOrder.statusCode, refusedOrder.json.message]).toEqual([422, COUPON_INVALID_MESSAGE]);

    const on = await toggle(owner, code);
    expect(on.json.message).toBe('Affiliate code activated');
    expect(on.json.code).toMatchObject({ code, isActive: true });
    expect((await lookUp(code, buyer)).statusCode).toBe(200);

    const audit = await app
      .knex('audit_log')
      .where({ entity_id: created.json.code.id, action: 'affiliate_code.toggled' })
      .orderBy('created_at');
    expect(audit).toHaveLength(2);
  });

  it("answers 404 for another customer's code and for an unknown one, changing nothing", async () => {
    const code = freshCode('MINE');
    await register(await app.signUp(), code);
    const stranger = await app.signUp();
    for (const path of [code, 'NOSUCHCODE']) {
      const res = await toggle(stranger, path);
      expect(res.statusCode).toBe(404);
      expect(res.json.message).toBe(SERVER_MESSAGES.affiliateCodeNotFound);
    }
    expect((await app.knex('discount_codes').where({ code }).first()).is_active).toBeTruthy();
  });
});
