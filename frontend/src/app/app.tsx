import { AppProviders } from './providers';
import { AppRouter } from './router';
import type { AppStore } from './store';

/**
 * The whole app: the store (restored from browser storage) and the routes, in the browser's
 * history or, when prerendered, at `location`.
 */
export function App({ store, location }: { store: AppStore; location?: string }) {
  return (
    <AppProviders store={store}>
      <AppRouter location={location} />
    </AppProviders>
  );
}
