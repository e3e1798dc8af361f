import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { makeStore, type RootState } from '../../store/store';

/**
 * Renders one layout piece with a fresh store and a memory router that shows it on every path, so a
 * navigation (logout, Go Home) can be read from `router.state.location` without rendering pages.
 */
export function renderLayout(
  ui: ReactElement,
  { route = '/', state }: { route?: string; state?: Partial<RootState> } = {},
) {
  const store = makeStore(state);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  const user = userEvent.setup();
  const result = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { ...result, store, router, user };
}
