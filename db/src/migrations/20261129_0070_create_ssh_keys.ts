// SSH public keys a customer keeps in the account (issue 39), offered at a KVM order and a
// reinstall. One row per key: the canonical OpenSSH line (type, base64, comment) as the domain's
// parser wrote it, its type and its SHA-256 fingerprint as `ssh-keygen -l` prints it. A key is in
// an account once: (user_id, fingerprint) is unique, compared byte for byte on MySQL too (base64 is
// case-sensitive). Deleting the account deletes its keys; machines keep what they were built with
// (services' own copy, a later migration).
//
// Plain DDL, as migrations/index.ts asks.
import type { Knex } from 'knex';
import { dbClient } from '../connection';
import { dateColumn, fkColumn, idColumn } from './helpers';

export async function up(knex: Knex): Promise<void> {
  const mysql = dbClient(knex) === 'mysql';
  await knex.schema.createTable('ssh_keys', (t) => {
    idColumn(t);
    fkColumn(t, 'user_id', 'users', { onDelete: 'CASCADE' });
    t.string('name', 64).notNullable();
    t.string('type', 32).notNullable();
    const fingerprint = t.string('fingerprint', 64).notNullable();
    if (mysql) fingerprint.collate('ascii_bin');
    t.text('public_key').notNullable();
    dateColumn(t, 'created_at').notNullable();
    t.unique(['user_id', 'fingerprint'], { indexName: 'ssh_keys_user_fingerprint_unique' });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('ssh_keys');
}
