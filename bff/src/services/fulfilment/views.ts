/** Service and admin-order rows as the contract carries them. */
import { normalizeRow, normalizeRows, now as clockNow } from '@shop/db';
import type { OrderRow, PaymentRow, ServiceRow, UserRow } from '@shop/db';
import {
  serviceDaysLeft,
  DEFAULT_LIFECYCLE_SETTINGS,
  santimToEtb,
  serviceStatusOf,
  suspensionDueAt,
  terminationExpectedAt,
  apiOrderStatus,
} from '@shop/domain';
import type { LifecycleSettings } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import { isIpv4, sortIps } from '../../providers/ip-pool.ts';
import type { Connection, PowerStatus } from '../../providers/types.ts';
import { ORDER_COLUMNS } from '../orders/read.ts';
import { toOrder } from '../orders/view.ts';
import { toPayment } from '../payments.ts';
import { verificationsOfOrders } from '../receipts/views.ts';
import { periodOf } from './lifecycle/events.ts';
import type { PaymentVerification } from '../receipts/views.ts';

export type ServiceSummary = components['schemas']['ServiceSummary'];
export type ServiceDetails = components['schemas']['ServiceDetails'];
export type ServiceAddress = components['schemas']['ServiceAddress'];
export type AdminService = components['schemas']['AdminService'];
export type AdminOrder = components['schemas']['AdminOrder'];
export type UserRef = components['schemas']['UserRef'];
export type RenewalDue = components['schemas']['RenewalDue'];

/**
 * The open renewal order (PENDING, unpaid) of each service, with whether a payment for it awaits
 * confirmation: two queries however many services.
 */
export async function openRenewals(
  db: Knex,
  serviceIds: readonly string[],
): Promise<Map<string, RenewalDue>> {
  const due = new Map<string, RenewalDue>();
  if (serviceIds.length === 0) return due;
  const orders = normalizeRows(
    'orders',
    await db('orders')
      .select('id', 'renewal_of_service_id', 'total_santim', 'duration_days', 'created_at')
      .whereIn('renewal_of_service_id', serviceIds)
      .where({ status: 'PENDING', paid: false })
      .orderBy('created_at', 'asc'),
  );
  if (orders.length === 0) return due;
  const reported = new Set(
    (
      (await db('payments')
        .whereIn(
          'pending_order_id',
          orders.map((o) => o.id),
        )
        .select('pending_order_id')) as Array<{ pending_order_id: string }>
    ).map((p) => p.pending_order_id),
  );
  const ends = new Map(
    normalizeRows('services', await db('services').whereIn('id', serviceIds).select('id', 'end_date')).map(
      (s) => [s.id, s.end_date],
    ),
  );
  for (const order of orders) {
    const serviceId = order.renewal_of_service_id!;
    due.set(serviceId, {
      orderId: order.id,
      endDate: (ends.get(serviceId) ?? order.created_at).toISOString(),
      amount: santimToEtb(order.total_santim),
      days: order.duration_days,
      paymentReported: reported.has(order.id),
    });
  }
  return due;
}

/** The columns a ServiceSummary is made of: My Services reads only these (no credentials, no provider JSON). */
export const SERVICE_SUMMARY_COLUMNS = [
  'id',
  'provider_ref',
  'service_name',
  'game',
  'slots',
  'memory_mb',
  'cores',
  'disk_mb',
  'status',
  'current_status',
  'end_date',
  'terminated_at',
] as const satisfies readonly (keyof ServiceRow)[];

export type ServiceSummaryRow = Pick<ServiceRow, (typeof SERVICE_SUMMARY_COLUMNS)[number]>;

export function toServiceSummary(
  row: ServiceSummaryRow,
  now = clockNow(),
  renewalDue: RenewalDue | null = null,
): ServiceSummary {
  return {
    id: row.id,
    serviceId: row.provider_ref,
    serviceName: row.service_name,
    game: row.game,
    slots: row.slots,
    memory: row.memory_mb,
    cores: row.cores,
    disk: row.disk_mb,
    status: serviceStatusOf({ status: row.status, terminatedAt: row.terminated_at }),
    currentStatus: row.current_status,
    remainingDays: serviceDaysLeft({ endDate: row.end_date, terminatedAt: row.terminated_at }, now),
    renewalDue,
  };
}

/** Addresses as a service lists them (the customer's page and the console alike): IPv4 first, each lowest first. */
export function addressList(ips: readonly string[]): ServiceAddress[] {
  return sortIps(ips).map((ip) => ({ ip, family: isIpv4(ip) ? 'ipv4' : 'ipv6' }));
}

/**
 * Every address of a machine, IPv4 first: the list its driver recorded, or the one `ip` of a
 * connection stored before machines had several.
 */
export function serviceAddresses(connection: Connection): ServiceAddress[] {
  return addressList(connection.addresses?.length ? connection.addresses : [connection.ip]);
}

/**
 * The addresses each service holds from the shop's pools now (ip_allocations, live rows), by
 * service id: one query however many services (the `service_id` index). A machine is built with
 * these addresses, so they are the ones its connection lists; none before it is built or once it
 * is terminated (the drivers release them).
 */
export async function liveAddresses(
  db: Knex,
  serviceIds: readonly string[],
): Promise<Map<string, ServiceAddress[]>> {
  const byService = new Map<string, ServiceAddress[]>();
  if (serviceIds.length === 0) return byService;
  const rows = (await db('ip_allocations')
    .select('service_id', 'ip')
    .whereIn('service_id', serviceIds)
    .whereNull('released_at')) as Array<{ service_id: string; ip: string }>;
  const ips = new Map<string, string[]>();
  for (const row of rows) ips.set(row.service_id, [...(ips.get(row.service_id) ?? []), row.ip]);
  for (const [id, list] of ips) byService.set(id, addressList(list));
  return byService;
}

/**
 * One service for its owner: the specification, dates and power state, and how to connect
 * (address, port, user and password: the owner's only, decrypted for this answer).
 */
export function toServiceDetails(
  row: ServiceRow,
  connection: Connection | null,
  power: PowerStatus | null,
  now = clockNow(),
  renewalDue: RenewalDue | null = null,
): ServiceDetails {
  const isGame = row.type === 'GAME';
  const details: ServiceDetails = {
    id: row.id,
    serviceName: row.service_name,
    status: serviceStatusOf({ status: row.status, terminatedAt: row.terminated_at }),
    game: row.game,
    version: row.version,
    slots: row.slots,
    os: row.os,
    cores: row.cores,
    cpuType: row.cpu_type,
    baseSpeed: row.ghz_base,
    turboSpeed: row.ghz_turbo,
    memory: row.memory_mb,
    disk: row.disk_mb,
    traffic: row.traffic_tb,
    ipcount: row.ipcount,
    daysLeft: serviceDaysLeft({ endDate: row.end_date, terminatedAt: row.terminated_at }, now),
    startDate: row.start_date.toISOString(),
    endDate: row.end_date.toISOString(),
    currentStatus: power?.currentStatus ?? row.current_status,
    renewalDue,
  };
  if (isGame) {
    details.gameDetails = {
      gamename: row.game ?? row.service_name,
      ...(row.version ? { version: row.version } : {}),
      ...(connection ? { port: connection.port } : {}),
      uptime: power?.uptimeSeconds ?? 0,
    };
  }
  // How to get in (issue 39): the hostname and the keys a KVM machine was built with.
  if (row.hostname !== null) details.hostname = row.hostname;
  if (row.ssh_keys !== null) {
    details.sshKeys = row.ssh_keys.map((k) => ({ name: k.name, type: k.type, fingerprint: k.fingerprint }));
  }
  if (!connection) return details;
  details.addresses = serviceAddresses(connection);
  if (isGame) details.network = { ip: connection.ip, port: connection.port };
  else {
    const firstIpv4 = details.addresses.find((a) => a.family === 'ipv4');
    if (firstIpv4) details.ipv4 = { ip: firstIpv4.ip };
    details.port = connection.port;
  }
  if (connection.user) details.user = connection.user;
  if (connection.password) details.password = connection.password;
  return details;
}

export function toUserRef(
  user: Pick<UserRow, 'id' | 'username' | 'email' | 'phone'> | undefined,
  id: string,
): UserRef {
  return user
    ? { id: user.id, username: user.username, email: user.email, phone: user.phone }
    : { id, username: 'deleted', email: 'deleted@example.com', phone: null };
}

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

/** One order as the console shows it: customer, service, payment history, failure reason. */
export async function toAdminOrder(db: Knex, row: OrderRow): Promise<AdminOrder> {
  return (await toAdminOrders(db, [row]))[0]!;
}

type CustomerOf = Pick<UserRow, 'id' | 'username' | 'email' | 'phone'>;
type ServiceOf = Pick<ServiceRow, 'id' | 'provider_ref' | 'status'>;

/** The columns of `payments` a payment history is made of (toPayment). */
const PAYMENT_HISTORY_COLUMNS = [
  'id',
  'order_id',
  'amount_santim',
  'method',
  'reference',
  'paid_by',
  'account_suffix',
  'status',
  'period_days',
  'rejection_reason',
  'rejected_at',
  'created_at',
] as const satisfies readonly (keyof PaymentRow)[];

/** The payments of the orders, newest first, by order. */
async function paymentsByOrder(db: Knex, orderIds: readonly string[]): Promise<Map<string, PaymentRow[]>> {
  const rows = normalizeRows(
    'payments',
    await db('payments')
      .select(PAYMENT_HISTORY_COLUMNS)
      .whereIn('order_id', orderIds)
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]),
  );
  const byOrder = new Map<string, PaymentRow[]>();
  for (const p of rows) {
    const list = byOrder.get(p.order_id);
    if (list) list.push(p);
    else byOrder.set(p.order_id, [p]);
  }
  return byOrder;
}

/** The payment checks of these orders: per payment, and the newest per order (two queries). */
interface OrderChecks {
  byPayment: Map<string, PaymentVerification>;
  byOrder: Map<string, PaymentVerification>;
}

async function checksOf(
  db: Knex,
  orders: readonly Pick<OrderRow, 'id' | 'total_santim'>[],
  payments: ReadonlyMap<string, readonly PaymentRow[]>,
): Promise<OrderChecks> {
  return verificationsOfOrders(db, orders, payments);
}

/** An order as the console shows it, from its row, customer, service and payments (newest first). */
function adminOrderOf(
  row: OrderRow,
  customer: CustomerOf | undefined,
  service: ServiceOf | undefined,
  payments: readonly PaymentRow[],
  checks: OrderChecks,
): AdminOrder {
  const order = toOrder(row, { paymentReported: false, serviceId: service?.id ?? null });
  const user = toUserRef(customer, row.user_id);
  return {
    id: row.id,
    type: row.type,
    serviceName: row.service_name,
    specifications: order.specifications,
    totalPrice: order.totalPrice,
    pricing: order.pricing,
    discount: order.discount,
    paid: row.paid,
    status: apiOrderStatus(row),
    paymentReported: payments.some((p) => p.status === 'PENDING'),
    refundDue: row.refund_due_santim == null ? null : santimToEtb(row.refund_due_santim),
    renewalOfServiceId: row.renewal_of_service_id,
    duration: row.duration_days,
    createdAt: order.createdAt,
    user,
    service: service ? { id: service.id, serviceId: service.provider_ref, status: service.status } : null,
    paymentHistory: payments.map((p) => ({
      ...toPayment(p, row),
      order: { id: row.id, serviceName: row.service_name, user },
      verification: checks.byPayment.get(p.id) ?? null,
    })),
    verification: checks.byOrder.get(row.id) ?? null,
    failureReason: row.failure_reason,
  };
}

/**
 * Orders as the console shows them, in their order: the customers, services and payments of all
 * of them are read in three queries, however many orders there are.
 */
export async function toAdminOrders(db: Knex, rows: readonly OrderRow[]): Promise<AdminOrder[]> {
  if (rows.length === 0) return [];
  const orderIds = rows.map((r) => r.id);
  const userIds = [...new Set(rows.map((r) => r.user_id))];
  const [users, services, payments] = await Promise.all([
    db('users').select('id', 'username', 'email', 'phone').whereIn('id', userIds),
    // The service's id, provider id and status only: no credentials, no provider JSON.
    db('services')
      .select('id', 'order_id', 'provider_ref', 'status')
      .whereIn('order_id', orderIds)
      .then((found: Array<ServiceOf & { order_id: string }>) => found),
    paymentsByOrder(db, orderIds),
  ]);
  const userById = new Map(users.map((u: CustomerOf) => [u.id, u]));
  const serviceByOrder = new Map(services.map((s) => [s.order_id, s]));
  const checks = await checksOf(db, rows, payments);
  return rows.map((row) =>
    adminOrderOf(
      row,
      userById.get(row.user_id),
      serviceByOrder.get(row.id),
      payments.get(row.id) ?? [],
      checks,
    ),
  );
}

/**
 * What the console's order list reads in one query: an Order's columns (ORDER_COLUMNS), the
 * customer and failure reason, the customer's reference and the service's (a service is unique per
 * order; no credentials, no provider JSON).
 */
const ADMIN_ORDER_SELECT = [
  ...ORDER_COLUMNS,
  'orders.user_id',
  'orders.failure_reason',
  'orders.refund_due_santim',
  {
    customer_id: 'users.id',
    customer_username: 'users.username',
    customer_email: 'users.email',
    customer_phone: 'users.phone',
    service_id: 'services.id',
    service_provider_ref: 'services.provider_ref',
    service_status: 'services.status',
  },
];

/** A row of selectAdminOrders: the order's columns, its customer's and its service's. */
export interface AdminOrderJoined extends Record<string, unknown> {
  id: string;
  customer_id: string | null;
  customer_username: string;
  customer_email: string;
  customer_phone: string | null;
  service_id: string | null;
  service_provider_ref: string;
  service_status: ServiceRow['status'];
}

/** Adds to a query of `orders` what the console's order list shows of each: its columns, customer and service. */
export function selectAdminOrders(query: Knex.QueryBuilder): Knex.QueryBuilder {
  return query
    .select(ADMIN_ORDER_SELECT)
    .leftJoin('users', 'users.id', 'orders.user_id')
    .leftJoin('services', 'services.order_id', 'orders.id');
}

/** The orders of selectAdminOrders rows, in their order, with their payments (one more query). */
export async function adminOrdersOf(db: Knex, rows: readonly AdminOrderJoined[]): Promise<AdminOrder[]> {
  if (rows.length === 0) return [];
  const payments = await paymentsByOrder(
    db,
    rows.map((row) => row.id),
  );
  const orders = rows.map((joined) => normalizeRow('orders', joined));
  const checks = await checksOf(db, orders, payments);
  return rows.map((joined, index) => {
    const customer =
      joined.customer_id === null
        ? undefined
        : {
            id: joined.customer_id,
            username: joined.customer_username,
            email: joined.customer_email,
            phone: joined.customer_phone,
          };
    const service =
      joined.service_id === null
        ? undefined
        : { id: joined.service_id, provider_ref: joined.service_provider_ref, status: joined.service_status };
    return adminOrderOf(orders[index]!, customer, service, payments.get(joined.id) ?? [], checks);
  });
}

/** The orders of `ids` as the console's list shows them, in that order (an id no longer found is left out). */
export async function adminOrdersIn(db: Knex, ids: readonly string[]): Promise<AdminOrder[]> {
  if (ids.length === 0) return [];
  const found = (await selectAdminOrders(db('orders')).whereIn('orders.id', ids)) as AdminOrderJoined[];
  const byId = new Map(found.map((joined) => [joined.id, joined]));
  return adminOrdersOf(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}
