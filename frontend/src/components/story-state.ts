import type { AuthUser } from '../api';

/**
 * Store state preloaded by stories and tests, typed by the slices' shapes rather than by the store
 * (shared components sit below app/ and the features): the store accepts it as `Partial<RootState>`.
 */
type SignedInState = { auth: { token: string; isLoggedIn: true; user: AuthUser } };
type VatOnState = { vat: { enabled: boolean } };

/**
 * Preloaded store state for stories and tests: `parameters: { store: signedInAs({ username: 'abebe' }) }`.
 * Combine with other slices by spreading: `{ ...signedInAs(), vat: { enabled: true } }`.
 */
export function signedInAs(user: Partial<AuthUser> = {}): SignedInState {
  return {
    auth: {
      token: 'story-token',
      isLoggedIn: true,
      user: {
        id: '00000000-0000-4000-8000-000000000001',
        username: 'abebe',
        email: 'abebe@example.com',
        isAdmin: false,
        twoFactorEnabled: false,
        ...user,
      },
    },
  };
}

export const vatOn: VatOnState = { vat: { enabled: true } };
