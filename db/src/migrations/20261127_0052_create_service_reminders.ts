// At most one expiry reminder per service per day (issue 27), whoever sends it: an admin's single
// send, an admin's bulk send or the lifecycle's automatic reminder.
//
// service_reminders: one row per service and Africa/Addis_Ababa calendar day (domain's
// reminderDayOf), inserted in the transaction that queues the mail. UNIQUE (service_id, day) makes
// the rule the schema's: of two sends at the same moment, on any number of instances, the second
// insert waits for the first and fails, so it mails nobody. A calendar day, not a rolling 24 hours:
// the reminders count days left by Addis Ababa dates, and an admin reads "already reminded today".
//
// Plain DDL, as migrations/index.ts asks.
import type { Knex } from 'knex';
import { dateColumn, fkColumn, idColumn } from './helpers';

const DAY_KEY = 'service_reminders_service_id_day_unique';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('service_reminders', (t) => {
    idColumn(t);
    fkColumn(t, 'service_id', 'services', { onDelete: 'CASCADE' });
    // 'YYYY-MM-DD' in Africa/Addis_Ababa.
    t.string('day', 10).notNullable();
    // Who sent it: 'admin' (one service), 'admin-bulk' or 'lifecycle'.
    t.string('sent_by', 16).notNullable();
    dateColumn(t, 'created_at').notNullable();
    t.unique(['service_id', 'day'], { indexName: DAY_KEY });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('service_reminders');
}
