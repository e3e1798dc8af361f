import type { Server } from '@hapi/hapi';
import { createTestDb } from '@shop/db/testing';
import type { TestDb } from '@shop/db/testing';
import { buildServer } from '../../bff/src/server.ts';
import { issueToken } from '../../bff/src/services/auth.ts';
import { testConfig } from '../../bff/src/testing/index.ts';
import type { MockDb, MockSettings } from '../../frontend/src/mocks/db';
import { loadFixtures } from './bff-fixtures';
import { CALLER_IDS } from './mock-target';
import type { ApiAnswer, ApiRequest, Caller, Target } from './types';

/**
 * The BFF through `server.inject` with its real plugins, on one test database per run (SQLite,
 * or MySQL with TEST_DATABASE_URL) that is emptied and refilled with the fixtures before each
 * scenario; each scenario gets a new server, so per-server state (rate limits, caches) starts fresh.
 */
export async function bffTarget(): Promise<Target> {
  const db: TestDb = await createTestDb();
  const config = testConfig();
  const requiring2fa = testConfig({ ADMIN_REQUIRE_2FA: 'true' });
  let server: Server | undefined;

  const stop = async () => {
    await server?.stop();
    server = undefined;
  };

  return {
    name: 'bff',
    async reset(fixtures: MockDb, settings: MockSettings = {}) {
      await stop();
      await loadFixtures(db.knex, fixtures, { connectionSecret: config.connectionSecret });
      server = await buildServer({ config: settings.adminRequire2fa ? requiring2fa : config, knex: db.knex });
    },
    async send(as: Caller, request: ApiRequest): Promise<ApiAnswer> {
      if (!server) throw new Error('reset() the BFF target before sending');
      const headers: Record<string, string> = {};
      if (as !== 'anonymous') headers.authorization = `Bearer ${issueToken(config.jwt, CALLER_IDS[as])}`;
      if (request.lang) headers['accept-language'] = request.lang;
      const hasBody = request.rawBody !== undefined || request.body !== undefined;
      if (hasBody) headers['content-type'] = request.contentType ?? 'application/json';
      const res = await server.inject({
        method: request.method,
        url: `/api${request.path}`,
        headers,
        payload: hasBody ? (request.rawBody ?? JSON.stringify(request.body)) : undefined,
      });
      return {
        status: res.statusCode,
        body: res.payload ? (JSON.parse(res.payload) as unknown) : undefined,
        headers: Object.fromEntries(
          Object.entries(res.headers).map(([name, value]) => [name, String(value)]),
        ),
      };
    },
    async close() {
      await stop();
      await db.destroy();
    },
  };
}
