import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentLocale } from '../i18n';
import { loggedIn, loggedOut } from './auth-slice';
import { configurationSaved } from './checkout-slice';
import { STORAGE_KEYS } from '../lib/storage';
import { DEMO_SESSION } from '../mocks/fixtures';
import { pendingKvmConfiguration } from '../test/fixtures';
import { makeStore } from './store';

const signedOut = { token: null, user: null, isLoggedIn: false };

function persist(items: { token?: string; user?: unknown; flag?: string }) {
  if (items.token !== undefined) localStorage.setItem(STORAGE_KEYS.token, items.token);
  if (items.user !== undefined) localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(items.user));
  if (items.flag !== undefined) localStorage.setItem(STORAGE_KEYS.isLoggedIn, items.flag);
}

describe('persisted login', () => {
  it('is restored when the token, the user and the flag "true" are all stored', () => {
    persist({ token: DEMO_SESSION.token, user: DEMO_SESSION.user, flag: 'true' });
    expect(makeStore().getState().auth).toEqual(DEMO_SESSION);
  });

  it.each([
    ['the token is missing', { user: DEMO_SESSION.user, flag: 'true' }],
    ['the user is missing', { token: DEMO_SESSION.token, flag: 'true' }],
    ['the flag is missing', { token: DEMO_SESSION.token, user: DEMO_SESSION.user }],
    ['the flag is not "true"', { token: DEMO_SESSION.token, user: DEMO_SESSION.user, flag: 'false' }],
    ['the user is malformed', { token: DEMO_SESSION.token, user: { name: 'x' }, flag: 'true' }],
  ])('is not restored when %s', (_case, items) => {
    persist(items);
    expect(makeStore().getState().auth).toEqual(signedOut);
  });

  it('is written on login and cleared, with the pending configuration, on logout', () => {
    const store = makeStore();
    store.dispatch(loggedIn({ token: DEMO_SESSION.token, user: DEMO_SESSION.user }));
    store.dispatch(configurationSaved(pendingKvmConfiguration()));
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(DEMO_SESSION.token);
    expect(localStorage.getItem(STORAGE_KEYS.isLoggedIn)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.pendingConfiguration)).not.toBeNull();

    store.dispatch(loggedOut());

    expect(store.getState().auth).toEqual(signedOut);
    expect(store.getState().checkout.pending).toBeNull();
    for (const key of [
      STORAGE_KEYS.token,
      STORAGE_KEYS.user,
      STORAGE_KEYS.isLoggedIn,
      STORAGE_KEYS.pendingConfiguration,
    ]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });
});

describe('the account language', () => {
  it('switches the app to the language of the account that signs in', async () => {
    const store = makeStore({});
    store.dispatch(loggedIn({ token: 'token', user: { ...DEMO_SESSION.user, locale: 'am' } }));
    await waitFor(() => expect(currentLocale()).toBe('am'));
    expect(localStorage.getItem('storefront.locale')).toBe('am');
  });

  it('leaves the language alone for an account without one', async () => {
    const store = makeStore({});
    store.dispatch(loggedIn({ token: 'token', user: { ...DEMO_SESSION.user, locale: undefined } }));
    // The listener decides synchronously when the action is dispatched: nothing to wait for.
    expect(currentLocale()).toBe('en');
    expect(localStorage.getItem('storefront.locale')).toBeNull();
  });
});
