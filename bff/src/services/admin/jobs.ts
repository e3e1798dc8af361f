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

/** One page of the jobs, newest change first, and how many match over all pages. */
export async function listJobs(
  knex: Knex,
  query: { status?: JobStatus; search?: string; page?: number; limit?: number },
): Promise<{ rows: AdminJob[]; total: number }> {
  const limit = query.limit ?? 1000;
  const page = query.page ?? 1;
  const filtered = () =>
    knex('jobs').modify((q) => {
      if (query.status) q.where({ status: query.status });
      const search = query.search?.trim();
      if (search)
        q.where((w) => w.where('name', 'like', `%${search}%`).orWhere('last_error', 'like', `%${search}%`));
    });
  const counted = await filtered().count({ n: '*' }).first();
  const rows = normalizeRows(
    'jobs',
    await filtered()
      .orderBy([
        { column: 'updated_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit)
      .offset((page - 1) * limit),
  );
  return { rows: rows.map(toAdminJob), total: Number(counted?.n ?? 0) };
}
