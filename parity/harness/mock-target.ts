import { getResponse } from 'msw';
import { ADMIN_USER, DEMO_USER, SELAM } from '../../frontend/src/mocks/fixtures';
import { openMockSession } from '../../frontend/src/mocks/sessions';
import { handlers } from '../../frontend/src/mocks/handlers';
import type { MockDb, MockSettings } from '../../frontend/src/mocks/db';
import { resetMockState, restoreMockState, setMockSettings } from '../../frontend/src/mocks/state';
import { bodyOf } from './types';
import type { ApiAnswer, ApiRequest, Caller, Target } from './types';

/** Where the mock handlers are asked (the app's address, for texts that name it). */
export const ORIGIN = 'http://parity.test';

/** The user id behind each caller; the unknown user's account does not exist on either side. */
export const CALLER_IDS: Record<Exclude<Caller, 'anonymous'>, string> = {
  customerA: DEMO_USER.id,
  customerB: SELAM.id,
  admin: ADMIN_USER.id,
  unknownUser: '00000000-0000-4000-8000-000000000000',
};

/** The MSW handlers of dev:mock, Storybook and the component tests, called directly. */
export function mockTarget(): Target {
  return {
    name: 'mocks',
    async reset(fixtures: MockDb, settings: MockSettings = {}) {
      restoreMockState({ db: structuredClone(fixtures), idCounter: 0 });
      setMockSettings(settings);
    },
    async send(as: Caller, request: ApiRequest): Promise<ApiAnswer> {
      const headers = new Headers();
      // A session of its own for each request, as the BFF target opens one.
      if (as !== 'anonymous') headers.set('Authorization', `Bearer ${openMockSession(CALLER_IDS[as])}`);
      if (request.lang) headers.set('Accept-Language', request.lang);
      for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
      let body: string | undefined;
      if (request.rawBody !== undefined || request.body !== undefined) {
        headers.set('Content-Type', request.contentType ?? 'application/json');
        body = request.rawBody ?? JSON.stringify(request.body);
      }
      const response = await getResponse(
        handlers,
        new Request(`${ORIGIN}/api${request.path}`, { method: request.method, headers, body }),
        { baseUrl: `${ORIGIN}/` },
      );
      if (!response) throw new Error(`No mock handler answered ${request.method} ${request.path}`);
      const text = await response.text();
      return {
        status: response.status,
        body: bodyOf(text, response.headers.get('content-type') ?? ''),
        headers: Object.fromEntries(response.headers.entries()),
      };
    },
    async close() {
      resetMockState();
    },
  };
}
