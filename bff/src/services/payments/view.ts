/** A payment as the contract carries it, to its customer and in the console's payment history. */
import type { OrderRow, PaymentRow } from '@shop/db';
import { apiPaymentStatus, isRefunded, santimToEtb } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';

export type Payment = components['schemas']['Payment'];

export function toPayment(
  row: PaymentRow,
  order: Pick<OrderRow, 'id' | 'service_name' | 'paid' | 'status'>,
): Payment {
  return {
    id: row.id,
    amount: santimToEtb(row.amount_santim),
    currency: 'ETB',
    paymentMethod: row.method,
    paymentReference: row.reference,
    paidBy: row.paid_by,
    accountSuffix: row.account_suffix,
    status: apiPaymentStatus(row.status, isRefunded(order)),
    rejection:
      row.rejection_reason && row.rejected_at
        ? { reason: row.rejection_reason, rejectedAt: row.rejected_at.toISOString() }
        : null,
    periodOf: row.period_days,
    createdAt: row.created_at.toISOString(),
    order: { id: order.id, serviceName: order.service_name },
  };
}
