import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api, type ApiAuth } from '../api';
import { authReducer, loggedOut, restoreAuth, selectToken } from './auth-slice';
import { checkoutReducer, restoreCheckout } from './checkout-slice';
import { restoreVat, vatReducer } from './vat-slice';
import { persistence } from './persistence';
import { session } from './session';

const rootReducer = combineReducers({
  auth: authReducer,
  vat: vatReducer,
  checkout: checkoutReducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** The state a new page starts from: whatever browser storage holds, validated. */
export function restoredState(): Partial<RootState> {
  return { auth: restoreAuth(), vat: restoreVat(), checkout: restoreCheckout() };
}

/** The login as the API's base query sees it: the token to send, and a sign-out after a 401/403. */
const apiAuth: ApiAuth = {
  tokenOf: (state) => selectToken(state as RootState),
  onAuthFailure: (dispatch) => void dispatch(loggedOut()),
};

/** A fresh store (the app makes one; every test and story makes its own). */
export function makeStore(preloadedState: Partial<RootState> = restoredState()) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { apiAuth } } })
        .prepend(persistence.middleware, session.middleware)
        .concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
