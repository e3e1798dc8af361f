// How a customer gets into a KVM machine (issue 39): the hostname and the SSH keys chosen at the
// order, kept on the order (a copy of each key: a key deleted from the account after ordering still
// reaches the machine), then on the service the order made, where a reinstall replaces them. Both
// null on game servers, renewals and what was ordered before this migration.
//
// ssh_keys: JSON list of { name, type, fingerprint, publicKey }.
//
// Plain DDL, as migrations/index.ts asks.
import type { Knex } from 'knex';
import { jsonColumn } from './helpers';

export async function up(knex: Knex): Promise<void> {
  for (const table of ['orders', 'services']) {
    await knex.schema.alterTable(table, (t) => {
      t.string('hostname', 253).nullable();
      jsonColumn(knex, t as unknown as Knex.CreateTableBuilder, 'ssh_keys').nullable();
    });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['orders', 'services']) {
    await knex.schema.alterTable(table, (t) => {
      t.dropColumn('ssh_keys');
      t.dropColumn('hostname');
    });
  }
}
