/** The background jobs as the console lists them: what failed for good (DEAD) and why. */
import { normalizeRows } from '@shop/db';
import type { JobRow } from '@shop/db';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';

export type AdminJob = components['schemas']['AdminJob'];
export type JobStatus = components['schemas']['JobStatus'];

/** The row a job works on, read from its payload; the payload itself is never shown (it may hold a password). */
function subjectOf(payload: unknown): AdminJob['subject'] {
  if (typeof payload !== 'object' || payload === null) return null;
  const { serviceId, outboxId } = payload as { serviceId?: unknown; outboxId?: unknown };
  if (typeof serviceId === 'string') return { entity: 'service', id: serviceId };
  if (typeof outboxId === 'string') return { entity: 'email', id: outboxId };
  return null;
}

export function toAdminJob(row: JobRow): AdminJob {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    attempts: row.attempts,
    maxAttempts: row.max_attempts,
    runAt: row.run_at.toISOString(),
    lastError: row.last_error,
    subject: subjectOf(row.payload),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function listJobs(
  knex: Knex,
  query: { status?: JobStatus; page?: number; limit?: number },
): Promise<AdminJob[]> {
  const limit = query.limit ?? 1000;
  const page = query.page ?? 1;
  const rows = normalizeRows(
    'jobs',
    await knex('jobs')
      .modify((q) => {
        if (query.status) q.where({ status: query.status });
      })
      .orderBy([
        { column: 'updated_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit)
      .offset((page - 1) * limit),
  );
  return rows.map(toAdminJob);
}
