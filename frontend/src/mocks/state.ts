import type { MockDb, MockSettings } from './db';
import {
  USERS,
  mockId,
  seedDiscountCodes,
  seedOrders,
  seedPasswordResets,
  seedRefundRequests,
} from './fixtures';

/** The fixtures as a fresh database: what every test, story and first visit starts from. */
export function seedMockDb(): MockDb {
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
    passwordResets: seedPasswordResets(Date.now()),
    sessions: [],
    invoices: [],
    shopSettings: [],
    telegramLinks: [],
    telegramLinkTokens: [],
    notificationPreferences: [],
    refundRequests: seedRefundRequests(Date.now()),
    tickets: [],
    sshKeys: [],
  };
}

/**
 * The mock backend's data. Handlers change it (register, orders, payments, power actions...), so a
 * flow can be clicked through end to end; tests and stories start from a fresh copy. Only dev:mock
 * keeps it across a reload (persistence.ts, wired in browser.ts).
 */
export let db: MockDb = seedMockDb();

/** The mock server's configuration (the BFF's environment): its defaults unless a test or story sets it. */
export let mockSettings: MockSettings = {};

/** Configures the mock server as the BFF would be by its environment (until the next reset). */
export function setMockSettings(settings: MockSettings): void {
  mockSettings = settings;
}

/** How many ids newId has made; saved with the data so ids made after a reload stay unique. */
let idCounter = 0;

/** Back to the fixtures: called between tests, when a story mounts, and when another dev:mock tab resets. */
export function resetMockState(): void {
  db = seedMockDb();
  idCounter = 0;
  mockSettings = {};
}

/** A fresh id for a row created at run time. */
export function newId(kind: string): string {
  idCounter += 1;
  return mockId(kind, Date.now(), idCounter, Math.random());
}

/** Everything the mock backend needs to carry on after a page reload. */
export type MockSnapshot = { db: MockDb; idCounter: number };

/** The current state, for persistence to save (the live objects: serialize before changing them). */
export function mockSnapshot(): MockSnapshot {
  return { db, idCounter };
}

/** Carries on from a saved state; the id counter never goes back, so new ids do not repeat old ones. */
export function restoreMockState(snapshot: MockSnapshot): void {
  db = snapshot.db;
  idCounter = Math.max(idCounter, snapshot.idCounter);
}
