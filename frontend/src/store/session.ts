import { createListenerMiddleware } from '@reduxjs/toolkit';
import { api } from '../api';
import { loggedIn, loggedOut } from './auth-slice';
import { changeLocale, currentLocale, isLocale } from '../i18n';

/**
 * Server data belongs to the session that fetched it: on logout (by the user, or by a 401/403) the
 * RTK Query cache is dropped, so the next person on this browser never sees the last one's orders.
 */
export const session = createListenerMiddleware();

session.startListening({
  actionCreator: loggedOut,
  effect: async (action, listenerApi) => {
    // Let the call that caused a 401/403 logout settle first, so its caller still reads its error.
    // The user's own logout drops the cache at once, before the app leaves for the landing page:
    // later, it would abort the landing page's first requests (and ask them again).
    if (!action.payload?.byUser) await listenerApi.delay(0);
    listenerApi.dispatch(api.util.resetApiState());
  },
});

/**
 * The account keeps its language: signing in switches the app to it (chosen on another device, or
 * at sign-up), and this browser remembers it from then on.
 */
session.startListening({
  actionCreator: loggedIn,
  effect: async ({ payload }) => {
    const locale = payload.user.locale;
    if (isLocale(locale) && locale !== currentLocale()) await changeLocale(locale);
  },
});
