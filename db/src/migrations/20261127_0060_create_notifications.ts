// Notifications where customers read them (issue 28): Telegram for customers and admins, SMS for
// renewals.
//
// telegram_links: the chat each customer linked (at most one per account; one chat may serve
//   several accounts of the same person). /stop in the chat or "Disconnect" deletes the row.
// telegram_link_tokens: the one-time tokens of "Connect Telegram" deep links, stored as their
//   SHA-256 (hex), valid 15 minutes, used once.
// notification_preferences: a customer's channels per kind of message ('payments', 'servers',
//   'renewals'); a kind without a row has the defaults of domain/notifications.ts.
// notification_outbox: a Telegram message or an SMS, written in the transaction of the change it
//   reports (as email_outbox), delivered by the `deliver-notification` job. user_id NULL means the
//   shop's admins (TELEGRAM_ADMIN_CHAT_ID). The chat or phone is looked up when it is sent, so a
//   chat unlinked in between gets nothing. dedupe_key (UNIQUE, NULL allowed many times) makes a
//   message that must go once (an admin alert about one payment, one dead job) the schema's rule.
//
// Plain DDL, as migrations/index.ts asks.
import type { Knex } from 'knex';
import { dateColumn, fkColumn, idColumn } from './helpers';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('telegram_links', (t) => {
    fkColumn(t, 'user_id', 'users', { onDelete: 'CASCADE' }).primary();
    // Telegram chat ids are 64-bit integers (negative for groups): kept as their decimal text.
    t.string('chat_id', 32).notNullable().index('telegram_links_chat_id_index');
    dateColumn(t, 'linked_at').notNullable();
  });
  await knex.schema.createTable('telegram_link_tokens', (t) => {
    idColumn(t);
    t.string('token_hash', 64).notNullable().unique({ indexName: 'telegram_link_tokens_token_hash_unique' });
    fkColumn(t, 'user_id', 'users', { onDelete: 'CASCADE' });
    dateColumn(t, 'expires_at').notNullable();
    dateColumn(t, 'used_at').nullable();
    dateColumn(t, 'created_at').notNullable();
  });
  await knex.schema.createTable('notification_preferences', (t) => {
    fkColumn(t, 'user_id', 'users', { onDelete: 'CASCADE' });
    t.string('kind', 16).notNullable();
    t.boolean('email').notNullable();
    t.boolean('telegram').notNullable();
    t.boolean('sms').notNullable();
    dateColumn(t, 'updated_at').notNullable();
    t.primary(['user_id', 'kind']);
  });
  await knex.schema.createTable('notification_outbox', (t) => {
    idColumn(t);
    // 'TELEGRAM' or 'SMS'.
    t.string('channel', 16).notNullable();
    fkColumn(t, 'user_id', 'users', { nullable: true, onDelete: 'CASCADE' });
    // What the message is about ('server-ready', 'payment-review', ...), for the logs and the console.
    t.string('topic', 32).notNullable();
    t.text('text_body').notNullable();
    // PENDING, SENT, FAILED (gave up), SKIPPED (nowhere to send it any more: unlinked, no phone).
    t.string('status', 16).notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.text('last_error').nullable();
    t.string('dedupe_key', 191).nullable().unique({ indexName: 'notification_outbox_dedupe_key_unique' });
    dateColumn(t, 'send_after').notNullable();
    dateColumn(t, 'sent_at').nullable();
    dateColumn(t, 'created_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('notification_outbox');
  await knex.schema.dropTable('notification_preferences');
  await knex.schema.dropTable('telegram_link_tokens');
  await knex.schema.dropTable('telegram_links');
}
