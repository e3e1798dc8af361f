/** Services as the console shows them: customer, payment, addresses, and the lifecycle's dates. */
import { normalizeRows, now as clockNow } from '@shop/db';
import type { PaymentRow, ServiceRow } from '@shop/db';
import {
  DEFAULT_LIFECYCLE_SETTINGS,
  serviceDaysLeft,
  serviceStatusOf,
  suspensionDueAt,
  terminationExpectedAt,
} from '@shop/domain';
import type { LifecycleSettings } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import { liveAddresses } from '../fulfilment/addresses.ts';
import { periodOf } from '../lifecycle/events.ts';
import { openRenewals } from '../fulfilment/open-renewals.ts';
import { toUserRef } from './user-ref.ts';

export type AdminService = components['schemas']['AdminService'];

/** The newest SUCCESS payment of each order, which the admin's service list shows. */
async function successPayments(db: Knex, orderIds: string[]): Promise<Map<string, PaymentRow>> {
  const rows = normalizeRows(
    'payments',
    await db('payments')
      .whereIn('order_id', orderIds)
      .where({ status: 'SUCCESS' })
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]),
  );
  const newest = new Map<string, PaymentRow>();
  for (const row of rows) if (!newest.has(row.order_id)) newest.set(row.order_id, row);
  return newest;
}

/** The columns an AdminService is made of: the console's list reads only these. */
export const ADMIN_SERVICE_COLUMNS = [
  'id',
  'order_id',
  'user_id',
  'provider_ref',
  'service_name',
  'status',
  'start_date',
  'end_date',
  'cores',
  'cpu_type',
  'memory_mb',
  'disk_mb',
  'traffic_tb',
  'ipcount',
  'slots',
  'version',
  'game',
  'game_address',
  'hold_until',
  'terminated_at',
] as const satisfies readonly (keyof ServiceRow)[];

export type AdminServiceRow = Pick<ServiceRow, (typeof ADMIN_SERVICE_COLUMNS)[number]>;

/**
 * When each service's customer was warned of the termination for its current end date: one
 * query however many services (a warning for an earlier end date does not count).
 */
async function terminationWarnings(
  db: Knex,
  rows: readonly Pick<ServiceRow, 'id' | 'end_date' | 'terminated_at'>[],
): Promise<Map<string, Date>> {
  const live = rows.filter((r) => !r.terminated_at);
  const warned = new Map<string, Date>();
  if (live.length === 0) return warned;
  const events = normalizeRows(
    'service_lifecycle_events',
    await db('service_lifecycle_events')
      .where({ kind: 'termination-warning' })
      .whereIn(
        'service_id',
        live.map((r) => r.id),
      )
      .select('service_id', 'period', 'created_at'),
  );
  const periods = new Map(live.map((r) => [r.id, periodOf(r.end_date)]));
  for (const e of events) if (periods.get(e.service_id) === e.period) warned.set(e.service_id, e.created_at);
  return warned;
}

/**
 * Services as the console shows them, with their customer, payment status and addresses (the
 * pools' and a game server's own, services.game_address): five queries (orders, customers,
 * payments, addresses, termination warnings) however many services, so a page of the list costs
 * the same as one.
 */
export async function toAdminServices(
  db: Knex,
  rows: readonly AdminServiceRow[],
  now = clockNow(),
  settings: LifecycleSettings = DEFAULT_LIFECYCLE_SETTINGS,
): Promise<AdminService[]> {
  if (rows.length === 0) return [];
  const renewals = await openRenewals(
    db,
    rows.map((r) => r.id),
  );
  const orderIds = [...new Set(rows.map((r) => r.order_id))];
  const userIds = [...new Set(rows.map((r) => r.user_id))];
  const orders = new Map<string, boolean>(
    (await db('orders').whereIn('id', orderIds).select('id', 'paid')).map(
      (o: { id: string; paid: unknown }) => [o.id, Boolean(Number(o.paid))],
    ),
  );
  const users = new Map(
    normalizeRows(
      'users',
      await db('users').whereIn('id', userIds).select('id', 'username', 'email', 'phone'),
    ).map((u) => [u.id, u]),
  );
  const payments = await successPayments(db, orderIds);
  const addresses = await liveAddresses(
    db,
    rows.map((r) => r.id),
  );
  const warnings = await terminationWarnings(db, rows);
  return rows.map((row) => {
    const payment = payments.get(row.order_id);
    return {
      id: row.id,
      serviceId: row.provider_ref,
      serviceName: row.service_name,
      status: serviceStatusOf({ status: row.status, terminatedAt: row.terminated_at }),
      startDate: row.start_date.toISOString(),
      endDate: row.end_date.toISOString(),
      daysLeft: serviceDaysLeft({ endDate: row.end_date, terminatedAt: row.terminated_at }, now),
      addresses: addresses.get(row.id) ?? [],
      gameAddress: row.game_address,
      cores: row.cores,
      cpuType: row.cpu_type,
      memory: row.memory_mb,
      disk: row.disk_mb,
      traffic: row.traffic_tb,
      ipcount: row.ipcount,
      slots: row.slots,
      version: row.version,
      game: row.game,
      renewalDue: renewals.get(row.id) ?? null,
      holdUntil: row.hold_until?.toISOString() ?? null,
      suspendsAt:
        row.terminated_at || row.status === 'EXPIRED'
          ? null
          : suspensionDueAt(row.end_date, settings).toISOString(),
      // The real date: later than the end plus TERMINATE_AFTER_DAYS when a hold or a late warning
      // moved it (domain's terminationExpectedAt, the sweep's rule).
      terminatesAt: row.terminated_at
        ? null
        : terminationExpectedAt(row.end_date, settings, {
            warnedAt: warnings.get(row.id) ?? null,
            holdUntil: row.hold_until,
            now,
          }).toISOString(),
      terminatedAt: row.terminated_at?.toISOString() ?? null,
      order: { id: row.order_id, user: toUserRef(users.get(row.user_id), row.user_id) },
      paymentStatus: {
        isPaid: orders.get(row.order_id) ?? false,
        paymentMethod: payment?.method ?? null,
        paymentReference: payment?.reference ?? null,
        paidBy: payment?.paid_by ?? null,
      },
    };
  });
}

export async function toAdminService(
  db: Knex,
  row: AdminServiceRow,
  now = clockNow(),
  settings: LifecycleSettings = DEFAULT_LIFECYCLE_SETTINGS,
): Promise<AdminService> {
  return (await toAdminServices(db, [row], now, settings))[0]!;
}
