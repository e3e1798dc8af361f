import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { loggedIn, loggedOut } from './auth-slice';
import { configurationCleared, configurationSaved } from './checkout-slice';
import { vatToggled } from './vat-slice';
import { STORAGE_KEYS, remove, writeJson, writeString } from '../lib/storage';
import type { RootState } from './store';

/** Mirrors the persisted client state (auth, VAT, pending configuration) to browser storage. */
export const persistence = createListenerMiddleware();

persistence.startListening({
  matcher: isAnyOf(loggedIn, loggedOut),
  effect: (_action, api) => {
    const { auth } = api.getState() as RootState;
    if (auth.isLoggedIn && auth.token && auth.user) {
      writeString(STORAGE_KEYS.token, auth.token);
      writeJson(STORAGE_KEYS.user, auth.user);
      writeString(STORAGE_KEYS.isLoggedIn, 'true');
    } else {
      remove(STORAGE_KEYS.token);
      remove(STORAGE_KEYS.user);
      remove(STORAGE_KEYS.isLoggedIn);
    }
  },
});

persistence.startListening({
  actionCreator: vatToggled,
  effect: (_action, api) => writeJson(STORAGE_KEYS.vat, (api.getState() as RootState).vat.enabled),
});

persistence.startListening({
  matcher: isAnyOf(configurationSaved, configurationCleared, loggedOut),
  effect: (_action, api) => {
    const pending = (api.getState() as RootState).checkout.pending;
    if (pending) writeJson(STORAGE_KEYS.pendingConfiguration, pending);
    else remove(STORAGE_KEYS.pendingConfiguration);
  },
});
