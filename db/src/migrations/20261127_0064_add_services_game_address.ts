// A game server's address, `ip:port` as its customer connects to it (IPv6 as `[addr]:port`):
// the one allocation it was given on a node shared with other servers. It is no address of the
// shop's pools (ip_allocations holds none for it), and otherwise only inside the encrypted
// connection, so the console could neither show it nor find the service by it. Written whenever
// a game server's connection is recorded (built, reinstalled), cleared at termination; null for
// a KVM machine.
//
// The index serves the console's search for an address: `game_address = 'ip:port'`, or the range
// of `'ip:'` for an address without its port (a prefix: every port on that address); `id` makes
// the look-up answer from the index alone on SQLite too.
//
// Plain DDL, as migrations/index.ts asks.
import type { Knex } from 'knex';

const BY_GAME_ADDRESS = 'services_by_game_address';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('services', (t) => {
    t.string('game_address', 64).nullable();
    t.index(['game_address', 'id'], BY_GAME_ADDRESS);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('services', (t) => {
    t.dropIndex(['game_address', 'id'], BY_GAME_ADDRESS);
  });
  // Dropped in place (SQLite 3.35+ and MySQL): knex's SQLite way rebuilds the table.
  await knex.raw('alter table services drop column game_address');
}
