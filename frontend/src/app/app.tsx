import { RouterProvider } from 'react-router-dom';
import { ROUTER_USE_TRANSITIONS, type makeRouter } from './router';
import { AppProviders } from './providers';
import type { AppStore } from './store';

/** The whole app: the store (restored from browser storage) and the router with every route. */
export function App({ store, router }: { store: AppStore; router: ReturnType<typeof makeRouter> }) {
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} useTransitions={ROUTER_USE_TRANSITIONS} />
    </AppProviders>
  );
}
