import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_SESSION, DEMO_USER } from '../../mocks/fixtures';
import { db } from '../../mocks/state';
import { renderWithProviders } from '../../test/render-with-providers';

describe('Sign out everywhere in the header', () => {
  it('ends every session on the server, signs out here and opens the sign-in page', async () => {
    const { user, router, store } = renderWithProviders(null, {
      route: '/my-orders',
      preloadedState: { auth: DEMO_SESSION },
    });
    await user.click((await screen.findAllByRole('button', { name: 'Sign out everywhere' }))[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(store.getState().auth.isLoggedIn).toBe(false);
    expect(db.users.find((u) => u.id === DEMO_USER.id)!.fixtureSessionsEnded).toBe(true);
  });
});
