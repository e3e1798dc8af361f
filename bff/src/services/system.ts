import { dbClient, pingDb } from '@shop/db';
import type { Knex } from 'knex';
import type { components } from '@shop/domain/generated/api-types.gen';

export type Health = components['schemas']['Health'];

/** Up when the database answers; degraded (for a 503) when it does not. Never throws. */
export async function checkHealth(knex: Knex): Promise<Health> {
  if (!(await pingDb(knex))) return { status: 'degraded', database: 'down' };
  return { status: 'ok', database: 'up', client: dbClient(knex) };
}
