/** The console's services list (console spec 2.6): filters, search and pages in SQL. */
import { normalizeRows } from '@shop/db';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import { toAdminServices } from '../fulfilment/views.ts';
import type { AdminService } from '../fulfilment/views.ts';
import { pageOf, searchText, whereContains } from './paging.ts';
import type { ListQuery } from './paging.ts';

export type ServiceStatus = components['schemas']['ServiceStatus'];

export interface ServiceListQuery extends ListQuery {
  status?: ServiceStatus;
}

/** What the search looks in: the service's name, its id and provider id, the customer's name and e-mail. */
const SEARCHED = [
  'services.service_name',
  'services.id',
  'services.provider_ref',
  'users.username',
  'users.email',
] as const;

/**
 * One page of the services, most recently started first (ties by id, highest first), with their
 * customer and payment status, and how many match over all pages.
 */
export async function listAdminServices(
  knex: Knex,
  query: ServiceListQuery,
  now = new Date(),
): Promise<{ rows: AdminService[]; total: number }> {
  const { limit, offset } = pageOf(query);
  const search = searchText(query);
  const filtered = () =>
    knex('services').modify((q) => {
      if (query.status) q.where('services.status', query.status);
      if (search) {
        q.join('users', 'users.id', 'services.user_id');
        whereContains(q, SEARCHED, search);
      }
    });
  const counted = await filtered().count({ n: '*' }).first();
  const rows = normalizeRows(
    'services',
    await filtered()
      .select('services.*')
      .orderBy([
        { column: 'services.start_date', order: 'desc' },
        { column: 'services.id', order: 'desc' },
      ])
      .limit(limit)
      .offset(offset),
  );
  return { rows: await toAdminServices(knex, rows, now), total: Number(counted?.n ?? 0) };
}
