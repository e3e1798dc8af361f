import { normalizeRow } from '@shop/db';
import { priceGame, priceKvm, SERVER_MESSAGES } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app/index.ts';
import type { TestApp, TestUser } from '../../test/app/index.ts';
import type { Order } from '../services/orders/index.ts';
import { game, gameBody, insertCoupon, kvmBody, linuxOs, plan } from '../../test/helpers/orders.ts';
import type { ErrorBody } from '../../test/helpers/orders.ts';

let app: TestApp;
let alice: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  alice = await app.signUp();
});
afterAll(async () => {
  await app?.close();
});

const SMALL = plan('Package Small');
const FACTORIO = game('factorio');
const MINECRAFT = game('minecraft');

const postKvm = (user: TestUser, payload: object) =>
  app.inject<Order & ErrorBody>({ method: 'POST', url: '/api/orders/kvm', payload, headers: user.headers });
const postGame = (user: TestUser, payload: object) =>
  app.inject<Order & ErrorBody>({ method: 'POST', url: '/api/orders/game', payload, headers: user.headers });
const orderRow = async (id: string) => normalizeRow('orders', await app.knex('orders').where({ id }).first());
const orderCount = async (user: TestUser) =>
  Number((await app.knex('orders').where({ user_id: user.user.id }).count({ n: '*' }))[0]!.n);

describe('GET /api/payment-accounts', () => {
  it('answers the configured CBE account and telebirr number with the payee names, without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/payment-accounts' });
    expect(res.statusCode).toBe(200);
    const { payment } = app.config;
    expect(res.json).toEqual({
      // No CHAPA_* settings here: online payment is not offered.
      chapa: false,
      cbe: { accountNumber: payment.cbeAccount, accountName: payment.cbeAccountName },
      telebirr: { phoneNumber: payment.telebirrNumber, accountName: payment.telebirrName },
      // AUTO_PROVISION's default; no receipt checking here.
      automation: { provisioning: true, transferCheck: false },
    });
    expect(payment.cbeAccount).toBe('1000123456789');
    expect(payment.telebirrName).toBe('Abay Cloud');
  });

  it('takes the payee names from the configuration', async () => {
    const named = await buildTestApp({
      env: { PAYMENT_CBE_ACCOUNT_NAME: 'Abay Cloud PLC', PAYMENT_TELEBIRR_NAME: 'Abay Cloud telebirr' },
    });
    try {
      const res = await named.inject<{ cbe: { accountName: string }; telebirr: { accountName: string } }>({
        url: '/api/payment-accounts',
      });
      expect(res.json.cbe.accountName).toBe('Abay Cloud PLC');
      expect(res.json.telebirr.accountName).toBe('Abay Cloud telebirr');
    } finally {
      await named.close();
    }
  });
});

describe('authentication', () => {
  it.each([
    ['GET', '/api/orders', undefined],
    ['POST', '/api/orders/kvm', kvmBody(SMALL)],
    ['POST', '/api/orders/game', gameBody(FACTORIO, { slots: 10 })],
  ])(
    '%s %s answers 401 without a token or with a forged one, writing nothing',
    async (method, url, payload) => {
      const before = await app.knex('orders').count({ n: '*' });
      const anonymous = await app.inject<ErrorBody>({ method, url, payload });
      expect(anonymous.statusCode).toBe(401);
      const forged = await app.inject<ErrorBody>({
        method,
        url,
        payload,
        headers: { authorization: `Bearer ${app.signToken(alice.user.id, { secret: 'x'.repeat(48) })}` },
      });
      expect(forged.statusCode).toBe(401);
      expect(await app.knex('orders').count({ n: '*' })).toEqual(before);
    },
  );
});

describe('POST /api/orders/kvm', () => {
  it("ignores a tampered total, name and specs: the stored and returned price is the domain's", async () => {
    const user = await app.signUp();
    const res = await postKvm(
      user,
      kvmBody(
        SMALL,
        { ipv4: 2, traffic: 5, duration: 60 },
        {
          serviceName: 'Package XL',
          pricing: { basePrice: 1, totalPrice: 1, currency: 'ETB', billingCycle: 'One-time' },
        },
      ),
    );
    expect(res.statusCode).toBe(201);

    // Worked by hand: 1500 x 2 = 3000 base; (600 + 1300) x 2 = 3800 extras; 6800 + 15% VAT = 7820 ETB.
    const expected = priceKvm({
      planPriceSantim: 150000,
      includedIpv4: 1,
      includedTrafficTb: 4,
      ipv4: 2,
      trafficTb: 5,
      days: 60,
    });
    expect(expected.total).toBe(782000);
    expect(res.json.pricing).toEqual({
      basePrice: 3000,
      extrasPrice: 3800,
      durationDiscount: 0,
      subtotal: 6800,
      couponDiscount: 0,
      vat: 1020,
      totalPrice: 7820,
      currency: 'ETB',
      billingCycle: 'One-time',
    });
    expect(res.json).toMatchObject({
      type: 'KVM',
      serviceName: 'Package Small',
      status: 'PENDING',
      paid: false,
      paymentReported: false,
      duration: 60,
      discount: null,
      basePrice: 3000,
      totalPrice: 7820,
      serviceId: null,
      renewalOfServiceId: null,
    });
    expect(res.json.specifications).toEqual({
      os: linuxOs(SMALL).displayname,
      osId: linuxOs(SMALL).id,
      cores: 2,
      cpuType: SMALL.cputype,
      baseSpeed: SMALL.ghzBase,
      turboSpeed: SMALL.ghzTurbo,
      memory: 2048,
      disk: 40 * 1024,
      ipv4: 2,
      traffic: 5,
      duration: 60,
    });

    const row = await orderRow(res.json.id);
    expect(row).toMatchObject({
      user_id: user.user.id,
      type: 'KVM',
      status: 'PENDING',
      paid: false,
      kvm_package_id: SMALL.id,
      os_option_id: linuxOs(SMALL).id,
      service_name: 'Package Small',
      duration_days: 60,
      base_price_santim: expected.basePrice,
      extras_santim: expected.extrasPrice,
      duration_discount_santim: 0,
      subtotal_santim: expected.subtotal,
      coupon_discount_santim: 0,
      vat_santim: expected.vat,
      total_santim: expected.total,
      currency: 'ETB',
      discount_code_id: null,
      kickback_santim: 0,
      affiliate_user_id: null,
    });
    expect(row.specifications).toEqual(res.json.specifications);
    const audit = await app.knex('audit_log').where({ entity: 'order', entity_id: res.json.id });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_user_id: user.user.id, action: 'order.created' });
  });

  it('takes 10% off at 300 days and more', async () => {
    const res = await postKvm(alice, kvmBody(SMALL, { duration: 300 }));
    expect(res.statusCode).toBe(201);
    // 1500 x 10 = 15000; less 10% = 13500; + 15% VAT = 15525 ETB.
    expect(res.json.pricing).toMatchObject({ basePrice: 15000, durationDiscount: 1500, totalPrice: 15525 });
  });

  it('applies ET2018 to Package Small (10% before VAT) and snapshots the discount', async () => {
    const res = await postKvm(
      alice,
      kvmBody(SMALL, { ipv4: 2, traffic: 5, duration: 60 }, { discountCode: 'et2018' }),
    );
    expect(res.statusCode).toBe(201);
    // 6800 less 10% = 6120; + 15% VAT = 7038 ETB.
    expect(res.json.pricing).toMatchObject({
      subtotal: 6800,
      couponDiscount: 680,
      vat: 918,
      totalPrice: 7038,
    });
    expect(res.json.discount).toEqual({ code: 'ET2018', discount: 10 });
    const row = await orderRow(res.json.id);
    expect(row).toMatchObject({ discount_code: 'ET2018', discount_bp: 1000, total_santim: 703800 });
    expect(row.discount_code_id).not.toBeNull();
  });

  it('applies SP45 to Package Small', async () => {
    const res = await postKvm(alice, kvmBody(SMALL, {}, { discountCode: 'SP45' }));
    expect(res.statusCode).toBe(201);
    // 1500 less 45% = 825; + 15% VAT = 948.75 ETB.
    expect(res.json.totalPrice).toBe(948.75);
  });

  it('treats an empty coupon field as no coupon', async () => {
    const res = await postKvm(alice, kvmBody(SMALL, {}, { discountCode: '' }));
    expect(res.statusCode).toBe(201);
    expect(res.json.discount).toBeNull();
    expect(res.json.totalPrice).toBe(1725);
  });

  describe('refuses, writing nothing', () => {
    const refuses = async (payload: object, status: number, message: string | RegExp) => {
      // A customer of their own per case, so that "nothing written" speaks for this case alone.
      const bob = await app.signUp();
      const res = await postKvm(bob, payload);
      expect(res.statusCode).toBe(status);
      expect(res.json.message).toMatch(message);
      expect(await orderCount(bob)).toBe(0);
      expect(await app.knex('audit_log').where({ actor_user_id: bob.user.id })).toHaveLength(0);
    };

    it('SP45 on a plan that is not Small, even though the client skipped its own check', () =>
      refuses(
        kvmBody(plan('Package Starter'), {}, { discountCode: 'SP45' }),
        422,
        'This coupon code is only valid for Small service types',
      ));

    it('ET2018 on Package Mega', () =>
      refuses(
        kvmBody(plan('Package Mega'), {}, { discountCode: 'ET2018' }),
        422,
        'This coupon code is only valid for Small, Starter, Newcomer, or Boost service types',
      ));

    it('an expired coupon', async () => {
      const coupon = await insertCoupon(app.knex, { expires_at: new Date(Date.now() - 1000) });
      await refuses(kvmBody(SMALL, {}, { discountCode: coupon.code }), 422, 'Invalid or expired coupon code');
    });

    it('an inactive coupon', async () => {
      const coupon = await insertCoupon(app.knex, { is_active: false });
      await refuses(kvmBody(SMALL, {}, { discountCode: coupon.code }), 422, 'Invalid or expired coupon code');
    });

    it('an unknown coupon', () =>
      refuses(kvmBody(SMALL, {}, { discountCode: 'NOPE' }), 422, 'Invalid or expired coupon code'));

    it('an unknown plan', () =>
      refuses(
        { ...kvmBody(SMALL), id: '00000000-0000-4000-8000-000000000000' },
        404,
        'Server package not found',
      ));

    it('a plan that is no longer on sale', async () => {
      const p = plan('Ryzen GEN 2 Ultra');
      await app.knex('kvm_packages').where({ id: p.id }).update({ is_active: false });
      try {
        await refuses(kvmBody(p), 404, 'Server package not found');
      } finally {
        await app.knex('kvm_packages').where({ id: p.id }).update({ is_active: true });
      }
    });

    it('an operating system of another plan', () =>
      refuses(
        { ...kvmBody(SMALL), osId: linuxOs(plan('Package Starter')).id },
        422,
        'The selected operating system is not available for this server',
      ));

    it.each([
      ['ipv4 11 (above the maximum)', { ipv4: 11 }, /"specifications\.ipv4"/],
      ['ipv4 0 (below the included address)', { ipv4: 0 }, '"specifications.ipv4" must be from 1 to 10'],
      [
        'traffic 3 (below the included 4 TB)',
        { traffic: 3 },
        '"specifications.traffic" must be from 4 to 10',
      ],
      ['days 45 (off the 30-day step)', { duration: 45 }, /"specifications\.duration"/],
      ['days 390 (above 360)', { duration: 390 }, /"specifications\.duration"/],
    ])('%s with 400', (_name, specifications, message) =>
      refuses(kvmBody(SMALL, specifications), 400, message),
    );

    it('traffic other than 10 TB on a plan that includes 10 TB', () =>
      refuses(
        kvmBody(plan('Package XL'), { traffic: 9 }),
        400,
        '"specifications.traffic" must be 10 for this server',
      ));
  });

  it('accepts no IPv4 on the IPv6-only line', async () => {
    const res = await postKvm(alice, kvmBody(plan('IPv6 Small'), { ipv4: 0 }));
    expect(res.statusCode).toBe(201);
    expect(res.json.specifications.ipv4).toBe(0);
  });
});

describe('POST /api/orders/game', () => {
  it("prices a slots game with the domain from the catalog's package, ignoring the client's total and memory", async () => {
    const res = await postGame(
      alice,
      gameBody(
        FACTORIO,
        { slots: 10, memory: 999_999 },
        { pricing: { totalPrice: 1 }, serviceName: 'Cheap' },
      ),
    );
    expect(res.statusCode).toBe(201);
    // 25 ETB per slot x 10 slots = 250; + 15% VAT = 287.50 ETB.
    const expected = priceGame({ unitPriceSantim: 2500, type: 'slots', slots: 10, memoryMb: 0, days: 30 });
    expect(expected.total).toBe(28750);
    expect(res.json.totalPrice).toBe(287.5);
    expect(res.json).toMatchObject({ type: 'GAME', serviceName: 'Factorio', duration: 30 });
    expect(res.json.specifications).toEqual({
      game: 'Factorio',
      version: FACTORIO.versions[0]!.version,
      versionId: FACTORIO.versions[0]!.id,
      slots: 10,
      memory: FACTORIO.packages[0]!.memoryMb,
      duration: 30,
    });
    expect(await orderRow(res.json.id)).toMatchObject({
      game_id: FACTORIO.id,
      game_version_id: FACTORIO.versions[0]!.id,
      total_santim: expected.total,
    });
  });

  it('prices a memory game per GB, ignoring slots', async () => {
    const res = await postGame(alice, gameBody(MINECRAFT, { memory: 4096, slots: 500 }, { duration: 30 }));
    expect(res.statusCode).toBe(201);
    // The 4 GB package costs round(450 x 0.95) = 428 ETB per GB: 4 x 428 = 1712; + 15% VAT = 1968.80 ETB.
    expect(res.json.totalPrice).toBe(1968.8);
    expect(res.json.specifications).toMatchObject({ memory: 4096, slots: 0 });
  });

  describe('refuses, writing nothing', () => {
    const refuses = async (payload: object, status: number, message: string | RegExp) => {
      const carol = await app.signUp();
      const res = await postGame(carol, payload);
      expect(res.statusCode).toBe(status);
      expect(res.json.message).toMatch(message);
      expect(await orderCount(carol)).toBe(0);
    };

    it.each([
      [
        'slots off the step of 2',
        FACTORIO,
        { slots: 11 },
        '"specifications.slots" must be from 10 to 60 in steps of 2',
      ],
      ['slots above the maximum', FACTORIO, { slots: 62 }, '"specifications.slots" must be from 10 to 60'],
      ['slots below the minimum', FACTORIO, { slots: 8 }, '"specifications.slots" must be from 10 to 60'],
      ['no slots on a slots game', FACTORIO, { memory: 4096 }, '"specifications.slots" is required'],
      [
        'memory above the maximum',
        MINECRAFT,
        { memory: 17408 },
        '"specifications.memory" must be from 2048 to 16384',
      ],
      [
        'memory off the 1024 MB step',
        MINECRAFT,
        { memory: 3000 },
        '"specifications.memory" must be from 2048',
      ],
      ['days 45', FACTORIO, { slots: 10, duration: 45 }, /"specifications\.duration"/],
    ])('%s with 400', (_name, g, specifications, message) =>
      refuses(gameBody(g, specifications), 400, message),
    );

    it('a duration that disagrees with the specifications', () =>
      refuses(gameBody(FACTORIO, { slots: 10 }, { duration: 60 }), 400, '"duration"'));

    it('a game that is no longer on sale with 404', async () => {
      const g = game('eco');
      await app.knex('games').where({ id: g.id }).update({ is_active: false });
      try {
        await refuses(gameBody(g, { memory: 4096 }), 404, 'Game not found');
      } finally {
        await app.knex('games').where({ id: g.id }).update({ is_active: true });
      }
    });

    it('a version of another game with 422', () =>
      refuses(
        gameBody(FACTORIO, { slots: 10, versionId: MINECRAFT.versions[0]!.id }),
        422,
        'The selected version is not available for this game',
      ));

    it('an unknown game with 404', () =>
      refuses(
        { ...gameBody(FACTORIO, { slots: 10 }), id: '00000000-0000-4000-8000-000000000000' },
        404,
        'Game not found',
      ));

    it('SP45 on a game with 422', () =>
      refuses(
        gameBody(FACTORIO, { slots: 10 }, { discountCode: 'SP45' }),
        422,
        'This coupon code is only valid for Small service types',
      ));
  });
});

describe('affiliate kickback', () => {
  let affiliate: TestUser;
  let buyer: TestUser;
  let code: string;
  beforeAll(async () => {
    affiliate = await app.signUp();
    buyer = await app.signUp();
    code = (
      await insertCoupon(app.knex, { owner_user_id: affiliate.user.id, discount_bp: 500, kickback_bp: 1000 })
    ).code;
  });

  it("earns the owner's percent of the total on another customer's purchase", async () => {
    const res = await postKvm(buyer, kvmBody(SMALL, {}, { discountCode: code }));
    expect(res.statusCode).toBe(201);
    // 1500 less 5% = 1425; + 15% VAT = 1638.75 ETB; 10% of that = 163.875 -> 163.88 ETB.
    expect(res.json.totalPrice).toBe(1638.75);
    expect(await orderRow(res.json.id)).toMatchObject({
      kickback_santim: 16388,
      affiliate_user_id: affiliate.user.id,
    });
  });

  it('refuses the owner buying with their own code (422), placing no order', async () => {
    const before = await app.knex('orders').where({ user_id: affiliate.user.id }).count({ n: '*' });
    const res = await postKvm(affiliate, kvmBody(SMALL, {}, { discountCode: code }));
    expect(res.statusCode).toBe(422);
    expect(res.json.message).toBe(SERVER_MESSAGES.affiliateOwnCode);
    expect(await app.knex('orders').where({ user_id: affiliate.user.id }).count({ n: '*' })).toEqual(before);
  });

  it('earns nothing on a plan the terms exclude (Package Mega)', async () => {
    const res = await postKvm(buyer, kvmBody(plan('Package Mega'), {}, { discountCode: code }));
    expect(res.statusCode).toBe(201);
    expect(await orderRow(res.json.id)).toMatchObject({ kickback_santim: 0 });
  });

  it('is capped at 3,000 ETB per sale', async () => {
    const res = await postKvm(
      buyer,
      kvmBody(plan('KVM Server Pro'), { duration: 360 }, { discountCode: code }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json.totalPrice).toBeGreaterThan(30000);
    expect(await orderRow(res.json.id)).toMatchObject({ kickback_santim: 300000 });
  });

  it('is earned on game orders too', async () => {
    const res = await postGame(buyer, gameBody(FACTORIO, { slots: 10 }, { discountCode: code }));
    expect(res.statusCode).toBe(201);
    // 250 less 5% = 237.50; + VAT = 273.125 -> 273.13 ETB; 10% = 27.31 ETB.
    expect(res.json.totalPrice).toBe(273.13);
    expect(await orderRow(res.json.id)).toMatchObject({ kickback_santim: 2731 });
  });
});

describe('GET /api/orders', () => {
  it("lists the caller's orders only, newest first", async () => {
    const dan = await app.signUp();
    const erin = await app.signUp();
    const first = await postKvm(dan, kvmBody(SMALL));
    const second = await postGame(dan, gameBody(FACTORIO, { slots: 12 }));
    const erins = await postKvm(erin, kvmBody(SMALL));
    expect([first.statusCode, second.statusCode, erins.statusCode]).toEqual([201, 201, 201]);
    // Two orders can share a millisecond: make the order of creation unambiguous.
    await app
      .knex('orders')
      .where({ id: first.json.id })
      .update({ created_at: new Date(Date.now() - 60_000) });

    const res = await app.inject<Order[]>({ method: 'GET', url: '/api/orders', headers: dan.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json.map((o) => o.id)).toEqual([second.json.id, first.json.id]);
    expect(res.json[1]).toEqual({ ...first.json, createdAt: expect.any(String) });

    const theirs = await app.inject<Order[]>({ method: 'GET', url: '/api/orders', headers: erin.headers });
    expect(theirs.json.map((o) => o.id)).toEqual([erins.json.id]);
  });

  it('answers an empty list for a new customer', async () => {
    const fresh = await app.signUp();
    const res = await app.inject({ method: 'GET', url: '/api/orders', headers: fresh.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual([]);
  });
});
