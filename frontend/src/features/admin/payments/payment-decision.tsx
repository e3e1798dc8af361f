import { MARK_PAID_FAILED_TITLE, MARK_PAID_SUCCESS_TEXT, MARK_PAID_SUCCESS_TITLE } from '@shop/domain';
import { useState } from 'react';
import {
  useAdminMarkOrderPaidMutation,
  useAdminRejectPaymentMutation,
  type AdminPayment,
} from '../../../api';
import { MarkPaidDialog } from '../orders/mark-paid-dialog';
import type { PaymentTarget } from '../orders/mark-paid-form';
import { writeFailureMessage } from '../orders/order-errors';
import { RejectPaymentDialog } from '../orders/reject-payment-dialog';
import { REJECT_PAYMENT_FAILED_TITLE, REJECT_PAYMENT_SUCCESS_TITLE } from '../orders/use-order-actions';
import { ResultDialog, type ActionResult } from '../shared';

/** The two answers to a reported payment. */
export type PaymentDecision = 'confirm' | 'reject';

/**
 * A customer's open CBE or Telebirr report as Confirm and Reject take it: its order's id, service
 * and customer, the amount due (the report's amount is the order's total) and the report itself.
 * Null for anything else (a confirmed, rejected or online payment).
 */
export function paymentTargetOf(payment: AdminPayment): PaymentTarget | null {
  const manual = payment.paymentMethod === 'CBE' || payment.paymentMethod === 'TELEBIRR';
  if (payment.status !== 'PENDING' || !manual || !payment.order.user) return null;
  return {
    id: payment.order.id,
    serviceName: payment.order.serviceName ?? '',
    totalPrice: payment.amount,
    user: payment.order.user,
    paymentHistory: [payment],
  };
}

/**
 * Confirm (prefilled with the report) and Reject with a reason, from the Payments screen: the same
 * dialogs and calls as the Orders queue, then the result.
 */
export function PaymentDecisionDialogs({
  decision,
  payment,
  onClose,
}: {
  decision: PaymentDecision | null;
  payment: AdminPayment | null;
  onClose: () => void;
}) {
  const [markPaid, markPaidState] = useAdminMarkOrderPaidMutation();
  const [rejectPayment, rejectState] = useAdminRejectPaymentMutation();
  const [result, setResult] = useState<ActionResult | null>(null);
  const target = payment ? paymentTargetOf(payment) : null;
  const submitting = markPaidState.isLoading || rejectState.isLoading;

  async function settle(call: () => Promise<ActionResult>, failedTitle: string) {
    try {
      setResult(await call());
    } catch (error) {
      setResult({ tone: 'error', title: failedTitle, message: writeFailureMessage(error) });
    }
    onClose();
  }

  const dialog = (open: boolean) => ({
    order: target,
    open,
    submitting,
    onOpenChange: (next: boolean) => !next && onClose(),
  });

  return (
    <>
      <MarkPaidDialog
        {...dialog(decision === 'confirm' && target !== null)}
        onSubmit={(values) =>
          void settle(async () => {
            await markPaid({ id: target!.id, markPaidRequest: values }).unwrap();
            return { tone: 'success', title: MARK_PAID_SUCCESS_TITLE, message: MARK_PAID_SUCCESS_TEXT };
          }, MARK_PAID_FAILED_TITLE)
        }
      />
      <RejectPaymentDialog
        {...dialog(decision === 'reject' && target !== null)}
        onSubmit={(values) =>
          void settle(async () => {
            const data = await rejectPayment({ id: target!.id, rejectPaymentRequest: values }).unwrap();
            return { tone: 'success', title: REJECT_PAYMENT_SUCCESS_TITLE, message: data.message };
          }, REJECT_PAYMENT_FAILED_TITLE)
        }
      />
      <ResultDialog result={result} onClose={() => setResult(null)} />
    </>
  );
}
