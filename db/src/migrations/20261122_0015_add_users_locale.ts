import type { Knex } from 'knex';

/** The language of the account (its e-mails, and the app once signed in): English or Amharic. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('locale', 8).notNullable().defaultTo('en').checkIn(['en', 'am']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('locale');
  });
}
