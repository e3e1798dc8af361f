import type { RootState } from '../app/store';
import type { AuthUser } from '../features/auth/auth-slice';

/**
 * Preloaded store state for stories and tests: `parameters: { store: signedInAs({ username: 'abebe' }) }`.
 * Combine with other slices by spreading: `{ ...signedInAs(), vat: { enabled: true } }`.
 */
export function signedInAs(user: Partial<AuthUser> = {}): Partial<RootState> {
  return {
    auth: {
      token: 'story-token',
      isLoggedIn: true,
      user: {
        id: '00000000-0000-4000-8000-000000000001',
        username: 'abebe',
        email: 'abebe@example.com',
        isAdmin: false,
        ...user,
      },
    },
  };
}

export const vatOn: Partial<RootState> = { vat: { enabled: true } };
