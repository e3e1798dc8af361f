import { setupWorker } from 'msw/browser';
import { mountDevCorner } from './dev-corner';
import { handlers } from './handlers';
import { startMockPersistence, withoutResetFlag } from './persistence';

/** The service worker of `npm run dev:mock`: the app runs with no backend. */
export const worker = setupWorker(...handlers);

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * dev:mock's bootstrap, before the app's first render: the mock data saved by an earlier visit
 * replaces the fixtures (`?reset-mocks` starts from the fixtures instead), every mocked response
 * saves it again, the worker starts, and the dev corner with its reset appears at the bottom left.
 */
export async function startMockApi(): Promise<void> {
  const storage = browserStorage();
  const url = new URL(window.location.href);
  const persistence = storage ? startMockPersistence(storage, url) : null;
  if (!persistence) console.warn('[mocks] no localStorage: the mock data will not survive a reload.');
  if (persistence?.resetRequested) {
    // Before the router reads the URL: a later reload keeps the data again.
    window.history.replaceState(window.history.state, '', withoutResetFlag(url));
  }
  if (persistence) {
    worker.events.on('response:mocked', () => persistence.save());
    window.addEventListener('storage', (event) => persistence.sync(event));
  }
  await worker.start({ onUnhandledRequest: 'bypass' });
  mountDevCorner(() => {
    persistence?.reset();
    window.location.reload();
  });
}
