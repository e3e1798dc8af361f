import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, parsePath, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { ROUTER_USE_TRANSITIONS } from '../app/router';
import { routes as appRoutes } from '../app/routes';
import { makeStore, type RootState } from '../store/store';

export type RenderWithProvidersOptions = Omit<RenderOptions, 'wrapper'> & {
  /** The URL the memory router starts at (default '/'). */
  route?: string;
  /** Navigation state of that first entry (what a page passes to the next with navigate(to, { state })). */
  routeState?: unknown;
  /** The path pattern `ui` is mounted at, so useParams works ('/kvm-config/:serverId'); default: route's path. */
  path?: string;
  /** A fresh store starts from this (default: whatever browser storage holds, which tests clear). */
  preloadedState?: Partial<RootState>;
  /** Fake timers that user-event can drive: `vi.advanceTimersByTime`. */
  fakeTimers?: boolean;
};

/**
 * Renders with a fresh store and a memory router holding the app's routes. Without `ui` the app
 * renders the page at `route`; with `ui`, that element is mounted at `path` (the app's other routes
 * stay reachable, so a navigation away lands on the real page).
 */
export function renderWithProviders(
  ui: ReactElement | null = null,
  options: RenderWithProvidersOptions = {},
) {
  const { route = '/', routeState, path, preloadedState, fakeTimers = false, ...renderOptions } = options;
  if (fakeTimers) vi.useFakeTimers({ shouldAdvanceTime: true });
  const store = makeStore(preloadedState);
  const routes: RouteObject[] = ui
    ? [{ path: path ?? parsePath(route).pathname ?? '/', element: ui }, ...appRoutes]
    : appRoutes;
  const entry = routeState === undefined ? route : { ...parsePath(route), state: routeState };
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {});
  const result = render(
    <Provider store={store}>
      <RouterProvider router={router} useTransitions={ROUTER_USE_TRANSITIONS} />
    </Provider>,
    renderOptions,
  );
  return { ...result, store, router, user };
}
