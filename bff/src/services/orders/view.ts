import type { OrderRow } from '@shop/db';
import { apiOrderStatus, basisPointsToPercent, santimToEtb } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';

export type Order = components['schemas']['Order'];

export interface OrderExtras {
  /** A payment report awaits an admin's confirmation. */
  paymentReported: boolean;
  serviceId: string | null;
}

/** An order row as the API carries it: money in ETB, the applied coupon as `{ code, discount }`. */
export function toOrder(row: OrderRow, extras: OrderExtras): Order {
  const money = {
    basePrice: santimToEtb(row.base_price_santim),
    extrasPrice: santimToEtb(row.extras_santim),
    durationDiscount: santimToEtb(row.duration_discount_santim),
    subtotal: santimToEtb(row.subtotal_santim),
    couponDiscount: santimToEtb(row.coupon_discount_santim),
    vat: santimToEtb(row.vat_santim),
    totalPrice: santimToEtb(row.total_santim),
  };
  return {
    id: row.id,
    type: row.type,
    serviceName: row.service_name,
    status: apiOrderStatus(row),
    paid: row.paid,
    paymentReported: extras.paymentReported,
    specifications: row.specifications as Order['specifications'],
    duration: row.duration_days,
    pricing: { ...money, currency: 'ETB', billingCycle: 'One-time' },
    discount:
      row.discount_code !== null && row.discount_bp !== null
        ? { code: row.discount_code, discount: basisPointsToPercent(row.discount_bp) }
        : null,
    basePrice: money.basePrice,
    totalPrice: money.totalPrice,
    serviceId: extras.serviceId,
    renewalOfServiceId: row.renewal_of_service_id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
