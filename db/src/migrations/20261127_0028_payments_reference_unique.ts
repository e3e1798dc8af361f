// A transaction number is used once, whatever the method: the unique key on (method, reference)
// becomes one on the reference alone. Before the key is made, every stored reference gets the
// plain form the app stores (trimmed, compatibility forms folded, spaces and invisible characters
// removed, upper-cased: what the app wrote since references were normalised), and references that
// are then used more than once (the same number under CBE and Telebirr, or an old row written before
// normalisation) are kept, not changed or deleted: the first of each (a SUCCESS payment before a
// PENDING one before a FAILED one, then the oldest) keeps legacy_duplicate = 0, the others get
// 1, 2, ... and an audit row `payment.reference_duplicate` for an admin to look at. Every payment
// written from now on has legacy_duplicate = 0 (the default), so UNIQUE (reference,
// legacy_duplicate) is "unique reference" for all of them; the column is never written by the app.
//
// Each step checks what is already done, so a start that died half-way (MySQL commits DDL at once)
// runs it again to the end.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { dbClient } from '../connection';

const OLD_KEY = 'payments_method_reference_unique';
const NEW_KEY = 'payments_reference_legacy_duplicate_unique';
const BATCH = 500;

async function hasIndex(knex: Knex, name: string): Promise<boolean> {
  if (dbClient(knex) === 'mysql') {
    const [rows] = (await knex.raw(
      'select 1 from information_schema.statistics where table_schema = database() and table_name = ? and index_name = ? limit 1',
      ['payments', name],
    )) as [unknown[]];
    return rows.length > 0;
  }
  const rows = (await knex.raw("select 1 from sqlite_master where type = 'index' and name = ?", [
    name,
  ])) as unknown[];
  return rows.length > 0;
}

/** The form the app stored references in before this migration (domain's old normalisation). */
function storedForm(reference: string): string {
  return reference
    .normalize('NFKC')
    .replace(/[\s\p{Cf}]/gu, '')
    .toUpperCase();
}

async function normaliseReferences(knex: Knex): Promise<void> {
  let after = '';
  for (;;) {
    const rows = (await knex('payments')
      .select('id', 'reference')
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)) as { id: string; reference: string }[];
    if (rows.length === 0) return;
    for (const { id, reference } of rows) {
      const plain = storedForm(reference);
      // An empty result keeps the row's text: the key must not merge it with other empty ones.
      if (plain !== reference && plain !== '')
        await knex('payments').where({ id }).update({ reference: plain });
    }
    after = rows[rows.length - 1]!.id;
  }
}

const STATUS_RANK: Readonly<Record<string, number>> = { SUCCESS: 0, PENDING: 1, FAILED: 2 };

interface DuplicateRow {
  id: string;
  reference: string;
  method: string;
  status: string;
  created_at: Date | number | string;
}

async function markLegacyDuplicates(knex: Knex): Promise<void> {
  const repeated = (await knex('payments')
    .select('reference')
    .groupBy('reference')
    .havingRaw('count(*) > 1')) as { reference: string }[];
  for (const { reference } of repeated) {
    const rows = (await knex('payments')
      .select('id', 'reference', 'method', 'status', 'created_at')
      .where({ reference })) as DuplicateRow[];
    rows.sort(
      (a, b) =>
        (STATUS_RANK[a.status] ?? 3) - (STATUS_RANK[b.status] ?? 3) ||
        new Date(a.created_at).getTime() - new Date(b.created_at).getTime() ||
        a.id.localeCompare(b.id),
    );
    const [kept, ...others] = rows;
    for (const [index, row] of others.entries()) {
      await knex('payments')
        .where({ id: row.id })
        .update({ legacy_duplicate: index + 1 });
      await knex('audit_log').insert({
        id: randomUUID(),
        actor_user_id: null,
        action: 'payment.reference_duplicate',
        entity: 'payment',
        entity_id: row.id,
        data: JSON.stringify({
          reference: row.reference,
          method: row.method,
          status: row.status,
          keptPaymentId: kept!.id,
          keptMethod: kept!.method,
          keptStatus: kept!.status,
        }),
        created_at: new Date(),
      });
    }
  }
}

export async function up(knex: Knex): Promise<void> {
  if (await hasIndex(knex, OLD_KEY)) {
    await knex.schema.alterTable('payments', (t) => {
      t.dropUnique(['method', 'reference'], OLD_KEY);
    });
  }
  if (!(await knex.schema.hasColumn('payments', 'legacy_duplicate'))) {
    await knex.schema.alterTable('payments', (t) => {
      t.integer('legacy_duplicate').notNullable().defaultTo(0);
    });
  }
  if (await hasIndex(knex, NEW_KEY)) return;
  await knex('payments').update({ legacy_duplicate: 0 });
  await normaliseReferences(knex);
  await markLegacyDuplicates(knex);
  await knex.schema.alterTable('payments', (t) => {
    t.unique(['reference', 'legacy_duplicate'], { indexName: NEW_KEY });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.dropUnique(['reference', 'legacy_duplicate'], NEW_KEY);
  });
  // Legacy duplicates under one method cannot exist (the old key was there when they were written).
  await knex.schema.alterTable('payments', (t) => {
    t.unique(['method', 'reference'], { indexName: OLD_KEY });
  });
  // Dropped in place (SQLite 3.35+ and MySQL): knex's SQLite way rebuilds the table, which would
  // lose the payments triggers of migration 0024.
  await knex.raw('alter table payments drop column legacy_duplicate');
}
