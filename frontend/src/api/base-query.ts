import type { Dispatch } from '@reduxjs/toolkit';
import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import { fallbackKindForStatus, isAuthFailureStatus, serverMessageOf } from '@shop/domain';
import { currentLocale, i18n } from '../i18n';
import { isOptionalTokenEndpoint, isPublicEndpoint } from './public-endpoints';

/**
 * The one error every endpoint fails with: the HTTP status (or an RTK code such as 'FETCH_ERROR',
 * or 'NO_TOKEN'), a message to show as is, and the server's body when there was one.
 */
export type ApiError = { status: number | string; message: string; data?: unknown };

export const NO_TOKEN_STATUS = 'NO_TOKEN';

/**
 * What the base query needs from the login, which the auth feature owns: the store hands it in as
 * the thunk extra argument `{ apiAuth }` (store/store.ts), so api/ never imports a feature.
 */
export type ApiAuth = {
  /** The token of the visitor signed in in this state, or null. */
  tokenOf: (state: unknown) => string | null;
  /** Ends the session after a 401 or 403 on a call that carried its token. */
  onAuthFailure: (dispatch: Dispatch) => void;
};

/** The thunk extra argument the store is configured with. */
type ApiExtra = { apiAuth: ApiAuth };

function apiAuthOf(extra: unknown): ApiAuth {
  const apiAuth = (extra as Partial<ApiExtra> | undefined)?.apiAuth;
  if (!apiAuth)
    throw new Error('The store must pass { apiAuth } as its thunk extra argument (see store/store.ts)');
  return apiAuth;
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  // Cookies go with same-origin calls (fetch's default, said here so it stays): the sign-in sends
  // back the device cookie the server set (HttpOnly, for /api/auth/login), which keeps the
  // owner's browser out of the limits a flood of failures on the account puts on everyone else.
  credentials: 'same-origin',
  // The codegen ignores the contract's `security`: the bearer header is added here, and only to
  // the endpoints that need it (public calls never carry the token, so they can never log out).
  prepareHeaders: (headers, { getState, extra, endpoint }) => {
    const token = apiAuthOf(extra).tokenOf(getState());
    if (token && !isPublicEndpoint(endpoint)) headers.set('Authorization', `Bearer ${token}`);
    // The server answers its messages in the app's language.
    headers.set('Accept-Language', currentLocale());
    return headers;
  },
});

/** The HTTP status behind an RTK error, when the server answered at all. */
function httpStatusOf(error: FetchBaseQueryError): number | null {
  if (typeof error.status === 'number') return error.status;
  if (error.status === 'PARSING_ERROR') return error.originalStatus;
  return null;
}

// The fallback texts in the app's language (English: the storefront spec's section 8, as domain).
const fallbackFor = (status: number) => i18n.t(`errors.fallback.${fallbackKindForStatus(status)}`);
const UNEXPECTED = () => i18n.t('errors.fallback.unexpected');

/** Any fetchBaseQuery failure in the one shape: the server's message, else the spec's text for the status. */
export function toApiError(error: FetchBaseQueryError): ApiError {
  if (typeof error.status === 'number') {
    const message = serverMessageOf(error.data) ?? fallbackFor(error.status);
    return { status: error.status, message, data: error.data };
  }
  if (error.status === 'PARSING_ERROR') {
    // A non-OK answer that is not JSON (a proxy's HTML page, say); an OK answer that is not JSON
    // breaks the contract and gets the generic text.
    const status = error.originalStatus;
    return {
      status,
      message: status >= 400 ? i18n.t('errors.httpError', { status }) : UNEXPECTED(),
    };
  }
  // FETCH_ERROR (network down), TIMEOUT_ERROR, CUSTOM_ERROR
  return { status: error.status, message: UNEXPECTED() };
}

/**
 * fetchBaseQuery against /api, wrapped so that an endpoint needing a token fails without a request
 * when there is none, every failure becomes an {@link ApiError}, and a 401 or 403 on a call that
 * carried a token clears the login (the store's {@link ApiAuth.onAuthFailure}: auth/loggedOut, which
 * also drops the pending configuration).
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (
  args,
  api,
  extraOptions,
) => {
  const apiAuth = apiAuthOf(api.extra);
  const needsToken = !isPublicEndpoint(api.endpoint) && !isOptionalTokenEndpoint(api.endpoint);
  const token = isPublicEndpoint(api.endpoint) ? null : apiAuth.tokenOf(api.getState());
  if (needsToken && !token) return { error: { status: NO_TOKEN_STATUS, message: i18n.t('errors.noToken') } };

  const result = await rawBaseQuery(args, api, extraOptions);
  if (!result.error) return { data: result.data, meta: result.meta };

  const error = toApiError(result.error);
  const status = httpStatusOf(result.error);
  // A failure with the contract's `code` marker (two-factor sign-in needed) is the screen's to
  // handle: the session stays.
  const marked = typeof (result.error.data as { code?: unknown } | undefined)?.code === 'string';
  if (token && status !== null && isAuthFailureStatus(status) && !marked) {
    // Only the session that made the call ends: a newer login is left alone.
    if (apiAuth.tokenOf(api.getState()) === token) apiAuth.onAuthFailure(api.dispatch);
    return { error: { ...error, message: i18n.t('errors.fallback.authFailed') }, meta: result.meta };
  }
  return { error, meta: result.meta };
};
