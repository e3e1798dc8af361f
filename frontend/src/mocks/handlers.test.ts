import { readFileSync } from 'node:fs';
import path from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { api } from '../api';
import { makeStore } from '../store/store';
import { loggedIn } from '../store/auth-slice';
import { DEMO_SESSION, KVM_PACKAGES, kvmPackagesOf, osOptionsOf } from './fixtures';
import { contractGuard } from './contract';
import { handlers } from './handlers';
import { db, resetMockState } from './state';

const contract = load(readFileSync(path.join(__dirname, '../../../openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, unknown>>;
};
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

describe('the mock handlers', () => {
  it('answer every operation of the contract, and nothing else', () => {
    const operations = Object.entries(contract.paths).flatMap(([route, item]) =>
      Object.keys(item)
        .filter((method) => METHODS.includes(method))
        .map((method) => `${method.toUpperCase()} /api${route.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const handled = handlers
      .filter((h) => h !== contractGuard)
      .map((h) => `${h.info.method} ${String(h.info.path)}`);
    expect([...new Set(handled)].sort()).toEqual(operations.sort());
  });

  it('list each KVM line cheapest first, with 4 to 8 plans; Package Small at 1500 ETB is the cheapest', async () => {
    const store = makeStore({});
    for (const line of ['2025sale', 'ipv6onlygen1', 'intelxeon', 'ryzengen2'] as const) {
      const { data } = await store.dispatch(api.endpoints.listKvmPackages.initiate({ category: line }));
      expect(data!.length).toBeGreaterThanOrEqual(4);
      expect(data!.length).toBeLessThanOrEqual(8);
      expect(data!.map((p) => p.price)).toEqual([...data!.map((p) => p.price)].sort((a, b) => a - b));
    }
    expect(kvmPackagesOf('2025sale')[0]).toMatchObject({ displayname: 'Package Small', price: 1500 });
    expect(Math.min(...KVM_PACKAGES.map((p) => p.price))).toBe(1500);
  });

  it('register a customer who can then log in', async () => {
    const store = makeStore({});
    const registerRequest = {
      username: 'meron',
      phone: '0911223344',
      email: 'meron@example.com',
      password: 'pw-12345678',
    };
    const registered = await store.dispatch(api.endpoints.register.initiate({ registerRequest }));
    expect(registered.data?.user).toMatchObject({ username: 'meron', isAdmin: false });
    const again = await store.dispatch(api.endpoints.register.initiate({ registerRequest }));
    expect(again.error).toMatchObject({ status: 409, message: 'An account with this email already exists.' });
    const login = await store.dispatch(
      api.endpoints.login.initiate({ loginRequest: { email: 'meron@example.com', password: 'pw-12345678' } }),
    );
    expect(login.data?.user.email).toBe('meron@example.com');
  });

  it('add a created order to the list, priced by the server, and forget it on reset', async () => {
    const store = makeStore({});
    store.dispatch(loggedIn({ token: DEMO_SESSION.token, user: DEMO_SESSION.user }));
    const before = (await store.dispatch(api.endpoints.listMyOrders.initiate({}))).data!.rows;
    const pkg = kvmPackagesOf('2025sale')[0]!;
    const os = osOptionsOf(pkg).find((o) => o.type === 'linux')!;
    const created = await store.dispatch(
      api.endpoints.createKvmOrder.initiate({
        createKvmOrderRequest: {
          id: pkg.id,
          osId: os.id,
          serviceName: pkg.displayname,
          specifications: { ipv4: 1, traffic: 4, duration: 30 },
          pricing: { totalPrice: 1 },
          discountCode: 'et2018',
        },
      }),
    );
    // 1500 - 10% = 1350, + 15% VAT = 1552.50; the client's 1 is ignored
    expect(created.data).toMatchObject({
      status: 'PENDING',
      paid: false,
      totalPrice: 1552.5,
      discount: { code: 'ET2018' },
    });
    const after = (await store.dispatch(api.endpoints.listMyOrders.initiate({}))).data!.rows;
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]!.id).toBe(created.data!.id);

    resetMockState();
    expect(db.orders.some((o) => o.id === created.data!.id)).toBe(false);
  });

  it('refuse a coupon for a plan it does not cover', async () => {
    const store = makeStore({});
    const { error } = await store.dispatch(
      api.endpoints.lookupDiscountCode.initiate({ code: 'SP45', serviceName: 'Package Boost' }),
    );
    expect(error).toMatchObject({
      status: 422,
      message: 'This coupon code is only valid for Small service types',
    });
  });

  it('keep customers out of admin calls', async () => {
    const store = makeStore({ auth: DEMO_SESSION });
    const { error } = await store.dispatch(api.endpoints.adminGetStats.initiate());
    expect(error).toMatchObject({ status: 403 });
  });
});

describe('coupon look-up through the client', () => {
  it('accepts SP45 for Package Small', async () => {
    const { data } = await makeStore({}).dispatch(
      api.endpoints.lookupDiscountCode.initiate({ code: 'sp45', serviceName: 'Package Small' }),
    );
    expect(data).toEqual({ code: 'SP45', discount: 45 });
  });
});
