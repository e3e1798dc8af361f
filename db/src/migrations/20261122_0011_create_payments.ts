import type { Knex } from 'knex';
import { ciStringColumn, fkColumn, idColumn, moneyColumn, timestampColumns } from './helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('payments', (t) => {
    idColumn(t);
    fkColumn(t, 'order_id', 'orders', { onDelete: 'CASCADE' });
    fkColumn(t, 'user_id', 'users');
    moneyColumn(t, 'amount_santim');
    t.string('currency', 8).notNullable().defaultTo('ETB');
    t.string('method', 16).notNullable().checkIn(['TELEBIRR', 'CBE']);
    // Compared case-insensitively on both engines: a transaction number is used once per method.
    ciStringColumn(knex, t, 'reference', 64).notNullable();
    t.string('paid_by', 100).notNullable();
    t.string('account_suffix', 8).nullable();
    t.string('status', 16).notNullable().checkIn(['PENDING', 'SUCCESS', 'FAILED']);
    t.integer('period_days').notNullable();
    // Equals order_id while the payment is PENDING, NULL otherwise: UNIQUE makes
    // "one pending payment per order" a schema rule (NULLs are distinct on both engines).
    t.string('pending_order_id', 36).nullable().unique();
    fkColumn(t, 'confirmed_by', 'users', { nullable: true, onDelete: 'SET NULL' });
    timestampColumns(t);
    t.unique(['method', 'reference']);
    t.index(['order_id']);
    t.index(['user_id']);
    t.index(['status', 'created_at']);
    t.check(
      "(status = 'PENDING' and pending_order_id is not null and pending_order_id = order_id)" +
        " or (status <> 'PENDING' and pending_order_id is null)",
      {},
      'payments_pending_order_id_check',
    );
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('payments');
}
