import type {
  AdminOrder,
  AdminService,
  AdminUser,
  AdminPayment,
  AffiliateCode,
  Order,
  Payment,
  PaymentRejection,
  PaymentVerification,
  RenewalDue,
  ServiceDetails,
  ServiceSummary,
  UserRef,
} from '../api';
import type { MockDiscountCode, MockOrder, MockPayment, MockService, MockUser } from './db';
import {
  apiPaymentStatus,
  serviceDaysLeft,
  isRefunded,
  DEFAULT_LIFECYCLE_SETTINGS,
  etbToSantim,
  isAwaitingPayment,
  isUnpaidOrder,
  NOT_READY_STATES,
  santimToEtb,
  suspensionDueAt,
  terminationExpectedAt,
} from '@shop/domain';
import { db } from './state';
import { toServiceAddresses } from './addresses';

/** How the mock backend shapes its rows into the contract's answers. */

export function byNewest<T extends { createdAt: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** As the BFF's `ORDER BY created_at DESC, id DESC`: newest first, the larger id first on a tie. */
export function newestFirst<T extends { createdAt: string; id: string }>(rows: readonly T[]): T[] {
  const byTime = (a: T, b: T) => Date.parse(b.createdAt) - Date.parse(a.createdAt);
  return [...rows].sort((a, b) => byTime(a, b) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

export function userRef(userId: string): UserRef {
  const user = db.users.find((u) => u.id === userId);
  return user
    ? { id: user.id, username: user.username, email: user.email, phone: user.phone }
    : { id: userId, username: 'deleted', email: 'deleted@example.com', phone: null };
}

/** As the BFF: a report awaits while a PENDING payment exists; the service is the one made from it. */
export function toOrder(order: MockOrder): Order {
  const {
    userId: _userId,
    line: _line,
    discountCodeId: _discountCodeId,
    paidAt: _paidAt,
    kickbackSantim: _kickbackSantim,
    idempotencyKey: _idempotencyKey,
    idempotencyFingerprint: _idempotencyFingerprint,
    chapaMismatch: _chapaMismatch,
    chapaEnded: _chapaEnded,
    ...rest
  } = order;
  return {
    ...rest,
    paymentReported: db.payments.some((p) => p.orderId === order.id && p.status === 'PENDING'),
    serviceId: db.services.find((s) => s.orderId === order.id)?.id ?? null,
  };
}

/** As the BFF's refuseUnpayableOrder: the service a renewal order renews, ended or not. */
export function renewedServiceOf(order: MockOrder): { terminated: boolean } | null {
  if (!order.renewalOfServiceId) return null;
  const service = db.services.find((s) => s.id === order.renewalOfServiceId);
  return { terminated: Boolean(service?.terminatedAt) || service?.status === 'TERMINATED' };
}

/** A payment; the customer's own answers leave out the customer (the admin's lists name them). */
export function toPayment(payment: MockPayment, options?: { withCustomer: boolean }): Payment {
  const withCustomer = options?.withCustomer ?? true;
  const order = db.orders.find((o) => o.id === payment.orderId);
  const { orderId, verification: _verification, rejection, status, ...rest } = payment;
  const customer = withCustomer && order ? { user: userRef(order.userId) } : {};
  return {
    ...rest,
    status: apiPaymentStatus(status, order !== undefined && isRefunded(order)),
    currency: 'ETB',
    rejection: rejection ?? null,
    order: { id: orderId, serviceName: order?.serviceName, ...customer },
  };
}

/** A payment as the admin's answers carry it: with its receipt check (null when none). */
export function toAdminPayment(payment: MockPayment): AdminPayment {
  return { ...toPayment(payment), verification: payment.verification ?? null };
}

/** As the BFF: the order's newest check, of its payments' receipts or a Chapa mismatch. */
function orderVerification(order: MockOrder, payments: readonly MockPayment[]): PaymentVerification | null {
  const checks = [
    ...payments.flatMap((p) => (p.verification ? [p.verification] : [])),
    ...(order.chapaMismatch ? [order.chapaMismatch] : []),
  ];
  return checks.sort((a, b) => (b.checkedAt ?? '').localeCompare(a.checkedAt ?? ''))[0] ?? null;
}

/**
 * As the BFF's getMyOrderStatus: the newest report of an order with no open report, when an admin
 * rejected it.
 */
export function paymentRejectionOf(order: Order): PaymentRejection | null {
  if (order.paid || order.paymentReported) return null;
  const newest = newestFirst(db.payments.filter((p) => p.orderId === order.id))[0];
  return newest?.rejection ?? null;
}

export function toAdminOrder(order: MockOrder): AdminOrder {
  const service = db.services.find((s) => s.orderId === order.id);
  const payments = newestFirst(db.payments.filter((p) => p.orderId === order.id));
  return {
    id: order.id,
    type: order.type,
    serviceName: order.serviceName,
    specifications: order.specifications,
    totalPrice: order.totalPrice,
    pricing: order.pricing,
    discount: order.discount,
    paid: order.paid,
    status: order.status,
    paymentReported: payments.some((p) => p.status === 'PENDING'),
    refundDue: order.refundDue ?? null,
    renewalOfServiceId: order.renewalOfServiceId ?? null,
    duration: order.duration,
    createdAt: order.createdAt,
    user: userRef(order.userId),
    service: service ? { id: service.id, serviceId: service.serviceId, status: service.status } : null,
    paymentHistory: payments.map(toAdminPayment),
    verification: orderVerification(order, payments),
    failureReason: order.failureReason ?? null,
  };
}

/** As the BFF: the 5 newest orders, and the summary over all of them. */
export function toAdminUser(user: MockUser): AdminUser {
  const orders = newestFirst(db.orders.filter((o) => o.userId === user.id));
  const paid = orders.filter((o) => o.paid);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    phone: user.phone,
    createdAt: user.createdAt,
    isAdmin: user.isAdmin,
    orders: orders.slice(0, 5).map((o) => ({
      id: o.id,
      type: o.type,
      serviceName: o.serviceName,
      paid: o.paid,
      status: o.status,
      totalPrice: o.totalPrice,
      pricing: { totalPrice: o.pricing.totalPrice },
      createdAt: o.createdAt,
    })),
    orderSummary: {
      total: orders.length,
      paid: paid.length,
      pending: orders.filter(isAwaitingPayment).length,
      totalSpent: santimToEtb(paid.reduce((sum, o) => sum + etbToSantim(o.totalPrice), 0)),
    },
  };
}

/** As the BFF: the service's open renewal order (the latest), or null. */
export function renewalDueOf(service: MockService): RenewalDue | null {
  const open = db.orders
    .filter((o) => o.renewalOfServiceId === service.id && isUnpaidOrder(o))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .at(-1);
  if (!open) return null;
  return {
    orderId: open.id,
    endDate: new Date(service.endDate).toISOString(),
    amount: open.totalPrice,
    days: open.duration,
    paymentReported: db.payments.some((p) => p.orderId === open.id && p.status === 'PENDING'),
  };
}

export function toServiceSummary(service: MockService): ServiceSummary {
  return {
    id: service.id,
    serviceId: service.serviceId,
    serviceName: service.serviceName,
    game: service.game,
    slots: service.slots,
    memory: service.memory,
    cores: service.cores,
    disk: service.disk,
    status: service.status,
    currentStatus: service.currentStatus,
    remainingDays: serviceDaysLeft(service),
    renewalDue: renewalDueOf(service),
  };
}

/** As the BFF: connection details once the machine is ready; a game server has no login. */
export function toServiceDetails(service: MockService): ServiceDetails {
  const isGame = service.kind === 'GAME';
  const ready = !NOT_READY_STATES.includes(service.currentStatus);
  const details: ServiceDetails = {
    id: service.id,
    serviceName: service.serviceName,
    status: service.status,
    game: service.game,
    version: service.version,
    slots: service.slots,
    os: service.os,
    cores: service.cores,
    cpuType: service.cpuType,
    baseSpeed: service.baseSpeed,
    turboSpeed: service.turboSpeed,
    memory: service.memory,
    disk: service.disk,
    traffic: service.traffic,
    ipcount: service.ipcount,
    daysLeft: serviceDaysLeft(service),
    startDate: service.startDate,
    endDate: service.endDate,
    currentStatus: service.currentStatus,
    renewalDue: renewalDueOf(service),
  };
  if (service.hostname) details.hostname = service.hostname;
  if (service.sshKeys) {
    details.sshKeys = service.sshKeys.map((k) => ({
      name: k.name,
      type: k.type,
      fingerprint: k.fingerprint,
    }));
  }
  if (isGame) {
    details.gameDetails = {
      gamename: service.game ?? service.serviceName,
      ...(service.version ? { version: service.version } : {}),
      ...(ready ? { port: service.port } : {}),
      uptime: service.currentStatus === 'running' ? 3 * 86400 + 4 * 3600 + 17 * 60 : 0,
    };
  }
  if (!ready) return details;
  const addresses = toServiceAddresses(service.addresses ?? [service.ip]);
  if (isGame) return { ...details, addresses, network: { ip: service.ip, port: service.port } };
  const firstIpv4 = addresses.find((a) => a.family === 'ipv4');
  return {
    ...details,
    addresses,
    ...(firstIpv4 ? { ipv4: { ip: firstIpv4.ip } } : {}),
    port: service.sshPort,
    user: service.login,
    password: service.password,
  };
}

/**
 * The console's lifecycle fields, with the shop's default settings (as the BFF's). The mock runs
 * no sweep, so no termination warning has gone out: the date counts from when it would.
 */
function lifecycleOf(service: MockService) {
  const end = new Date(service.endDate);
  const terminated = service.status === 'TERMINATED';
  return {
    renewalDue: renewalDueOf(service),
    holdUntil: service.holdUntil ?? null,
    suspendsAt:
      terminated || service.status === 'EXPIRED'
        ? null
        : suspensionDueAt(end, DEFAULT_LIFECYCLE_SETTINGS).toISOString(),
    terminatesAt: terminated
      ? null
      : terminationExpectedAt(end, DEFAULT_LIFECYCLE_SETTINGS, {
          warnedAt: null,
          holdUntil: service.holdUntil,
          now: new Date(),
        }).toISOString(),
    terminatedAt: service.terminatedAt ?? null,
  };
}

/**
 * The addresses a service holds now, as the BFF reads them from its live ip_allocations: a built
 * machine's, none before it is built (or once its build failed) nor once it is terminated.
 */
export function heldAddresses(service: MockService): AdminService['addresses'] {
  if (NOT_READY_STATES.includes(service.currentStatus) || service.status === 'TERMINATED') return [];
  return toServiceAddresses(service.addresses ?? [service.ip]);
}

/**
 * A game server's address on its node, `ip:port` (`[addr]:port` for IPv6), as the BFF stores it
 * when the machine is built (services.game_address): null for a KVM machine, before the build (or
 * once it failed) and once terminated.
 */
export function gameAddressOf(service: MockService): string | null {
  if (service.kind !== 'GAME' || heldAddresses(service).length === 0) return null;
  return `${service.ip.includes(':') ? `[${service.ip}]` : service.ip}:${service.port}`;
}

export function toAdminService(service: MockService): AdminService {
  const order = db.orders.find((o) => o.id === service.orderId);
  const paid = byNewest(
    db.payments.filter((p) => p.orderId === service.orderId && p.status === 'SUCCESS'),
  )[0];
  return {
    id: service.id,
    serviceId: service.serviceId,
    serviceName: service.serviceName,
    status: service.status,
    startDate: service.startDate,
    endDate: service.endDate,
    daysLeft: serviceDaysLeft(service),
    addresses: heldAddresses(service),
    gameAddress: gameAddressOf(service),
    cores: service.cores,
    cpuType: service.cpuType,
    memory: service.memory,
    disk: service.disk,
    traffic: service.traffic,
    ipcount: service.ipcount,
    slots: service.slots,
    version: service.version,
    game: service.game,
    ...lifecycleOf(service),
    order: { id: service.orderId, user: userRef(service.userId) },
    paymentStatus: {
      isPaid: order?.paid ?? false,
      paymentMethod: paid?.paymentMethod ?? null,
      paymentReference: paid?.paymentReference ?? null,
      paidBy: paid?.paidBy ?? null,
    },
  };
}

export function toAffiliateCode(code: MockDiscountCode): AffiliateCode {
  return {
    id: code.id,
    code: code.code,
    isActive: code.isActive,
    discount: code.discount,
    affiliateKickback: code.affiliateKickback,
    createdAt: code.createdAt,
  };
}
