import { describe, expect, it, vi } from 'vitest';
import { api } from '../api';
import { makeStore } from '../store/store';
import { loggedIn } from '../store/auth-slice';
import { kvmPackagesOf, osOptionsOf } from './fixtures';
import {
  MOCK_DB_KEY,
  MOCK_DB_VERSION,
  clearMockState,
  loadMockState,
  saveMockState,
  startMockPersistence,
  withoutResetFlag,
} from './persistence';
import { db, mockSnapshot, newId, resetMockState, seedMockDb } from './state';

const PAGE = new URL('http://localhost:5173/orders');

/** A new page load: the module state starts over from the fixtures (what a reload does to memory). */
function reloadPage(url: URL = PAGE) {
  resetMockState();
  return startMockPersistence(localStorage, url);
}

/** Signs up a new customer and orders a KVM plan as them, through the app's own client. */
async function signUpAndOrder() {
  const store = makeStore({});
  const registered = await store.dispatch(
    api.endpoints.register.initiate({
      registerRequest: {
        username: 'meron',
        phone: '0911223344',
        email: 'meron@example.com',
        password: 'pw-12345678',
      },
    }),
  );
  const login = await store.dispatch(
    api.endpoints.login.initiate({ loginRequest: { email: 'meron@example.com', password: 'pw-12345678' } }),
  );
  store.dispatch(loggedIn({ token: login.data!.token, user: login.data!.user }));
  const pkg = kvmPackagesOf('2025sale')[0]!;
  const created = await store.dispatch(
    api.endpoints.createKvmOrder.initiate({
      createKvmOrderRequest: {
        id: pkg.id,
        osId: osOptionsOf(pkg).find((o) => o.type === 'linux')!.id,
        serviceName: pkg.displayname,
        specifications: { ipv4: 1, traffic: 4, duration: 30 },
        pricing: { totalPrice: 1 },
      },
    }),
  );
  return { userId: registered.data!.user.id, token: login.data!.token, orderId: created.data!.id };
}

/** What a signed-in page asks first after a reload: who the stored token belongs to, and their orders. */
async function asSignedIn(token: string) {
  const store = makeStore({});
  store.dispatch(
    loggedIn({ token, user: { id: '', username: '', email: '', isAdmin: false, twoFactorEnabled: false } }),
  );
  const me = await store.dispatch(api.endpoints.getMe.initiate());
  const orders = await store.dispatch(api.endpoints.listMyOrders.initiate({}));
  return { me, orders };
}

describe('the mock data in browser storage', () => {
  it('loads what was saved, unchanged', async () => {
    await signUpAndOrder();
    expect(saveMockState(localStorage)).toBe(true);
    const saved = JSON.parse(localStorage.getItem(MOCK_DB_KEY)!) as { version: number };
    expect(saved.version).toBe(MOCK_DB_VERSION);
    expect(MOCK_DB_KEY).toBe('abay.mock-db.v6');

    expect(loadMockState(localStorage)).toEqual(JSON.parse(JSON.stringify(mockSnapshot())));
  });

  it('keeps a sign-up and its order across a reload, and the stored token still signs the customer in', async () => {
    const { userId, token, orderId } = await signUpAndOrder();
    saveMockState(localStorage);

    const page = reloadPage();

    expect(page.restored).toBe(true);
    const { me, orders } = await asSignedIn(token);
    expect(me.data?.id).toBe(userId);
    expect(orders.data?.rows.map((o) => o.id)).toEqual([orderId]);
  });

  it('has nothing to keep without a save: a reload alone starts from the fixtures', async () => {
    const { token } = await signUpAndOrder();

    const page = reloadPage();

    expect(page.restored).toBe(false);
    expect((await asSignedIn(token)).me.error).toMatchObject({ status: 401 });
  });

  it.each([
    ['text that is not JSON', '{"version":1,"db":'],
    ['another version', JSON.stringify({ version: MOCK_DB_VERSION + 1, idCounter: 0, db: seedMockDb() })],
    ['no version', JSON.stringify({ idCounter: 0, db: seedMockDb() })],
    [
      'a table that is not a list',
      JSON.stringify({ version: MOCK_DB_VERSION, idCounter: 0, db: { ...seedMockDb(), orders: {} } }),
    ],
    [
      'a missing table',
      JSON.stringify({
        version: MOCK_DB_VERSION,
        idCounter: 0,
        db: { ...seedMockDb(), inquiries: undefined },
      }),
    ],
    [
      'rows without a field the fixtures have',
      JSON.stringify({
        version: MOCK_DB_VERSION,
        idCounter: 0,
        db: { ...seedMockDb(), orders: seedMockDb().orders.map(({ userId: _, ...order }) => order) },
      }),
    ],
    [
      'a broken id counter',
      JSON.stringify({ version: MOCK_DB_VERSION, idCounter: 'seven', db: seedMockDb() }),
    ],
  ])('starts from the fixtures over %s, and drops it', async (_case, stored) => {
    const { orderId } = await signUpAndOrder();
    localStorage.setItem(MOCK_DB_KEY, stored);

    const page = reloadPage();

    expect(page.restored).toBe(false);
    expect(db.orders.some((o) => o.id === orderId)).toBe(false);
    expect(db.users.map((u) => u.email)).toEqual(seedMockDb().users.map((u) => u.email));
    expect(localStorage.getItem(MOCK_DB_KEY)).toBeNull();
  });

  it('makes ids after a restore that do not repeat the ones made before it', () => {
    // The worst case: the same clock and the same random numbers as the visit before the reload.
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-03-01T10:00:00Z'));
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const before = [newId('order'), newId('order')];
    saveMockState(localStorage);

    resetMockState();
    expect(newId('order')).toBe(before[0]); // without the restore, the first id repeats...
    reloadPage();
    const after = [newId('order'), newId('order')];

    expect(after.filter((id) => before.includes(id))).toEqual([]); // ...with it, none does
  });
});

describe('resetting the mock data', () => {
  it('?reset-mocks (or ?mock-reset) starts from the fixtures and clears every stored version', async () => {
    for (const flag of ['reset-mocks', 'mock-reset']) {
      const { orderId } = await signUpAndOrder();
      saveMockState(localStorage);
      localStorage.setItem('abay.mock-db.v0', '{}');
      localStorage.setItem('storefront.token', 'kept');

      const page = reloadPage(new URL(`${PAGE.href}?tab=all&${flag}`));

      expect(page).toMatchObject({ resetRequested: true, restored: false });
      expect(db.orders.some((o) => o.id === orderId)).toBe(false);
      expect(localStorage.getItem(MOCK_DB_KEY)).toBeNull();
      expect(localStorage.getItem('abay.mock-db.v0')).toBeNull();
      expect(localStorage.getItem('storefront.token')).toBe('kept'); // the app's own keys are not ours
      resetMockState();
    }
    expect(withoutResetFlag(new URL(`${PAGE.href}?tab=all&reset-mocks`)).href).toBe(`${PAGE.href}?tab=all`);
  });

  it('clears the stored state and stops saving until the page reloads', async () => {
    const page = reloadPage();
    await signUpAndOrder();
    page.save();
    expect(localStorage.getItem(MOCK_DB_KEY)).not.toBeNull();

    page.reset();
    page.save(); // a response that lands between the reset and the reload

    expect(localStorage.getItem(MOCK_DB_KEY)).toBeNull();
    expect(reloadPage().restored).toBe(false);
  });

  it('clearMockState leaves other keys alone', () => {
    saveMockState(localStorage);
    localStorage.setItem('storefront.vat', 'true');
    clearMockState(localStorage);
    expect(Object.keys(localStorage)).toEqual(['storefront.vat']);
  });
});

describe('two tabs of dev:mock', () => {
  const fromOtherTab = (newValue: string | null, key: string | null = MOCK_DB_KEY) =>
    new StorageEvent('storage', { key, newValue, storageArea: localStorage });

  it("take over the other tab's saves and resets, so neither undoes the other", async () => {
    const page = reloadPage();
    // The other tab signs up and orders; this tab only hears of it through the storage event.
    const { orderId } = await signUpAndOrder();
    const otherTabsSave = JSON.stringify({ version: MOCK_DB_VERSION, idCounter: 9, db: mockSnapshot().db });
    resetMockState();

    page.sync(fromOtherTab(otherTabsSave));
    expect(db.orders.some((o) => o.id === orderId)).toBe(true);

    page.sync(fromOtherTab(null));
    expect(db.orders.some((o) => o.id === orderId)).toBe(false);
  });

  it('ignore keys that are not theirs', async () => {
    const page = reloadPage();
    const { orderId } = await signUpAndOrder();
    page.sync(fromOtherTab(null, 'storefront.token'));
    expect(db.orders.some((o) => o.id === orderId)).toBe(true);
  });
});

describe('tests (and stories)', () => {
  it('keep the mock data in memory only: a mocked change writes nothing to storage', async () => {
    await signUpAndOrder();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('abay.mock-db'))).toEqual([]);
  });
});
