import { refundRefusal, SERVER_MESSAGES } from '@shop/domain';
import { useState, type FormEvent } from 'react';
import { useAdminRefundOrderMutation, type AdminOrder } from '../../../api';
import { Alert, Button, TextField } from '../../../components/ui';
import { ChapaRefundFinishForm } from './chapa-refund-finish-form';
import { RefundConfirmDialog } from './refund-confirm-dialog';

type Outcome = { tone: 'success' | 'danger'; message: string } | null;

/**
 * Refund and cancel a paid order (POST /admin/orders/{id}/refund), after a confirmation that says
 * what will happen (RefundConfirmDialog): the reason is kept in the audit log and on the credit note; the server terminates the service and, for a Chapa payment, has
 * Chapa give the money back. Offered while the server would take it (domain's refundRefusal).
 */
export function RefundOrderForm({ order }: { order: AdminOrder }) {
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [confirming, setConfirming] = useState(false);
  const [refund, { isLoading }] = useAdminRefundOrderMutation();
  const offered = refundRefusal(order) === null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (reason.trim() === '' || isLoading) return;
    setOutcome(null);
    setConfirming(true);
  }

  async function confirm() {
    try {
      const done = await refund({ id: order.id, refundOrderRequest: { reason } }).unwrap();
      setConfirming(false);
      setOutcome({
        tone: 'success',
        message: done.creditNoteNumber
          ? `${done.message} Credit note ${done.creditNoteNumber}.`
          : done.message,
      });
    } catch (error) {
      setConfirming(false);
      setOutcome({
        tone: 'danger',
        message: (error as { message?: string }).message ?? 'The refund failed.',
      });
    }
  }

  return (
    <div className="flex flex-col gap-3">
      {offered && (
        <form noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={submit}>
          <TextField
            className="flex-1"
            label="Refund reason"
            hint={
              order.refundDue === null
                ? 'Kept in the audit log and printed on the credit note.'
                : 'Kept in the audit log and given with the refund.'
            }
            value={reason}
            maxLength={500}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button type="submit" variant="danger" loading={isLoading} disabled={reason.trim() === ''}>
            {order.refundDue === null ? 'Refund and cancel…' : 'Refund the late payment…'}
          </Button>
        </form>
      )}
      <RefundConfirmDialog
        order={order}
        reason={reason}
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => void confirm()}
        submitting={isLoading}
      />
      {outcome && <Alert tone={outcome.tone}>{outcome.message}</Alert>}
      {/* Chapa may have given the money back already: the admin who finds it there finishes here. */}
      {outcome?.message === SERVER_MESSAGES.chapaRefundOutcomeUnknown && (
        <ChapaRefundFinishForm
          order={order}
          onFinished={(message) => setOutcome({ tone: 'success', message })}
        />
      )}
    </div>
  );
}
