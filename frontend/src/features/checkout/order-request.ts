import { INVALID_CONFIG_TYPE, ORDER_ID_MISSING, ORDER_NOT_RETURNED } from '@shop/domain';
import type { ClientPricing, CreateGameOrderRequest, CreateKvmOrderRequest, Order } from '../../api';
import type { PendingConfiguration } from '../../store/checkout-slice';

/** Why the client could not build the request or read the answer (the page words each reason). */
export type OrderFailureReason = 'notReturned' | 'idMissing' | 'invalidType';

const REASON_TEXTS: Readonly<Record<OrderFailureReason, string>> = {
  notReturned: ORDER_NOT_RETURNED,
  idMissing: ORDER_ID_MISSING,
  invalidType: INVALID_CONFIG_TYPE,
};

/** An order failure of the client's own: its message is the spec's English text, `reason` its key. */
export class OrderFailure extends Error {
  readonly reason: OrderFailureReason;
  constructor(reason: OrderFailureReason) {
    super(REASON_TEXTS[reason]);
    this.name = 'OrderFailure';
    this.reason = reason;
  }
}

export type OrderRequest =
  { type: 'kvm'; body: CreateKvmOrderRequest } | { type: 'game'; body: CreateGameOrderRequest };

/**
 * The body of POST /orders/kvm or /orders/game. `totalPrice` is what the customer saw (after the
 * coupon); the server prices the order again and its answer is what counts.
 */
export function orderRequest(
  config: PendingConfiguration,
  totalPrice: number,
  discountCode: string | null,
  /** A KVM server's hostname and SSH keys (issue 39): empty fields are left out. */
  access: { hostname?: string; sshKeyIds: string[] } = { sshKeyIds: [] },
): OrderRequest {
  const pricing: ClientPricing = {
    basePrice: config.pricing.basePrice,
    totalPrice,
    currency: config.pricing.currency,
    billingCycle: config.pricing.billingCycle,
  };
  const coupon = discountCode ? { discountCode } : {};
  if (config.type === 'kvm') {
    return {
      type: 'kvm',
      body: {
        id: config.id,
        serviceName: config.serviceName,
        os: config.os,
        osId: config.osId,
        specifications: { ...config.specifications },
        pricing,
        ...coupon,
        ...(access.hostname ? { hostname: access.hostname } : {}),
        ...(access.sshKeyIds.length > 0 ? { sshKeyIds: access.sshKeyIds } : {}),
      },
    };
  }
  if (config.type === 'game') {
    const duration = config.duration || config.specifications.duration;
    return {
      type: 'game',
      body: {
        id: config.id,
        serviceName: config.serviceName,
        specifications: { ...config.specifications, duration },
        pricing,
        duration,
        ...coupon,
      },
    };
  }
  throw new OrderFailure('invalidType');
}

/** The created order, or the spec's error when the answer holds no order or an order without id. */
export function createdOrder(answer: unknown): Order {
  if (!answer || typeof answer !== 'object') throw new OrderFailure('notReturned');
  const order = answer as Partial<Order>;
  if (typeof order.id !== 'string' || order.id === '') throw new OrderFailure('idMissing');
  return order as Order;
}
