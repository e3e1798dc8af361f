/** The console's services list (console spec 2.6): filters, search and pages in SQL. */
import { normalizeRows, now as clockNow } from '@shop/db';
import type { LifecycleSettings } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import { readPage } from '../shared/list-query.ts';
import type { DateOrder } from '../shared/list-query.ts';
import { readSearchPage } from '../shared/search-page.ts';
import type { PendingPart } from '../shared/search-page.ts';
import { anyContains, customersContaining, servicesHoldingAddress } from './search-parts.ts';
import { ADMIN_SERVICE_COLUMNS, toAdminServices } from './service-views.ts';
import type { AdminService } from './service-views.ts';
import { searchText } from '../shared/paging.ts';
import type { ListQuery } from '../shared/paging.ts';

export type ServiceStatus = components['schemas']['ServiceStatus'];
export type ServiceLifecycleFilter = components['schemas']['ServiceLifecycleFilter'];

export interface ServiceListQuery extends ListQuery {
  status?: ServiceStatus;
  lifecycle?: ServiceLifecycleFilter;
}

/**
 * The status filter (TERMINATED is an EXPIRED row with terminated_at) and the lifecycle filters:
 * renewal-due (an open renewal order), suspended (EXPIRED or INACTIVE, not terminated),
 * to-be-terminated (EXPIRED, not terminated).
 */
function applyFilters(knex: Knex, q: Knex.QueryBuilder, query: ServiceListQuery): void {
  if (query.status === 'TERMINATED') q.whereNotNull('terminated_at');
  else if (query.status) q.where('status', query.status).whereNull('terminated_at');
  if (query.lifecycle === 'renewal-due')
    q.whereNull('terminated_at').whereExists((sub) =>
      sub
        .select(knex.raw('1'))
        .from('orders')
        .whereRaw('orders.renewal_of_service_id = services.id')
        .andWhere({ 'orders.status': 'PENDING', 'orders.paid': false }),
    );
  if (query.lifecycle === 'suspended')
    q.whereIn('status', ['EXPIRED', 'INACTIVE']).whereNull('terminated_at');
  if (query.lifecycle === 'to-be-terminated') q.where('status', 'EXPIRED').whereNull('terminated_at');
}

/**
 * The search looks for the text anywhere in the service's name, id and provider id (one read of
 * the list index that holds them), in the customer's username or e-mail (the customers first,
 * then their services by the `user_id` index) and, when it is one IP address, among the addresses
 * services hold now (ip_allocations by its `ip` index; a support ticket quotes a server's address).
 */
function serviceSearch(knex: Knex, text: string): PendingPart[] {
  return [
    anyContains(['service_name', 'id', 'provider_ref'], text),
    customersContaining(knex, text),
    servicesHoldingAddress(knex, text),
  ];
}

/**
 * The list's order: the most recently started first; the services to be terminated by their end
 * date, the earliest first (the first to be terminated at the top; ties by id). Only expired
 * services that are not terminated yet are in that list, a few weeks of expiries at most, so
 * ordering them by a column no index leads with costs nothing.
 */
function listOrderOf(query: ServiceListQuery): { dateColumn: string; order: DateOrder } {
  return query.lifecycle === 'to-be-terminated'
    ? { dateColumn: 'end_date', order: 'earliest-first' }
    : { dateColumn: 'start_date', order: 'newest-first' };
}

/**
 * One page of the services in the order listOrderOf says, with their
 * customer and payment status, and how many match over all pages. The page's ids are read first,
 * then only the page's rows, with only the columns the answer needs (no credentials, no provider
 * JSON parsed per row).
 */
export async function listAdminServices(
  knex: Knex,
  query: ServiceListQuery,
  now = clockNow(),
  settings?: LifecycleSettings,
): Promise<{ rows: AdminService[]; total: number }> {
  const search = searchText(query);
  const filtered = () => knex('services').modify((q) => applyFilters(knex, q, query));
  const { dateColumn, order } = listOrderOf(query);
  const { rows, total } = search
    ? await readSearchPage(knex, {
        table: 'services',
        filtered,
        parts: serviceSearch(knex, search),
        query,
        dateColumn,
        order,
        columns: ADMIN_SERVICE_COLUMNS,
      })
    : await readPage(knex, 'services', filtered, query, dateColumn, ADMIN_SERVICE_COLUMNS, order);
  return { rows: await toAdminServices(knex, normalizeRows('services', rows), now, settings), total };
}
