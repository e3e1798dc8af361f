import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { components } from '@shop/domain/generated/api-types.gen';
import { STORAGE_KEYS, readJson, readString } from '../lib/storage';

export type AuthUser = components['schemas']['AuthUser'];

export type AuthState = { token: string | null; user: AuthUser | null; isLoggedIn: boolean };

const signedOut: AuthState = { token: null, user: null, isLoggedIn: false };

function isAuthUser(value: unknown): value is AuthUser {
  const u = value as AuthUser | null;
  return (
    !!u &&
    typeof u === 'object' &&
    typeof u.id === 'string' &&
    typeof u.email === 'string' &&
    typeof u.isAdmin === 'boolean'
  );
}

/** At start the stored token, user and the flag 'true' must all be present; otherwise nothing is. */
export function restoreAuth(): AuthState {
  const token = readString(STORAGE_KEYS.token);
  const user = readJson<unknown>(STORAGE_KEYS.user);
  const flag = readString(STORAGE_KEYS.isLoggedIn);
  if (token && isAuthUser(user) && flag === 'true') return { token, user, isLoggedIn: true };
  return signedOut;
}

const authSlice = createSlice({
  name: 'auth',
  initialState: signedOut,
  reducers: {
    loggedIn: (_state, action: PayloadAction<{ token: string; user: AuthUser }>) => ({
      token: action.payload.token,
      user: action.payload.user,
      isLoggedIn: true,
    }),
    /**
     * `{ byUser: true }`: the user's own Logout or "Sign out everywhere" (no failed call to let
     * settle first: the API cache is dropped at once, session.ts).
     */
    loggedOut: (_state, _action: PayloadAction<{ byUser: true } | undefined>) => signedOut,
  },
  selectors: {
    selectToken: (state) => state.token,
    selectCurrentUser: (state) => state.user,
    selectIsLoggedIn: (state) => state.isLoggedIn,
    selectIsAdmin: (state) => state.isLoggedIn && state.user?.isAdmin === true,
  },
});

export const { loggedIn, loggedOut } = authSlice.actions;
export const { selectToken, selectCurrentUser, selectIsLoggedIn, selectIsAdmin } = authSlice.selectors;
export const authReducer = authSlice.reducer;

/** The name the header shows: the username, or the e-mail when there is none. */
export function displayName(user: AuthUser | null): string {
  return user?.username || user?.email || '';
}
