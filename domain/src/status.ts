/** Order and service status rules, days left and short ids. */
import { ORDER_STATUSES } from './enums';
import type { OrderStatusValue } from './enums';

/** The order statuses by name (`OrderStatus.PENDING`), from the contract's list. */
export const OrderStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, s])) as {
  readonly [S in OrderStatusValue]: S;
};
export type OrderStatus = OrderStatusValue;

export type OrderTab = 'pending' | 'concluded';

/** My Orders tabs: PENDING and PROVISIONING are pending; every other status is concluded. */
export function orderTab(status: string): OrderTab {
  return status === OrderStatus.PENDING || status === OrderStatus.PROVISIONING ? 'pending' : 'concluded';
}

export interface OrderPaymentState {
  status: string;
  paid: boolean;
  /** The customer has reported a payment that the admin has not confirmed yet. */
  paymentReported: boolean;
}

/**
 * Every order status in English, the one table the console, the mails (orders' details) and the
 * customer's pages (orderStatusLabel, which splits PENDING further) write them from; the app's
 * translations are catalogue keys of these statuses.
 */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatusValue, string>> = {
  PENDING: 'Pending',
  PROVISIONING: 'Provisioning',
  ACTIVE: 'Active',
  FAILED: 'Failed',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
  REFUNDED: 'Refunded',
};

/** Whether `status` is one of the contract's order statuses. */
export function isOrderStatus(status: string): status is OrderStatusValue {
  return Object.hasOwn(ORDER_STATUS_LABELS, status);
}

/** What the customer sees for an order's status. An unknown status shows as it is. */
export function orderStatusLabel(order: OrderPaymentState): string {
  if (order.status === OrderStatus.PENDING) {
    if (order.paid) return 'Processing';
    return order.paymentReported ? 'Awaiting Confirmation' : 'Pending Payment';
  }
  return isOrderStatus(order.status) ? ORDER_STATUS_LABELS[order.status] : order.status;
}

/** 'Complete Payment' is offered only for a PENDING, unpaid order whose payment is not reported yet. */
export function canCompletePayment(order: OrderPaymentState): boolean {
  return order.status === OrderStatus.PENDING && !order.paid && !order.paymentReported;
}

export interface AdminOrderState {
  paid: boolean;
  /** Whether a service was created from the order. */
  hasService: boolean;
  /** An open payment report awaits the admin's confirmation or rejection. */
  paymentReported?: boolean;
  /** Money (ETB) paid after the order was cancelled and owed back. */
  refundDue?: number | null;
}

/** Admin: Mark as Paid is offered for an unpaid order. */
export function canMarkPaid(order: AdminOrderState): boolean {
  return !order.paid;
}

/** Admin: a service is created from a paid order that has none yet. */
export function canCreateService(order: AdminOrderState): boolean {
  return order.paid && !order.hasService;
}

/**
 * Admin: an order may be deleted only while it is unpaid, has no service and no open payment
 * report (that one is confirmed or rejected instead: domain's reportedOrderDeleteRefusal), and no
 * money paid after its cancellation is owed back (that one is refunded first).
 */
export function canDeleteOrder(order: AdminOrderState): boolean {
  return !order.paid && !order.hasService && !order.paymentReported && order.refundDue == null;
}

/**
 * The statuses of a service that can come back, so My Services lists them under Active Services:
 * ACTIVE; INACTIVE (suspended by the shop, which lifts it); EXPIRED (past its end date and
 * suspended on its provider until its renewal is paid). TERMINATED (its machine is gone) and any
 * other value are Past Services.
 */
export const CURRENT_SERVICE_STATUSES: readonly string[] = ['ACTIVE', 'INACTIVE', 'EXPIRED'];

/**
 * My Services' Active Services: a service that can come back (CURRENT_SERVICE_STATUSES), whatever
 * its days left: a server waiting for its renewal is not gone. Everything else is past.
 */
export function isActiveService(service: { status: string }): boolean {
  return CURRENT_SERVICE_STATUSES.includes(service.status);
}

/**
 * What brings a service that is not running for the customer back: 'renewal' for an EXPIRED one
 * (paying its renewal, or extending it, wakes it up), 'support' for one the shop suspended
 * (INACTIVE: a renewal does not lift that), null when there is nothing to do (ACTIVE) or nothing
 * left (TERMINATED).
 */
export type ServiceResume = 'renewal' | 'support';

export function serviceResume(service: { status: string }): ServiceResume | null {
  if (service.status === 'EXPIRED') return 'renewal';
  if (service.status === 'INACTIVE') return 'support';
  return null;
}

export const EXPIRY_WARNING_DAYS = 7;
/** Ethiopia keeps East Africa Time, UTC+3, with no daylight saving. */
export const ADDIS_ABABA_UTC_OFFSET_HOURS = 3;
const MS_PER_DAY = 86_400_000;
const OFFSET_MS = ADDIS_ABABA_UTC_OFFSET_HOURS * 3_600_000;

function toTime(date: Date | string): number {
  const time = new Date(date).getTime();
  if (Number.isNaN(time)) throw new RangeError(`Not a date: ${String(date)}`);
  return time;
}

/** The calendar day in Africa/Addis_Ababa, counted in days since 1970-01-01. */
function addisDayNumber(time: number): number {
  return Math.floor((time + OFFSET_MS) / MS_PER_DAY);
}

/** The calendar date in Africa/Addis_Ababa as 'YYYY-MM-DD'. Throws RangeError on an invalid date. */
export function addisDate(date: Date | string): string {
  return new Date(addisDayNumber(toTime(date)) * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * Whole days from today to the end date, both taken as calendar dates in Africa/Addis_Ababa:
 * 0 on the last day, negative once past. Throws RangeError on an invalid date.
 */
export function daysLeft(endDate: Date | string, now: Date = new Date()): number {
  return addisDayNumber(toTime(endDate)) - addisDayNumber(toTime(now));
}

/** A service's days left: none (0) once it is terminated (refunded or ended by the lifecycle). */
export function serviceDaysLeft(
  service: { endDate: Date | string; terminatedAt?: Date | string | null },
  now: Date = new Date(),
): number {
  return service.terminatedAt ? 0 : daysLeft(service.endDate, now);
}

/** 0 to 7 days left. */
export function isExpiring(days: number): boolean {
  return days >= 0 && days <= EXPIRY_WARNING_DAYS;
}

/** Fewer than 0 days left. */
export function isExpired(days: number): boolean {
  return days < 0;
}

export const SHORT_ID_LENGTH = 8;

/** The first 8 characters of an id, as the console shows it. */
export function shortId(id: string): string {
  return id.slice(0, SHORT_ID_LENGTH);
}

/**
 * An order's number, written one way everywhere (pages, console, mails, invoices, the transfer's
 * reason): its id's first 8 characters in capitals, 'B9543A05'. The console's search finds it in
 * any case.
 */
export function orderNumber(orderId: string): string {
  return shortId(orderId).toUpperCase();
}

/**
 * An expiry reminder is due for a service that is not suspended by an admin and has
 * EXPIRY_WARNING_DAYS (7) or fewer days left, or has expired.
 */
export function isReminderDue(service: { status: string; daysLeft: number }): boolean {
  return service.status !== 'INACTIVE' && service.daysLeft <= EXPIRY_WARNING_DAYS;
}
