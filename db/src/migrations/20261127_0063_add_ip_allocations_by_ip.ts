// The console's service search finds a service by one of its addresses (a support ticket quotes an
// IP): `where ip = ? and released_at is null` answered from this index alone, service_id included.
// UNIQUE (pool, ip) of 0017 leads with the pool, so it cannot seek an address without one.
//
// Plain DDL, as migrations/index.ts asks.
import type { Knex } from 'knex';

const BY_IP = 'ip_allocations_by_ip';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('ip_allocations', (t) => {
    t.index(['ip', 'released_at', 'service_id'], BY_IP);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('ip_allocations', (t) => {
    t.dropIndex(['ip', 'released_at', 'service_id'], BY_IP);
  });
}
