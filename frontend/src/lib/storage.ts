/**
 * Browser storage with every key of the app in one place. Reads never throw: unreadable or
 * malformed values count as absent (private mode, quota, tampering).
 */
export const STORAGE_KEYS = {
  token: 'storefront.token',
  user: 'storefront.user',
  isLoggedIn: 'storefront.isLoggedIn',
  vat: 'storefront.vat',
  pendingConfiguration: 'storefront.pendingConfiguration',
  intendedDestination: 'storefront.intendedDestination',
  paymentData: 'storefront.paymentData',
  locale: 'storefront.locale',
} as const;

type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function readString(key: string, kind: Area = 'local'): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function readJson<T>(key: string, kind: Area = 'local'): T | null {
  const raw = readString(key, kind);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string, kind: Area = 'local'): void {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    // storage full or unavailable: the app keeps working from memory
  }
}

export function writeJson(key: string, value: unknown, kind: Area = 'local'): void {
  writeString(key, JSON.stringify(value), kind);
}

export function remove(key: string, kind: Area = 'local'): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // nothing to do
  }
}
