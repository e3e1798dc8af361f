import type { Payment, PaymentMethod, PaymentStatus } from '../../../api';
import type { BadgeTone } from '../../../components/ui';

const METHOD_LABELS: Record<PaymentMethod, string> = {
  TELEBIRR: 'telebirr',
  CBE: 'CBE',
  CHAPA: 'Chapa (online)',
};

const STATUS_LABELS: Record<PaymentStatus, string> = {
  SUCCESS: 'Success',
  PENDING: 'Pending',
  FAILED: 'Failed',
  REFUNDED: 'Refunded',
};

const STATUS_TONES: Record<PaymentStatus, BadgeTone> = {
  SUCCESS: 'success',
  PENDING: 'warning',
  FAILED: 'danger',
  REFUNDED: 'neutral',
};

export function paymentMethodLabel(method: PaymentMethod): string {
  return METHOD_LABELS[method] ?? method;
}

export function paymentStatusLabel(status: PaymentStatus): string {
  return STATUS_LABELS[status] ?? status;
}

export function paymentStatusTone(status: PaymentStatus): BadgeTone {
  return STATUS_TONES[status] ?? 'neutral';
}

/** '30 days', '1 day'. */
export function periodText(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** A share of a total in percent with one decimal ('66.7%'); '0.0%' when there is nothing yet. */
export function percentText(part: number, total: number): string {
  const percent = total > 0 ? (part / total) * 100 : 0;
  return `${percent.toFixed(1)}%`;
}

/** Who the payment is from: the shop's customer (when the answer names one). */
export function customerOf(payment: Pick<Payment, 'order'>) {
  return payment.order.user ?? null;
}
