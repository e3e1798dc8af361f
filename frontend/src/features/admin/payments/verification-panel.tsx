import { MARK_PAID_SUCCESS_TEXT } from '@shop/domain';
import type { ManualPaymentMethod } from '@shop/domain';
import { useState } from 'react';
import { useAdminMarkOrderPaidMutation, type PaymentVerification } from '../../../api';
import { Alert, Badge, Button } from '../../../components/ui';
import { writeFailureMessage } from '../orders/order-errors';
import { DetailsSection, formatAddisDateTime, formatBirr, type DetailRow } from '../shared';
import { verificationLabel, verificationNote, verificationTone } from './verification-display';

/** The customer's report a one-click confirm marks the order paid with. */
export type ReportToConfirm = {
  orderId: string;
  /** The report itself: the server refuses (409) if it was rejected meanwhile. */
  paymentId: string;
  paymentMethod: ManualPaymentMethod;
  paymentReference: string;
  paidBy: string;
};

export type VerificationPanelProps = {
  verification: PaymentVerification;
  /** The pending report of an unpaid order; absent or null: no confirm offered. */
  report?: ReportToConfirm | null;
};

const text = (value: string | null) => value ?? '—';
const mono = (value: string | null) => <span className="font-mono text-xs break-all">{text(value)}</span>;

function receiptRows(receipt: NonNullable<PaymentVerification['receipt']>): DetailRow[] {
  return [
    { label: 'Payer', value: text(receipt.payer) },
    { label: 'Payer account', value: mono(receipt.payerAccount) },
    { label: 'Receiver', value: text(receipt.receiver) },
    { label: 'Receiver account', value: mono(receipt.receiverAccount) },
    { label: 'Amount', value: receipt.amount === null ? '—' : formatBirr(receipt.amount) },
    { label: 'Date', value: receipt.date ? formatAddisDateTime(receipt.date) : '—' },
    ...(receipt.status ? [{ label: 'Status', value: receipt.status }] : []),
    { label: 'Reference', value: mono(receipt.reference) },
  ];
}

/**
 * A payment's check against the bank's receipt (or a Chapa transaction that did not match), beside
 * the report: the state, the reasons in words, what the receipt said, and the admin's one-click
 * confirm with what the customer reported (the ordinary mark-paid).
 */
export function VerificationPanel({ verification, report }: VerificationPanelProps) {
  const [markPaid, state] = useAdminMarkOrderPaidMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const title = verification.method === 'CHAPA' ? 'Online payment check' : 'Receipt check';

  async function confirm() {
    if (!report) return;
    try {
      const { orderId, ...markPaidRequest } = report;
      await markPaid({ id: orderId, markPaidRequest }).unwrap();
      setOutcome({ ok: true, message: MARK_PAID_SUCCESS_TEXT });
    } catch (error) {
      setOutcome({ ok: false, message: writeFailureMessage(error) });
    }
  }

  return (
    <section aria-label={title} className="flex flex-col gap-3 rounded-control border border-line p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-ink">{title}</h3>
        <Badge tone={verificationTone(verification.status)}>{verificationLabel(verification.status)}</Badge>
      </div>
      <p className="text-sm text-ink-muted">
        {verificationNote(verification)}
        {verification.checkedAt ? ` Checked ${formatAddisDateTime(verification.checkedAt)}.` : ''}
      </p>
      {verification.reasons.length > 0 && (
        <ul aria-label="Reasons" className="list-disc ps-5 text-sm font-medium text-danger-700">
          {verification.reasons.map((reason) => (
            <li key={reason.code}>{reason.text}</li>
          ))}
        </ul>
      )}
      {verification.receipt && (
        <DetailsSection title="What the receipt says" rows={receiptRows(verification.receipt)} />
      )}
      {outcome && (
        <Alert
          tone={outcome.ok ? 'success' : 'danger'}
          title={outcome.ok ? 'Payment confirmed' : 'Not confirmed'}
        >
          {outcome.message}
        </Alert>
      )}
      {report && !outcome?.ok && (
        <div>
          <Button
            size="sm"
            variant={verification.status === 'VERIFIED' ? 'primary' : 'outline'}
            loading={state.isLoading}
            onClick={() => void confirm()}
          >
            {verification.status === 'VERIFIED' ? 'Confirm payment' : 'Confirm anyway'}
          </Button>
        </div>
      )}
    </section>
  );
}
