import type { MockDb } from './db';
import { USERS, mockId, seedDiscountCodes, seedOrders } from './fixtures';

function seed(): MockDb {
  const discountCodes = seedDiscountCodes();
  const et2018 = discountCodes.find((c) => c.code === 'ET2018')!;
  const { orders, payments, services } = seedOrders(Date.now(), {
    et2018: { id: et2018.id, code: et2018.code, discount: et2018.discount },
  });
  for (const code of discountCodes) {
    code._count.orders = orders.filter((o) => o.discountCodeId === code.id).length;
  }
  return {
    users: USERS.map((u) => ({ ...u })),
    orders,
    payments,
    services,
    discountCodes,
    inquiries: [],
  };
}

/**
 * The mock backend's data. Handlers change it (register, orders, payments, power actions...), so a
 * flow can be clicked through end to end; tests and stories start from a fresh copy.
 */
export let db: MockDb = seed();

/** Back to the fixtures: called between tests and when a story mounts. */
export function resetMockState(): void {
  db = seed();
}

let counter = 0;
/** A fresh id for a row created at run time. */
export function newId(kind: string): string {
  counter += 1;
  return mockId(kind, Date.now(), counter, Math.random());
}
