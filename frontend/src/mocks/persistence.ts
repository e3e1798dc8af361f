import type { MockDb } from './db';
import { mockSnapshot, resetMockState, restoreMockState, seedMockDb, type MockSnapshot } from './state';

/**
 * dev:mock keeps the mock backend's data in the browser, so what a designer clicks through (a
 * sign-up, an order, a payment) is still there after a reload. Only browser.ts (dev:mock) calls
 * this; Vitest and Storybook never do, and keep a fresh in-memory store per test and story.
 */

/** One key; a change to the stored shape bumps the version (old entries then count as absent). */
export const MOCK_DB_VERSION = 6;
const MOCK_DB_PREFIX = 'abay.mock-db.';
export const MOCK_DB_KEY = `${MOCK_DB_PREFIX}v${MOCK_DB_VERSION}`;

/** `?reset-mocks` (or `?mock-reset`) in the URL starts the page from the fixtures. */
export const MOCK_RESET_FLAGS = ['reset-mocks', 'mock-reset'] as const;

type StoredMockDb = { version: number; savedAt: string; idCounter: number; db: MockDb };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether `stored` has the fixtures' tables, each a list of rows that carry every field the
 * fixtures' rows all carry. Catches junk and data saved before a table or a field was added.
 */
function looksLike(fixtures: MockDb, stored: unknown): stored is MockDb {
  if (!isRecord(stored)) return false;
  const tables = Object.keys(fixtures) as (keyof MockDb)[];
  if (Object.keys(stored).sort().join() !== [...tables].sort().join()) return false;
  return tables.every((table) => {
    const rows = stored[table];
    if (!Array.isArray(rows) || !rows.every(isRecord)) return false;
    const seeded: Record<string, unknown>[] = fixtures[table];
    const required = Object.keys(seeded[0] ?? {}).filter((field) => seeded.every((row) => field in row));
    return rows.every((row) => required.every((field) => field in row));
  });
}

/** Writes the state under MOCK_DB_KEY; false when the browser refuses (quota, private mode). */
export function saveMockState(storage: Storage, snapshot: MockSnapshot = mockSnapshot()): boolean {
  const stored: StoredMockDb = {
    version: MOCK_DB_VERSION,
    savedAt: new Date().toISOString(),
    idCounter: snapshot.idCounter,
    db: snapshot.db,
  };
  try {
    storage.setItem(MOCK_DB_KEY, JSON.stringify(stored));
    return true;
  } catch {
    return false;
  }
}

/** The saved state, or null when there is none or it is unreadable, of another version or shape. */
export function loadMockState(storage: Storage, fixtures: MockDb = seedMockDb()): MockSnapshot | null {
  let raw: string | null;
  try {
    raw = storage.getItem(MOCK_DB_KEY);
  } catch {
    return null;
  }
  return raw === null ? null : parseStored(raw, fixtures);
}

function parseStored(raw: string, fixtures: MockDb): MockSnapshot | null {
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(stored) || stored.version !== MOCK_DB_VERSION) return null;
  const { idCounter, db } = stored;
  if (typeof idCounter !== 'number' || !Number.isSafeInteger(idCounter) || idCounter < 0) return null;
  return looksLike(fixtures, db) ? { db, idCounter } : null;
}

/** Forgets every saved mock state, of this version and any other. */
export function clearMockState(storage: Storage): void {
  try {
    for (const key of Object.keys(storage)) if (key.startsWith(MOCK_DB_PREFIX)) storage.removeItem(key);
  } catch {
    // Storage that cannot be read holds nothing of ours.
  }
}

export function hasResetFlag(url: URL): boolean {
  return MOCK_RESET_FLAGS.some((flag) => url.searchParams.has(flag));
}

/** The URL without the reset flag, so a later reload keeps the data again. */
export function withoutResetFlag(url: URL): URL {
  const clean = new URL(url);
  for (const flag of MOCK_RESET_FLAGS) clean.searchParams.delete(flag);
  return clean;
}

export type MockPersistence = {
  /** The page was opened with a reset flag: storage was cleared and the fixtures are in use. */
  readonly resetRequested: boolean;
  /** A saved state was found and is in use. */
  readonly restored: boolean;
  /** Saves the current state (dev:mock calls it after every mocked response). */
  save(): void;
  /** Stops saving and clears the stored state; the caller reloads the page. */
  reset(): void;
  /** Follows another tab's save or reset (a `storage` event), so tabs do not undo each other. */
  sync(event: StorageEvent): void;
};

/**
 * Starts dev:mock's persistence: a reset flag in `url` clears storage; otherwise a usable saved
 * state replaces the fixtures (an unusable one is dropped).
 */
export function startMockPersistence(storage: Storage, url: URL): MockPersistence {
  const resetRequested = hasResetFlag(url);
  let restored = false;
  if (resetRequested) {
    clearMockState(storage);
  } else {
    const saved = loadMockState(storage);
    if (saved) {
      restoreMockState(saved);
      restored = true;
    } else {
      clearMockState(storage);
    }
  }

  let saving = true;
  let warned = false;
  return {
    resetRequested,
    restored,
    save() {
      if (!saving || saveMockState(storage) || warned) return;
      warned = true;
      console.warn(`[mocks] could not save the mock data to ${MOCK_DB_KEY}: it will not survive a reload.`);
    },
    reset() {
      saving = false;
      clearMockState(storage);
    },
    sync(event) {
      // key null: the other tab cleared the whole storage.
      if (!saving || event.storageArea !== storage || (event.key !== null && event.key !== MOCK_DB_KEY))
        return;
      if (event.newValue === null) {
        resetMockState();
        return;
      }
      const saved = parseStored(event.newValue, seedMockDb());
      if (saved) restoreMockState(saved);
    },
  };
}
