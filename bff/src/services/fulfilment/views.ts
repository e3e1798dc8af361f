/** Service and admin-order rows as the contract carries them. */
import { normalizeRows } from '@shop/db';
import type { OrderRow, PaymentRow, ServiceRow, UserRow } from '@shop/db';
import { daysLeft } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import type { Connection, PowerStatus } from '../../providers/types.ts';
import { toOrder } from '../orders.ts';
import { toPayment } from '../payments.ts';

export type ServiceSummary = components['schemas']['ServiceSummary'];
export type ServiceDetails = components['schemas']['ServiceDetails'];
export type AdminService = components['schemas']['AdminService'];
export type AdminOrder = components['schemas']['AdminOrder'];
export type UserRef = components['schemas']['UserRef'];

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
] as const satisfies readonly (keyof ServiceRow)[];

export type ServiceSummaryRow = Pick<ServiceRow, (typeof SERVICE_SUMMARY_COLUMNS)[number]>;

export function toServiceSummary(row: ServiceSummaryRow, now = new Date()): ServiceSummary {
  return {
    id: row.id,
    serviceId: row.provider_ref,
    serviceName: row.service_name,
    game: row.game,
    slots: row.slots,
    memory: row.memory_mb,
    cores: row.cores,
    disk: row.disk_mb,
    status: row.status,
    currentStatus: row.current_status,
    remainingDays: daysLeft(row.end_date, now),
  };
}

/**
 * One service for its owner: the specification, dates and power state, and how to connect
 * (address, port, user and password: the owner's only, decrypted for this answer).
 */
export function toServiceDetails(
  row: ServiceRow,
  connection: Connection | null,
  power: PowerStatus | null,
  now = new Date(),
): ServiceDetails {
  const isGame = row.type === 'GAME';
  const details: ServiceDetails = {
    id: row.id,
    serviceName: row.service_name,
    status: row.status,
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
    daysLeft: daysLeft(row.end_date, now),
    startDate: row.start_date.toISOString(),
    endDate: row.end_date.toISOString(),
    currentStatus: power?.currentStatus ?? row.current_status,
  };
  if (isGame) {
    details.gameDetails = {
      gamename: row.game ?? row.service_name,
      ...(row.version ? { version: row.version } : {}),
      ...(connection ? { port: connection.port } : {}),
      uptime: power?.uptimeSeconds ?? 0,
    };
  }
  if (!connection) return details;
  if (isGame) details.network = { ip: connection.ip, port: connection.port };
  else {
    details.ipv4 = { ip: connection.ip };
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
] as const satisfies readonly (keyof ServiceRow)[];

export type AdminServiceRow = Pick<ServiceRow, (typeof ADMIN_SERVICE_COLUMNS)[number]>;

/**
 * Services as the console shows them, with their customer and payment status: three queries
 * (orders, customers, payments) however many services, so a page of the list costs the same as one.
 */
export async function toAdminServices(
  db: Knex,
  rows: readonly AdminServiceRow[],
  now = new Date(),
): Promise<AdminService[]> {
  if (rows.length === 0) return [];
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
  return rows.map((row) => {
    const payment = payments.get(row.order_id);
    return {
      id: row.id,
      serviceId: row.provider_ref,
      serviceName: row.service_name,
      status: row.status,
      startDate: row.start_date.toISOString(),
      endDate: row.end_date.toISOString(),
      daysLeft: daysLeft(row.end_date, now),
      cores: row.cores,
      cpuType: row.cpu_type,
      memory: row.memory_mb,
      disk: row.disk_mb,
      traffic: row.traffic_tb,
      ipcount: row.ipcount,
      slots: row.slots,
      version: row.version,
      game: row.game,
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
  now = new Date(),
): Promise<AdminService> {
  return (await toAdminServices(db, [row], now))[0]!;
}

/** One order as the console shows it: customer, service, payment history, failure reason. */
export async function toAdminOrder(db: Knex, row: OrderRow): Promise<AdminOrder> {
  return (await toAdminOrders(db, [row]))[0]!;
}

/**
 * Orders as the console shows them, in their order: the customers, services and payments of all
 * of them are read in three queries, however many orders there are (an admin list's page).
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
      .then((found: Array<Pick<ServiceRow, 'id' | 'order_id' | 'provider_ref' | 'status'>>) => found),
    db('payments')
      .whereIn('order_id', orderIds)
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .then((found) => normalizeRows('payments', found)),
  ]);
  const userById = new Map(users.map((u: Pick<UserRow, 'id' | 'username' | 'email' | 'phone'>) => [u.id, u]));
  const serviceByOrder = new Map(services.map((s) => [s.order_id, s]));
  const paymentsByOrder = new Map<string, PaymentRow[]>();
  for (const p of payments) paymentsByOrder.set(p.order_id, [...(paymentsByOrder.get(p.order_id) ?? []), p]);
  return rows.map((row) => {
    const service = serviceByOrder.get(row.id);
    const order = toOrder(row, { paymentReported: false, serviceId: service?.id ?? null });
    const user = toUserRef(userById.get(row.user_id), row.user_id);
    return {
      id: row.id,
      type: row.type,
      serviceName: row.service_name,
      specifications: order.specifications,
      totalPrice: order.totalPrice,
      pricing: order.pricing,
      discount: order.discount,
      paid: row.paid,
      status: row.status,
      duration: row.duration_days,
      createdAt: order.createdAt,
      user,
      service: service ? { id: service.id, serviceId: service.provider_ref, status: service.status } : null,
      paymentHistory: (paymentsByOrder.get(row.id) ?? []).map((p) => ({
        ...toPayment(p, row),
        order: { id: row.id, serviceName: row.service_name, user },
      })),
      failureReason: row.failure_reason,
    };
  });
}
