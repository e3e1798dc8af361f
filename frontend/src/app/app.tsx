import { AppProviders } from './providers';
import { AppRouter } from './router';
import type { AppStore, RootState } from '../store/store';

/**
 * The whole app: the store (restored from browser storage) and the routes, in the browser's
 * history or, when prerendered, at `location`. `serverState`: the state a hydrated page was
 * prerendered from (react-redux reads it while hydrating, so an answer that arrived meanwhile
 * cannot make the first render differ from the server's markup).
 */
export function App({
  store,
  location,
  serverState,
}: {
  store: AppStore;
  location?: string;
  serverState?: RootState;
}) {
  return (
    <AppProviders store={store} serverState={serverState}>
      <AppRouter location={location} />
    </AppProviders>
  );
}
