/**
 * The shop `npm run bench` measures, made through the running BFF's own API (so it follows the
 * schema and rules of the day without knowing them): one customer with ORDER_COUNT orders, KVM and
 * game in turn, a payment reported on every other one (CBE and Telebirr in turn), and the
 * bootstrap admin (ADMIN_EMAIL / ADMIN_PASSWORD given to the server) signed in.
 */
import { GAMES, KVM_PACKAGES } from '@shop/db';

export const ORDER_COUNT = 20;

export const BENCH_ADMIN = { email: 'bench.admin@example.et', password: 'bench admin at the nile' };
export const BENCH_CUSTOMER = {
  username: 'bench_customer',
  email: 'bench.customer@example.et',
  phone: '+251911234567',
  password: 'blue nile coffee ceremony',
};

export interface SeededShop {
  customerToken: string;
  adminToken: string;
}

async function call<T>(
  base: string,
  method: string,
  path: string,
  body?: object,
  token?: string,
): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

async function login(base: string, email: string, password: string): Promise<string> {
  const { token } = await call<{ token: string }>(base, 'POST', '/api/auth/login', { email, password });
  return token;
}

function kvmOrder(index: number) {
  const plan = KVM_PACKAGES[index % KVM_PACKAGES.length]!;
  const os = plan.osOptions.find((option) => option.type === 'linux') ?? plan.osOptions[0]!;
  return {
    id: plan.id,
    serviceName: plan.displayname,
    os: os.displayname,
    osId: os.id,
    specifications: { ipv4: plan.ipv4Included, traffic: plan.trafficTb, duration: 30 },
  };
}

function gameOrder(index: number) {
  const game = GAMES[index % GAMES.length]!;
  const version = game.versions[0]!;
  const size = game.type === 'slots' ? { slots: game.minvalue } : { memory: game.minvalue };
  return {
    id: game.id,
    serviceName: game.displayname,
    specifications: { versionId: version.id, version: version.version, duration: 30, ...size },
  };
}

export async function seedShop(base: string): Promise<SeededShop> {
  await call(base, 'POST', '/api/auth/register', BENCH_CUSTOMER);
  const customerToken = await login(base, BENCH_CUSTOMER.email, BENCH_CUSTOMER.password);
  for (let i = 0; i < ORDER_COUNT; i += 1) {
    const [path, body] = i % 2 === 0 ? ['/api/orders/kvm', kvmOrder(i)] : ['/api/orders/game', gameOrder(i)];
    const order = await call<{ id: string }>(base, 'POST', path, body, customerToken);
    if (i % 2 === 1) continue;
    const cbe = i % 4 === 0;
    await call(
      base,
      'POST',
      `/api/orders/${order.id}/record-payment`,
      {
        paymentMethod: cbe ? 'CBE' : 'TELEBIRR',
        // The banks' formats (CBE: FT and 10 letters or digits; Telebirr: 10).
        paymentReference: `${cbe ? 'FT' : ''}${String(i).padStart(4, '0')}${Date.now().toString(36).toUpperCase().slice(-6)}`,
        paidBy: 'Bench Customer',
        ...(cbe ? { accountSuffix: '1234' } : {}),
      },
      customerToken,
    );
  }
  const adminToken = await login(base, BENCH_ADMIN.email, BENCH_ADMIN.password);
  return { customerToken, adminToken };
}
