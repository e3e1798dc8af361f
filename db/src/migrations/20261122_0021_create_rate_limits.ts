import type { Knex } from 'knex';

/**
 * The BFF's rate-limit counters (sign-in failures, sign-ups, coupon look-ups, contact messages)
 * when they live in the app's own database: rate-limiter-flexible's RateLimiterSQLite and
 * RateLimiterMySQL read and write this table as they would create it themselves (`key`, `points`,
 * `expire` in that order: MySQL inserts without naming the columns). `expire` is a time in
 * milliseconds since the epoch; NULL never expires. Keys are hashed (bff/src/services/rate-limits).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limits', (t) => {
    t.string('key', 255).primary();
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire').unsigned().nullable();
    t.index(['expire']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('rate_limits');
}
