import { randomBytes } from 'node:crypto';
import type { Server } from '@hapi/hapi';
import { createDb } from '@shop/db';
import { createTestDb, testEngines } from '@shop/db/testing';
import type { TestDb } from '@shop/db/testing';
import { LOGIN_THROTTLE, REGISTRATION_RATE_LIMIT } from '@shop/domain/rate-limits';
import { Redis } from 'ioredis';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server.ts';
import { testConfig } from '../../../test/app/index.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/0';

async function redisAnswers(): Promise<boolean> {
  const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
const redisUp = await redisAnswers();
if (!redisUp)
  console.warn(`rate limits on Redis: SKIPPED, no Redis answers at ${REDIS_URL} (set TEST_REDIS_URL)`);

type Setup = { name: string; enabled: boolean; redis: boolean; engine: 'sqlite' | 'mysql' };
const setups: Setup[] = [
  ...testEngines().map((e) => ({ name: e.label, enabled: e.enabled, redis: false, engine: e.client })),
  {
    name: redisUp ? 'redis' : `redis (SKIPPED: no Redis at ${REDIS_URL})`,
    enabled: redisUp,
    redis: true,
    engine: 'sqlite' as const,
  },
];

for (const setup of setups) {
  describe.skipIf(!setup.enabled)(`rate limits shared through the store: ${setup.name}`, () => {
    let db: TestDb;
    /** One knex per server, as two instances (or a restarted one) would have. */
    const knexes: Knex[] = [];
    const servers: Server[] = [];
    const namespace = `test-${randomBytes(6).toString('hex')}`;

    const newServer = async () => {
      const knex = createDb({ url: db.url });
      knexes.push(knex);
      const config = testConfig(setup.redis ? { REDIS_URL } : {});
      const server = await buildServer({
        config,
        knex,
        registrationLimit: REGISTRATION_RATE_LIMIT,
        rateLimitStore: { namespace },
      });
      servers.push(server);
      return server;
    };

    beforeAll(async () => {
      db = await createTestDb({ engine: setup.engine });
    });
    afterAll(async () => {
      for (const server of servers) await server.stop();
      for (const knex of knexes) await knex.destroy();
      await db?.destroy();
    });

    const login = (server: Server, email: string, password: string, remoteAddress: string) =>
      server.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
    const register = (server: Server, n: number, remoteAddress: string) =>
      server.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress,
        payload: {
          username: `shared_${namespace.slice(5)}_${n}`,
          email: `shared.${namespace}.${n}@example.com`,
          phone: '+251911234567',
          password: 'correct-horse-battery',
        },
      });

    it('uses the configured store', async () => {
      const server = await newServer();
      expect(server.app.rateLimits.kind).toBe(setup.redis ? 'redis' : setup.engine);
    });

    it('two servers see each other’s sign-in failures and sign-ups', async () => {
      const [a, b] = [await newServer(), await newServer()];
      const email = `target.${namespace}@example.com`;
      for (let i = 0; i < LOGIN_THROTTLE.pairFreeFailures; i += 1)
        expect((await login(a, email, 'guess', '10.50.0.1')).statusCode).toBe(401);
      const slowed = await login(b, email, 'guess', '10.50.0.1');
      expect(slowed.statusCode).toBe(429);
      expect(slowed.headers['retry-after']).toBe('1');

      for (let i = 0; i < REGISTRATION_RATE_LIMIT.attempts; i += 1)
        expect((await register(i % 2 ? a : b, i, '10.50.0.2')).statusCode).toBe(201);
      expect((await register(a, 100, '10.50.0.2')).statusCode).toBe(429);
      expect((await register(b, 101, '10.50.0.2')).statusCode).toBe(429);
    });

    it('keeps the counts across a restart (a new server on the same database or Redis)', async () => {
      const first = await newServer();
      for (let i = 0; i < REGISTRATION_RATE_LIMIT.attempts; i += 1)
        expect((await register(first, 200 + i, '10.50.0.3')).statusCode).toBe(201);
      await first.stop();

      const restarted = await newServer();
      const refused = await register(restarted, 300, '10.50.0.3');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await register(restarted, 301, '10.50.0.4')).statusCode).toBe(201);
    });
  });
}
