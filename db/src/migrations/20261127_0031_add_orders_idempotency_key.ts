// Order creation's Idempotency-Key (issue 22): a retried creation with the same key returns the
// order the first one made. The key and a fingerprint of its request are kept on that order;
// UNIQUE (user_id, idempotency_key) lets one customer's key make one order at most, whatever the
// race (NULLs, the orders made without a key, do not collide). A key older than 24 hours is
// cleared from its order by the BFF before it is used again.
//
// Plain DDL, as migrations/index.ts asks: on SQLite the migration runs in one transaction; on MySQL
// a start that died half-way runs it again and ../resumable-ddl.ts skips what is already there.
import type { Knex } from 'knex';

const KEY = 'orders_user_id_idempotency_key_unique';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.string('idempotency_key', 100).nullable();
    // SHA-256 of the request, hex.
    t.string('idempotency_fingerprint', 64).nullable();
  });
  await knex.schema.alterTable('orders', (t) => {
    t.unique(['user_id', 'idempotency_key'], { indexName: KEY });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.dropUnique(['user_id', 'idempotency_key'], KEY);
  });
  await knex.schema.alterTable('orders', (t) => {
    t.dropColumn('idempotency_fingerprint');
    t.dropColumn('idempotency_key');
  });
}
