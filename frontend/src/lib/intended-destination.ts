import { STORAGE_KEYS, readJson, remove, writeJson } from './storage';

/** Where a signed-out visitor was going, with the page's navigation state (spec: "together with its data"). */
export type IntendedDestination = { path: string; search: string; state: unknown };

/** Same-origin app paths only: '/my-orders' yes; '//evil.example' or 'https://...' never. */
function isAppPath(path: unknown): path is string {
  return (
    typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')
  );
}

/** Kept in session storage (temporary browser storage) until the next sign-in consumes it. */
export function rememberIntendedDestination(destination: IntendedDestination): void {
  if (!isAppPath(destination.path)) return;
  writeJson(STORAGE_KEYS.intendedDestination, destination, 'session');
}

/** The remembered destination, removed as it is read: it is used once. Invalid entries count as none. */
export function takeIntendedDestination(): IntendedDestination | null {
  const destination = peekIntendedDestination();
  remove(STORAGE_KEYS.intendedDestination, 'session');
  return destination;
}

/** The remembered destination, left in place (the sign-in page says why it was opened). */
export function peekIntendedDestination(): IntendedDestination | null {
  const stored = readJson<Partial<IntendedDestination>>(STORAGE_KEYS.intendedDestination, 'session');
  if (!stored || !isAppPath(stored.path)) return null;
  const search = typeof stored.search === 'string' && stored.search.startsWith('?') ? stored.search : '';
  return { path: stored.path, search, state: stored.state ?? null };
}
