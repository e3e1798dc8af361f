import type { Knex } from 'knex';
import { dateColumn, fkColumn, idColumn, jsonColumn, moneyColumn, timestampColumns } from './helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('orders', (t) => {
    idColumn(t);
    fkColumn(t, 'user_id', 'users');
    t.string('type', 8).notNullable().checkIn(['KVM', 'GAME']);
    t.string('status', 16)
      .notNullable()
      .checkIn(['PENDING', 'PROVISIONING', 'ACTIVE', 'FAILED', 'COMPLETED', 'CANCELLED', 'EXPIRED']);
    t.boolean('paid').notNullable().defaultTo(false);
    dateColumn(t, 'paid_at').nullable();
    fkColumn(t, 'kvm_package_id', 'kvm_packages', { nullable: true });
    fkColumn(t, 'game_id', 'games', { nullable: true });
    fkColumn(t, 'game_version_id', 'game_versions', { nullable: true });
    fkColumn(t, 'os_option_id', 'os_options', { nullable: true });
    t.string('service_name', 100).notNullable();
    jsonColumn(knex, t, 'specifications').notNullable();
    t.integer('duration_days').notNullable();
    moneyColumn(t, 'base_price_santim');
    moneyColumn(t, 'extras_santim').defaultTo(0);
    moneyColumn(t, 'duration_discount_santim').defaultTo(0);
    moneyColumn(t, 'subtotal_santim');
    moneyColumn(t, 'coupon_discount_santim').defaultTo(0);
    moneyColumn(t, 'vat_santim');
    moneyColumn(t, 'total_santim');
    t.string('currency', 8).notNullable().defaultTo('ETB');
    fkColumn(t, 'discount_code_id', 'discount_codes', { nullable: true, onDelete: 'SET NULL' });
    t.string('discount_code', 40).nullable();
    t.integer('discount_bp').nullable();
    moneyColumn(t, 'kickback_santim').defaultTo(0);
    fkColumn(t, 'affiliate_user_id', 'users', { nullable: true, onDelete: 'SET NULL' });
    // The foreign key to services is added by 20261122_0010_add_orders_renewal_fk.
    t.string('renewal_of_service_id', 36).nullable();
    timestampColumns(t);
    t.index(['user_id', 'created_at']);
    t.index(['status', 'created_at']);
    t.index(['discount_code_id']);
    t.index(['affiliate_user_id']);
    t.index(['renewal_of_service_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('orders');
}
