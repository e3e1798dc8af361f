import {
  ACCESS_DENIED_API,
  AUTH_FAILED,
  NO_TOKEN,
  NOT_FOUND,
  SERVER_ERROR,
  UNEXPECTED_ERROR,
} from '@shop/domain';
import { http, HttpResponse } from 'msw';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../store/store';
import { DEMO_SESSION } from '../mocks/fixtures';
import { server } from '../mocks/node';
import { STORAGE_KEYS, writeJson } from '../lib/storage';
import { pendingKvmConfiguration } from '../test/fixtures';
import { i18n } from '../i18n';
import { am } from '../i18n/am';
import { api, getApiErrorMessage, type ApiError } from '.';

/** Signed in, with a configuration pending in the store and in storage, as the configure pages leave it. */
function signedInStore() {
  const pending = pendingKvmConfiguration();
  writeJson(STORAGE_KEYS.pendingConfiguration, pending);
  return makeStore({ auth: DEMO_SESSION, checkout: { pending } });
}

async function listOrders(store: ReturnType<typeof makeStore>) {
  const result = await store.dispatch(api.endpoints.listMyOrders.initiate({}));
  return result.error as ApiError | undefined;
}

function answerOrders(status: number, body?: unknown, headers?: Record<string, string>) {
  server.use(
    http.get('/api/orders', () =>
      body === undefined
        ? new HttpResponse(null, { status })
        : typeof body === 'string'
          ? new HttpResponse(body, { status, headers: { 'Content-Type': 'text/html', ...headers } })
          : HttpResponse.json(body, { status }),
    ),
  );
}

describe('baseQuery', () => {
  it('sends the bearer token on a protected call', async () => {
    let authorization: string | null = null;
    server.use(
      http.get('/api/orders', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json([]);
      }),
    );
    expect(await listOrders(signedInStore())).toBeUndefined();
    expect(authorization).toBe(`Bearer ${DEMO_SESSION.token}`);
  });

  it('sends the sign-in with the browser’s cookies for the shop (the device cookie)', async () => {
    let credentials: RequestCredentials | undefined;
    server.use(
      http.post('/api/auth/login', ({ request }) => {
        credentials = request.credentials;
        return HttpResponse.json({ statusCode: 401, error: 'Unauthorized', message: 'x' }, { status: 401 });
      }),
    );
    await makeStore({}).dispatch(
      api.endpoints.login.initiate({ loginRequest: { email: 'a@b.et', password: 'pw-12345678' } }),
    );
    expect(credentials).toBe('same-origin');
  });

  it('fails a protected call without a token, without sending it', async () => {
    let requests = 0;
    server.use(
      http.get('/api/orders', () => {
        requests += 1;
        return HttpResponse.json([]);
      }),
    );
    const error = await listOrders(makeStore({}));
    expect(error).toEqual({ status: 'NO_TOKEN', message: NO_TOKEN });
    expect(requests).toBe(0);
  });

  it.each([401, 403])(
    'a %i on a call that carried a token signs out and asks to sign in again',
    async (status) => {
      answerOrders(status, { statusCode: status, error: 'x', message: 'Token expired' });
      const store = signedInStore();
      const error = await listOrders(store);
      expect(error).toMatchObject({ status, message: AUTH_FAILED });
      expect(store.getState().auth).toEqual({ token: null, user: null, isLoggedIn: false });
      expect(store.getState().checkout.pending).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.pendingConfiguration)).toBeNull();
    },
  );

  it('a 401 on a public call (wrong password) neither sends the token nor signs out', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.post('/api/auth/login', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json(
          { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password' },
          { status: 401 },
        );
      }),
    );
    const store = signedInStore();
    const result = await store.dispatch(
      api.endpoints.login.initiate({ loginRequest: { email: 'a@b.et', password: 'nope' } }),
    );
    expect(result.error).toMatchObject({ status: 401, message: 'Invalid email or password' });
    expect(authorization).toBeNull();
    expect(store.getState().auth.isLoggedIn).toBe(true);
  });

  it.each([
    [401, AUTH_FAILED],
    [403, ACCESS_DENIED_API],
    [404, NOT_FOUND],
    [500, SERVER_ERROR],
    [503, SERVER_ERROR],
    [418, UNEXPECTED_ERROR],
  ])('falls back by status when the server sends no message: %i', async (status, message) => {
    answerOrders(status, { statusCode: status, error: 'x' });
    // signed out of a public endpoint so 401/403 keep their fallback texts
    server.use(
      http.get('/api/catalog/games/aggregated', () => HttpResponse.json({ error: 'x' }, { status })),
    );
    const result = await makeStore({}).dispatch(api.endpoints.listGames.initiate());
    expect(result.error).toMatchObject({ status, message });
  });

  it('passes the server message through', async () => {
    answerOrders(409, { statusCode: 409, error: 'Conflict', message: 'This order is already paid.' });
    expect(await listOrders(signedInStore())).toMatchObject({
      status: 409,
      message: 'This order is already paid.',
      data: { statusCode: 409, error: 'Conflict', message: 'This order is already paid.' },
    });
  });

  it('reads an empty 404 body as "no message"', async () => {
    answerOrders(404);
    expect(await listOrders(signedInStore())).toMatchObject({ status: 404, message: NOT_FOUND });
  });

  it("names the status of a non-JSON failure: 'HTTP error! status: 502'", async () => {
    answerOrders(502, '<html><body>Bad gateway</body></html>');
    expect(await listOrders(signedInStore())).toEqual({ status: 502, message: 'HTTP error! status: 502' });
  });

  it('a non-JSON 401 still signs out', async () => {
    answerOrders(401, 'Unauthorized');
    const store = signedInStore();
    expect(await listOrders(store)).toMatchObject({ status: 401, message: AUTH_FAILED });
    expect(store.getState().auth.isLoggedIn).toBe(false);
  });

  it('asks for the app language and shows fallbacks in it', async () => {
    await i18n.changeLanguage('am');
    let asked: string | null = null;
    server.use(
      http.get('/api/orders', ({ request }) => {
        asked = request.headers.get('Accept-Language');
        return new HttpResponse(null, { status: 500 });
      }),
    );
    expect(await listOrders(signedInStore())).toMatchObject({
      status: 500,
      message: am.errors.fallback.serverError,
    });
    expect(asked).toBe('am');
  });

  it('turns a network failure into the generic message', async () => {
    server.use(http.get('/api/orders', () => HttpResponse.error()));
    expect(await listOrders(signedInStore())).toEqual({ status: 'FETCH_ERROR', message: UNEXPECTED_ERROR });
  });

  it('drops cached server data on logout', async () => {
    const store = signedInStore();
    await store.dispatch(api.endpoints.listMyOrders.initiate({}));
    expect(api.endpoints.listMyOrders.select({})(store.getState()).data?.rows.length).toBeGreaterThan(0);
    answerOrders(401, { statusCode: 401, error: 'Unauthorized', message: 'expired' });
    await store.dispatch(api.endpoints.listMyOrders.initiate({}, { forceRefetch: true }));
    await waitFor(() => expect(api.endpoints.listMyOrders.select({})(store.getState()).data).toBeUndefined());
  });
});

describe('getApiErrorMessage', () => {
  it('reads an ApiError, a thrown error, or falls back', () => {
    expect(getApiErrorMessage({ status: 404, message: 'Order not found' })).toBe('Order not found');
    expect(getApiErrorMessage({ name: 'Error', message: 'Boom' })).toBe('Boom');
    expect(getApiErrorMessage(undefined)).toBe(UNEXPECTED_ERROR);
    expect(getApiErrorMessage(null, 'Failed to load orders. Please try again.')).toBe(
      'Failed to load orders. Please try again.',
    );
  });
});

describe('query parameters', () => {
  it('reach the server encoded once', async () => {
    let serviceName: string | null = null;
    server.use(
      http.get('/api/discount-codes/:code', ({ request }) => {
        serviceName = new URL(request.url).searchParams.get('serviceName');
        return HttpResponse.json({ code: 'SP45', discount: 45 });
      }),
    );
    await makeStore({}).dispatch(
      api.endpoints.lookupDiscountCode.initiate({ code: 'SP45', serviceName: 'Package Small & more' }),
    );
    expect(serviceName).toBe('Package Small & more');
  });
});
