/**
 * What `npm run bench:web` signs in to: the shop `npm run bench` measures (server-seed.ts: one
 * customer with 20 orders, payments reported on half), with four of the unreported orders marked
 * paid by the bootstrap admin and their services created (the simulated providers), so that
 * /my-services lists servers and the console's dashboard has figures.
 */
import { BENCH_ADMIN, BENCH_CUSTOMER, seedShop } from './server-seed.ts';

export const PROVISIONED = 4;

export interface WebAccount {
  email: string;
  password: string;
}

export const WEB_ACCOUNTS = {
  customer: { email: BENCH_CUSTOMER.email, password: BENCH_CUSTOMER.password },
  admin: { email: BENCH_ADMIN.email, password: BENCH_ADMIN.password },
} as const satisfies Record<string, WebAccount>;

async function call(base: string, method: string, path: string, token: string, body?: object) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined, text };
}

/** Seeds the shop and returns how many services the customer holds (checked, not assumed). */
export async function seedSignedInPages(base: string): Promise<number> {
  const { adminToken, customerToken } = await seedShop(base);
  const unpaid = await call(base, 'GET', '/api/admin/orders?paid=false&limit=50', adminToken);
  if (unpaid.status !== 200) throw new Error(`admin order list answered ${unpaid.status}: ${unpaid.text}`);
  const stamp = Date.now().toString(36).toUpperCase().slice(-6);
  const orders = (unpaid.body as { id: string; paymentHistory: unknown[] }[]).filter(
    (order) => order.paymentHistory.length === 0,
  );
  for (const [index, order] of orders.slice(0, PROVISIONED).entries()) {
    const paid = await call(base, 'POST', `/api/admin/orders/${order.id}/mark-paid`, adminToken, {
      paymentMethod: 'TELEBIRR',
      paymentReference: `WB${index}${stamp}`.padEnd(10, '0').slice(0, 10),
      paidBy: 'Bench Customer',
    });
    if (paid.status !== 200) throw new Error(`mark-paid answered ${paid.status}: ${paid.text}`);
    const made = await call(base, 'POST', `/api/admin/orders/${order.id}/create-service`, adminToken);
    // 409: marking it paid already made its service.
    if (made.status !== 201 && made.status !== 409) {
      throw new Error(`create-service answered ${made.status}: ${made.text}`);
    }
  }
  const services = await call(base, 'GET', '/api/services/list', customerToken);
  const count = Array.isArray(services.body) ? services.body.length : 0;
  if (count < PROVISIONED) throw new Error(`the customer holds ${count} services, expected ${PROVISIONED}`);
  return count;
}
