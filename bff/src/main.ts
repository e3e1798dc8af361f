import { analyzeDatabase, migrateAndSeed } from '@shop/db';
import { ConfigError, loadConfig } from './config.ts';
import type { AppConfig } from './config.ts';
import { buildServer, openDatabase } from './server.ts';
import { startSchedules } from './jobs/index.ts';
import { ensureAdmin } from './services/admin-bootstrap.ts';
import { CHAPA_SCHEDULES } from './services/chapa/jobs.ts';
import { backfillGameAddresses } from './services/fulfilment/game-address.ts';
import { FULFILMENT_SCHEDULES } from './services/fulfilment/jobs.ts';
import { startLifecycleSweeps } from './services/fulfilment/lifecycle/sweep.ts';
import { MAINTENANCE_SCHEDULES } from './services/maintenance.ts';
import { TICKET_SCHEDULES } from './services/tickets/index.ts';

const DRAIN_TIMEOUT_MS = 10_000;

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`The BFF cannot start.\n${err.message}`);
      process.exit(1);
    }
    throw err;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const knex = openDatabase(config);
  const server = await buildServer({ config, knex });
  const log = server.logger;
  for (const warning of config.warnings) log.warn(warning);

  // On MySQL, of several instances starting together one migrates and the others wait for it
  // (the database's migration lock), then find nothing to do.
  const { migrations } = await migrateAndSeed(knex, { log });
  // SQLite plans with statistics only once ANALYZE has run (new tables, indexes, the seed).
  await analyzeDatabase(knex);
  server.app.catalogCache.invalidate();
  log.info(
    { client: knex.client.config.client, migrations: migrations.length },
    'database migrated and catalog seeded',
  );

  // Game servers built before services.game_address existed get it from their stored connection
  // (once: later ones are written as they are built). Never stops the start.
  await backfillGameAddresses(knex, { connectionSecret: config.connectionSecret, log });

  if (config.admin) {
    const { user, action } = await ensureAdmin(knex, config.admin);
    log.info({ email: user.email, action }, 'bootstrap admin ready');
  }

  // Background work: this instance runs due jobs and enqueues the schedules' ticks (once per
  // period across every instance; see jobs/schedules.ts).
  server.app.jobs.start();
  log.info(
    { kvm: config.providers.kvm, game: config.providers.game, mail: server.app.mail.kind },
    server.app.mail.kind === 'file'
      ? `background jobs running; mail is written to ${config.mail.outboxDir} (set SMTP_URL to send it)`
      : 'background jobs running; mail goes out over SMTP',
  );
  const schedules = startSchedules({
    knex,
    log,
    // Chapa's re-verification only when online payment is configured.
    schedules: [
      ...FULFILMENT_SCHEDULES,
      ...MAINTENANCE_SCHEDULES,
      ...TICKET_SCHEDULES,
      ...(config.chapa ? CHAPA_SCHEDULES : []),
    ],
  });

  // The service lifecycle: one sweep per LIFECYCLE_SWEEP_SECONDS across every instance.
  const sweeps = startLifecycleSweeps({ knex, log, sweepSeconds: config.lifecycle.sweepSeconds });

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping: no new connections, draining requests in flight');
    try {
      schedules.stop();
      sweeps.stop();
      await server.stop({ timeout: DRAIN_TIMEOUT_MS });
      await knex.destroy();
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'unclean stop');
      process.exit(1);
    }
  };
  process.once('SIGTERM', (signal) => void stop(signal));
  process.once('SIGINT', (signal) => void stop(signal));

  await server.start();
  log.info(`listening on ${server.info.uri} (database: ${config.databaseUrl ? 'MySQL' : config.sqliteFile})`);
  log.info(
    { trustedProxies: config.trustedProxies },
    config.trustedProxies.length > 0
      ? `client addresses: X-Forwarded-For from ${config.trustedProxies.join(', ')}, the connection's from anyone else`
      : "client addresses: the connection's (behind a reverse proxy, set TRUSTED_PROXIES to its address)",
  );
}

main().catch((err: unknown) => {
  console.error('The BFF failed to start:', err);
  process.exit(1);
});
