import type { Server } from '@hapi/hapi';
import type { AppConfig } from '../../bff/src/config.ts';
import { createTestDb } from '@shop/db/testing';
import type { TestDb } from '@shop/db/testing';
import { PASSWORD_HASHING } from '@shop/domain/rate-limits';
import { buildServer } from '../../bff/src/server.ts';
import { randomUUID } from 'node:crypto';
import Jwt from '@hapi/jwt';
import { openSession } from '../../bff/src/services/sessions.ts';
import { testConfig } from '../../bff/test/app/index.ts';
import { startFakeChapa } from '../../bff/test/fakes/chapa/fake-api.ts';
import type { FakeChapa } from '../../bff/test/fakes/chapa/fake-api.ts';
import { MOCK_CHAPA_WEBHOOK_SECRET } from '../../frontend/src/mocks/handlers/chapa';
import {
  MOCK_TELEGRAM_BOT_USERNAME,
  MOCK_TELEGRAM_WEBHOOK_SECRET,
} from '../../frontend/src/mocks/handlers/notifications';
import type { MockDb, MockSettings } from '../../frontend/src/mocks/db';
import { loadFixtures } from './bff-fixtures';
import { CALLER_IDS, ORIGIN } from './mock-target';
import { bodyOf } from './types';
import type { ApiAnswer, ApiRequest, Caller, Target } from './types';

/**
 * The BFF through `server.inject` with its real plugins, on one test database per run (SQLite,
 * or MySQL with TEST_DATABASE_URL) that is emptied and refilled with the fixtures before each
 * scenario; each scenario gets a new server, so per-server state (rate limits, caches) starts fresh.
 */
/** The seller's details of `settings.seller` (SELLER_* on the BFF), else the configuration as it is. */
function withSeller(config: AppConfig, settings: MockSettings): AppConfig {
  return settings.seller ? { ...config, invoices: { ...config.invoices, seller: settings.seller } } : config;
}

/**
 * The TELEGRAM_* and AFROMESSAGE_* settings of `settings.telegram` and `settings.sms`: the mocks'
 * bot and secret, APP_URL the mocks' address (the bot's replies name it), and APIs that answer
 * nothing (no job runs here, and the webhook's replies go back in its answer).
 */
function notificationEnv(settings: MockSettings): Record<string, string> {
  return {
    APP_URL: ORIGIN,
    ...(settings.telegram
      ? {
          TELEGRAM_BOT_TOKEN: '123456789:AAEparityparityparityparityparitypar',
          TELEGRAM_BOT_USERNAME: MOCK_TELEGRAM_BOT_USERNAME,
          TELEGRAM_WEBHOOK_SECRET: MOCK_TELEGRAM_WEBHOOK_SECRET,
          TELEGRAM_API_URL: 'http://127.0.0.1:9',
        }
      : {}),
    ...(settings.sms
      ? {
          AFROMESSAGE_TOKEN: 'parity-afromessage-token',
          AFROMESSAGE_SENDER: 'AbayCloud',
          AFROMESSAGE_URL: 'http://127.0.0.1:9',
        }
      : {}),
  };
}

export async function bffTarget(): Promise<Target> {
  const db: TestDb = await createTestDb();
  const config = testConfig();
  const requiring2fa = testConfig({ ADMIN_REQUIRE_2FA: 'true' });
  const manualProvisioning = testConfig({ AUTO_PROVISION: 'false' });
  // A power action of the simulated driver lasts ten minutes: the machine stays starting or stopping.
  const slowPower = testConfig({ SIMULATED_DELAY_MS: '600000' });
  // Receipt checks on; the job runner does not run here, so no receipt page is ever asked.
  const checkingReceipts = testConfig({
    RECEIPT_VERIFICATION: 'on',
    CBE_RECEIPT_URL: 'http://127.0.0.1:9',
    TELEBIRR_RECEIPT_URL: 'http://127.0.0.1:9',
  });
  let server: Server | undefined;
  /** Started for the first scenario with online payment on (`settings.chapa`). */
  let chapa: { fake: FakeChapa; config: AppConfig } | undefined;
  const chapaConfig = async () => {
    if (!chapa) {
      const fake = await startFakeChapa({ webhookSecret: MOCK_CHAPA_WEBHOOK_SECRET });
      chapa = { fake, config: testConfig(fake.env()) };
    }
    return chapa.config;
  };
  /** With `passwordHashingBusy`: the one hash turn, taken until the scenario ends. */
  let busy: { release: () => void; held: Promise<void> } | undefined;

  const stop = async () => {
    busy?.release();
    await busy?.held;
    busy = undefined;
    await server?.stop();
    server = undefined;
  };

  return {
    name: 'bff',
    async reset(fixtures: MockDb, settings: MockSettings = {}) {
      await stop();
      await loadFixtures(db.knex, fixtures, { connectionSecret: config.connectionSecret });
      server = await buildServer({
        config: withSeller(
          settings.telegram || settings.sms
            ? testConfig(notificationEnv(settings))
            : settings.adminRequire2fa
              ? requiring2fa
              : settings.chapa
                ? await chapaConfig()
                : settings.autoProvision === false
                  ? manualProvisioning
                  : settings.receiptVerification
                    ? checkingReceipts
                    : settings.slowPower
                      ? slowPower
                      : config,
          settings,
        ),
        knex: db.knex,
        // Busy: one hash at a time, none waiting, and that one turn taken (as by a long hash).
        passwordHashing: settings.passwordHashingBusy
          ? { concurrency: 1, maxQueued: 0, maxWaitMs: PASSWORD_HASHING.waitMs }
          : undefined,
      });
      if (settings.passwordHashingBusy) {
        let release = () => {};
        const taken = new Promise<void>((resolve) => {
          release = resolve;
        });
        busy = { release, held: server.app.passwordHashing.run(() => taken) };
      }
    },
    async send(as: Caller, request: ApiRequest): Promise<ApiAnswer> {
      if (!server) throw new Error('reset() the BFF target before sending');
      const headers: Record<string, string> = {};
      if (as === 'unknownUser') {
        // No account, so no session can be recorded: a token naming one that does not exist.
        const claims = {
          sub: CALLER_IDS[as],
          jti: randomUUID(),
          iss: config.jwt.issuer,
          aud: config.jwt.audience,
        };
        headers.authorization = `Bearer ${Jwt.token.generate(claims, { key: config.jwt.secret, algorithm: 'HS256' })}`;
      } else if (as !== 'anonymous') {
        // A session of its own for each request, as a sign-in opens one.
        const { token } = await openSession(server.app.knex, config.jwt, CALLER_IDS[as]);
        headers.authorization = `Bearer ${token}`;
      }
      if (request.lang) headers['accept-language'] = request.lang;
      for (const [name, value] of Object.entries(request.headers ?? {})) headers[name.toLowerCase()] = value;
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
        body: bodyOf(res.payload, String(res.headers['content-type'] ?? '')),
        headers: Object.fromEntries(
          Object.entries(res.headers).map(([name, value]) => [name, String(value)]),
        ),
      };
    },
    async close() {
      await stop();
      await chapa?.fake.close();
      await db.destroy();
    },
  };
}
