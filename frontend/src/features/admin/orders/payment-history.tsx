import type { AdminPayment, Payment } from '../../../api';
import { Badge, type BadgeTone } from '../../../components/ui';
import { formatAddisDateTime, formatBirr } from '../shared';
import { paymentStatusLabel } from '../payments/payment-display';
import { verificationLabel, verificationTone } from '../payments/verification-display';

const STATUS_TONES: Record<Payment['status'], BadgeTone> = {
  SUCCESS: 'success',
  PENDING: 'warning',
  FAILED: 'danger',
  REFUNDED: 'neutral',
};

const METHOD_LABELS: Record<Payment['paymentMethod'], string> = {
  TELEBIRR: 'telebirr',
  CBE: 'CBE',
  CHAPA: 'Chapa (online)',
};

/** The order's payments, newest first: when, how much, how, the reference, who paid and the outcome. */
export function PaymentHistory({ payments }: { payments: AdminPayment[] }) {
  if (payments.length === 0) return <p className="text-ink-muted">No payments recorded.</p>;
  return (
    <ul aria-label="Payments" className="flex flex-col divide-y divide-line rounded-card border border-line">
      {payments.map((payment) => (
        <li key={payment.id} className="flex flex-col gap-1.5 p-3 sm:flex-row sm:items-center sm:gap-4">
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-ink">
              {formatBirr(payment.amount)}{' '}
              <span className="font-normal text-ink-muted">
                via {METHOD_LABELS[payment.paymentMethod] ?? payment.paymentMethod}
              </span>
            </p>
            <p className="truncate text-xs text-ink-muted">
              Ref <span className="font-mono">{payment.paymentReference}</span> · paid by {payment.paidBy}
              {payment.accountSuffix ? ` · account …${payment.accountSuffix}` : ''}
            </p>
            {payment.rejection && (
              <p className="text-xs break-words text-danger-700">
                Rejected {formatAddisDateTime(payment.rejection.rejectedAt)}: {payment.rejection.reason}
              </p>
            )}
          </div>
          <div className="flex items-center gap-3 text-xs text-ink-muted">
            <span>{formatAddisDateTime(payment.createdAt)}</span>
            {payment.verification && (
              <Badge tone={verificationTone(payment.verification.status)}>
                {verificationLabel(payment.verification.status)}
              </Badge>
            )}
            <Badge tone={STATUS_TONES[payment.status] ?? 'neutral'}>
              {paymentStatusLabel(payment.status)}
            </Badge>
          </div>
        </li>
      ))}
    </ul>
  );
}
