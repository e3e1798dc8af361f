import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routes';

/** The app's router (tests build a memory router from the same routes). */
export function makeRouter() {
  return createBrowserRouter(routes);
}

/**
 * Router state changes are plain React updates, not transitions: a navigation made in the same
 * event as a store change (logout, then go home) renders in one commit with it, so a guard never
 * sees the new auth state on the old page (it would send the visitor to /signin instead of /).
 */
export const ROUTER_USE_TRANSITIONS = false;
