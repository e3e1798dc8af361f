import { createListenerMiddleware } from '@reduxjs/toolkit';
import { api } from '../api';
import { loggedOut } from '../features/auth/auth-slice';

/**
 * Server data belongs to the session that fetched it: on logout (by the user, or by a 401/403) the
 * RTK Query cache is dropped, so the next person on this browser never sees the last one's orders.
 */
export const session = createListenerMiddleware();

session.startListening({
  actionCreator: loggedOut,
  effect: async (_action, listenerApi) => {
    // Let the call that caused a 401/403 logout settle first, so its caller still reads its error.
    await listenerApi.delay(0);
    listenerApi.dispatch(api.util.resetApiState());
  },
});
