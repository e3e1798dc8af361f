/** Orders as the console shows them: customer, service, payment history and its checks, failure reason. */
import { normalizeRow, normalizeRows } from '@shop/db';
import type { OrderRow, PaymentRow, ServiceRow, UserRow } from '@shop/db';
import { apiOrderStatus, santimToEtb } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import type { Knex } from 'knex';
import { ORDER_COLUMNS } from '../orders/read.ts';
import { toOrder } from '../orders/view.ts';
import { toPayment } from '../payments/view.ts';
import { verificationsOfOrders } from './verification-views.ts';
import type { PaymentVerification } from './verification-views.ts';
import { toUserRef } from './user-ref.ts';

export type AdminOrder = components['schemas']['AdminOrder'];

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
