import { INVALID_CONFIG_TYPE, ORDER_ID_MISSING, ORDER_NOT_RETURNED } from '@shop/domain';
import type { ClientPricing, CreateGameOrderRequest, CreateKvmOrderRequest, Order } from '../../api';
import type { PendingConfiguration } from './checkout-slice';

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
  throw new Error(INVALID_CONFIG_TYPE);
}

/** The created order, or the spec's error when the answer holds no order or an order without id. */
export function createdOrder(answer: unknown): Order {
  if (!answer || typeof answer !== 'object') throw new Error(ORDER_NOT_RETURNED);
  const order = answer as Partial<Order>;
  if (typeof order.id !== 'string' || order.id === '') throw new Error(ORDER_ID_MISSING);
  return order as Order;
}
