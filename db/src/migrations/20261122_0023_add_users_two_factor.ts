import type { Knex } from 'knex';

/**
 * Two-factor sign-in (TOTP) per user:
 * - totp_secret: the authenticator's secret once turned on, encrypted (never the base32 text);
 * - totp_pending_secret: the secret offered during set-up, encrypted, until a code confirms it;
 * - totp_enabled_at: when it was turned on (NULL: off);
 * - totp_last_step: the time step of the last accepted code, so the same code is not accepted twice.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('totp_secret', 255).nullable();
    t.string('totp_pending_secret', 255).nullable();
    t.datetime('totp_enabled_at', { precision: 3 }).nullable();
    t.integer('totp_last_step').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('totp_last_step');
    t.dropColumn('totp_enabled_at');
    t.dropColumn('totp_pending_secret');
    t.dropColumn('totp_secret');
  });
}
