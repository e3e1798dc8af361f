import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp } from '../../test/app/index.ts';
import { insertCoupon } from '../../test/helpers/orders.ts';
import type { ErrorBody } from '../../test/helpers/orders.ts';

let app: TestApp;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app?.close();
});

let addressCounter = 0;
/** Each test looks codes up from its own client address, so the rate limit of one never bites another. */
function freshAddress(): string {
  addressCounter += 1;
  return `10.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

const lookup = (code: string, options: { serviceName?: string; address?: string } = {}) => {
  const query = options.serviceName ? `?serviceName=${encodeURIComponent(options.serviceName)}` : '';
  return app.inject<ErrorBody & { code: string; discount: number }>({
    method: 'GET',
    url: `/api/discount-codes/${code}${query}`,
    remoteAddress: options.address ?? freshAddress(),
  });
};

const INVALID = { statusCode: 404, error: 'Not Found', message: 'Invalid or expired coupon code' };

describe('GET /api/discount-codes/{code}', () => {
  it('answers only the code and its percent, upper-casing what was typed, without a token', async () => {
    const res = await lookup('et2018');
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ code: 'ET2018', discount: 10 });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("never reveals an affiliate code's kickback, owner, usage or recipient", async () => {
    const owner = await app.signUp();
    const coupon = await insertCoupon(app.knex, {
      discount_bp: 1250,
      kickback_bp: 777,
      owner_user_id: owner.user.id,
      given_to: 'Secret Recipient',
    });
    const res = await lookup(coupon.code.toLowerCase());
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ code: coupon.code, discount: 12.5 });
    expect(Object.keys(res.json as object).sort()).toEqual(['code', 'discount']);
    for (const secret of [
      '7.77',
      'kickback',
      owner.user.id,
      'Secret Recipient',
      'givenTo',
      'owner',
      '_count',
    ]) {
      expect(res.payload).not.toContain(secret);
    }
  });

  it('answers 404 for an unknown code', async () => {
    const res = await lookup('NOSUCHCODE');
    expect(res.statusCode).toBe(404);
    expect(res.json).toEqual(INVALID);
  });

  it('answers 404 for an inactive code and for an expired one; a future expiry is fine', async () => {
    const inactive = await insertCoupon(app.knex, { is_active: false });
    const expired = await insertCoupon(app.knex, { expires_at: new Date(Date.now() - 60_000) });
    const future = await insertCoupon(app.knex, { expires_at: new Date(Date.now() + 86_400_000) });
    expect((await lookup(inactive.code)).json).toEqual(INVALID);
    expect((await lookup(expired.code)).json).toEqual(INVALID);
    const ok = await lookup(future.code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json).toEqual({ code: future.code, discount: 5 });
  });

  it("answers 422 with the domain's message when the service name is refused by the restriction", async () => {
    const sp45 = await lookup('SP45', { serviceName: 'Package Starter' });
    expect(sp45.statusCode).toBe(422);
    expect(sp45.json).toEqual({
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: 'This coupon code is only valid for Small service types',
    });
    const et2018 = await lookup('ET2018', { serviceName: 'Package Mega' });
    expect(et2018.statusCode).toBe(422);
    expect(et2018.json.message).toBe(
      'This coupon code is only valid for Small, Starter, Newcomer, or Boost service types',
    );
  });

  it('accepts a restricted code for a service it allows', async () => {
    expect((await lookup('sp45', { serviceName: 'Package Small' })).json).toEqual({
      code: 'SP45',
      discount: 45,
    });
    expect((await lookup('ET2018', { serviceName: 'Package Boost' })).json).toEqual({
      code: 'ET2018',
      discount: 10,
    });
  });

  it('keeps SP45 restricted by the built-in rule even when its row lost its list', async () => {
    await app.knex('discount_codes').where({ code: 'SP45' }).update({ allowed_service_names: null });
    try {
      const res = await lookup('SP45', { serviceName: 'Package Mega' });
      expect(res.statusCode).toBe(422);
      expect(res.json.message).toBe('This coupon code is only valid for Small service types');
    } finally {
      await app.knex('discount_codes').where({ code: 'SP45' }).update({ allowed_service_names: '["small"]' });
    }
  });

  it('refuses a code outside the contract pattern with 400', async () => {
    const res = await lookup('ET%202018');
    expect(res.statusCode).toBe(400);
  });

  it('answers 429 after 20 look-ups per minute from one address, found or not; others are unaffected', async () => {
    const address = freshAddress();
    for (let i = 0; i < 20; i += 1) {
      const res = await lookup(i % 2 ? 'ET2018' : `GUESS${i}`, { address });
      expect(res.statusCode).not.toBe(429);
    }
    const limited = await lookup('ET2018', { address });
    expect(limited.statusCode).toBe(429);
    expect(limited.json).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many coupon look-ups. Please try again in a minute.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await lookup('ET2018')).statusCode).toBe(200);
  });
});
