/** The console's services list (console spec 2.6): filters, search and pages in SQL. */
import { normalizeRows } from '@shop/db';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import { readPage } from '../admin/list-query.ts';
import { readSearchPage } from '../admin/search-page.ts';
import type { PendingPart } from '../admin/search-page.ts';
import { anyContains, customersContaining } from '../admin/search-parts.ts';
import { ADMIN_SERVICE_COLUMNS, toAdminServices } from '../fulfilment/views.ts';
import type { AdminService } from '../fulfilment/views.ts';
import { searchText } from './paging.ts';
import type { ListQuery } from './paging.ts';

export type ServiceStatus = components['schemas']['ServiceStatus'];

export interface ServiceListQuery extends ListQuery {
  status?: ServiceStatus;
}

/**
 * The search looks for the text anywhere in the service's name, id and provider id (one read of
 * the list index that holds them) and in the customer's username or e-mail (the customers first,
 * then their services by the `user_id` index).
 */
function serviceSearch(knex: Knex, text: string): PendingPart[] {
  return [anyContains(['service_name', 'id', 'provider_ref'], text), customersContaining(knex, text)];
}

/**
 * One page of the services, most recently started first (ties by id, highest first), with their
 * customer and payment status, and how many match over all pages. The page's ids are read first,
 * then only the page's rows, with only the columns the answer needs (no credentials, no provider
 * JSON parsed per row).
 */
export async function listAdminServices(
  knex: Knex,
  query: ServiceListQuery,
  now = new Date(),
): Promise<{ rows: AdminService[]; total: number }> {
  const search = searchText(query);
  const filtered = () =>
    knex('services').modify((q) => {
      if (query.status) q.where('status', query.status);
    });
  const { rows, total } = search
    ? await readSearchPage(knex, {
        table: 'services',
        filtered,
        parts: serviceSearch(knex, search),
        query,
        dateColumn: 'start_date',
        columns: ADMIN_SERVICE_COLUMNS,
      })
    : await readPage(knex, 'services', filtered, query, 'start_date', ADMIN_SERVICE_COLUMNS);
  return { rows: await toAdminServices(knex, normalizeRows('services', rows), now), total };
}
