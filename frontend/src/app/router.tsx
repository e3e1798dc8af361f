import { BrowserRouter, StaticRouter, useRoutes } from 'react-router-dom';
import { PrerenderingContext } from '../components/prerendering';
import { useNavigationScroll } from './navigation-scroll';
import { routes } from './routes';

/**
 * Router state changes are plain React updates, not transitions: a navigation made in the same
 * event as a store change (logout, then go home) renders in one commit with it, so a guard never
 * sees the new auth state on the old page (it would send the visitor to /signin instead of /).
 */
export const ROUTER_USE_TRANSITIONS = false;

function AppRoutes() {
  useNavigationScroll();
  return useRoutes(routes);
}

/**
 * The app's routes in the browser's history or, on the server (build/prerender.ts), at a fixed
 * URL. Declarative routing (no data router: the routes load no data, pages fetch through RTK
 * Query), which keeps react-router's data APIs out of the first screen's JavaScript; tests build a
 * memory router from the same routes (src/test/render-with-providers.tsx).
 */
export function AppRouter({ location }: { location?: string }) {
  return location === undefined ? (
    <BrowserRouter useTransitions={ROUTER_USE_TRANSITIONS}>
      <AppRoutes />
    </BrowserRouter>
  ) : (
    <PrerenderingContext.Provider value={true}>
      <StaticRouter location={location}>
        <AppRoutes />
      </StaticRouter>
    </PrerenderingContext.Provider>
  );
}
