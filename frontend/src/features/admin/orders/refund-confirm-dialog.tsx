import { Undo2 } from 'lucide-react';
import type { AdminOrder } from '../../../api';
import { DialogIcon } from '../../../components/ui';
import { ConfirmDialog, formatBirr, orderNumber } from '../shared';

export type RefundConfirmDialogProps = {
  order: AdminOrder;
  reason: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  submitting: boolean;
};

/** Chapa gives the money back when Chapa took it; a bank or telebirr transfer is sent back by hand. */
export function refundedByChapa(order: AdminOrder): boolean {
  return order.paymentHistory.some((p) => p.status === 'SUCCESS' && p.paymentMethod === 'CHAPA');
}

/**
 * The refund's confirmation (issue 34): what the one click will do before it does it: the amount,
 * the credit note, the server terminated and the order's open renewals cancelled, and who moves
 * the money (Chapa, or the shop by hand).
 */
export function RefundConfirmDialog({ order, reason, ...dialog }: RefundConfirmDialogProps) {
  if (order.refundDue !== null) return <LatePaymentRefundDialog order={order} reason={reason} {...dialog} />;
  const amount = formatBirr(order.totalPrice);
  return (
    <ConfirmDialog
      {...dialog}
      title="Refund this order?"
      description={`Order ${orderNumber(order.id)} (${order.serviceName}) of ${order.user.username}.`}
      icon={
        <DialogIcon tone="danger">
          <Undo2 />
        </DialogIcon>
      }
      confirmLabel={`Refund ${amount}`}
      danger
    >
      <ul className="list-disc space-y-1 pl-5 text-sm" aria-label="What the refund does">
        <li>
          {amount} is refunded{' '}
          {refundedByChapa(order)
            ? 'by Chapa, to the account the customer paid from.'
            : 'by hand: send the money back to the customer yourself (bank or telebirr transfer).'}
        </li>
        <li>A credit note is issued, with the reason “{reason.trim()}”, and mailed to the customer.</li>
        {order.service ? (
          <li>
            The server {order.service.serviceId} is terminated (its data is deleted) and its renewals are
            cancelled.
          </li>
        ) : (
          <li>The order has no server to terminate.</li>
        )}
        <li>The order then reads Refunded. This cannot be undone.</li>
      </ul>
    </ConfirmDialog>
  );
}

/** Chapa took the money after the cancellation (its check says so); otherwise it came by transfer. */
function paidLateThroughChapa(order: AdminOrder): boolean {
  return order.verification?.reasons.some((r) => r.code === 'ORDER_NOT_PAYABLE') ?? false;
}

/**
 * Money paid after the order was cancelled ("Paid after cancellation: refund due"): what the
 * refund does differs: only that amount goes back, nothing is terminated, no credit note.
 */
function LatePaymentRefundDialog({ order, reason, ...dialog }: RefundConfirmDialogProps) {
  const amount = formatBirr(order.refundDue ?? 0);
  return (
    <ConfirmDialog
      {...dialog}
      title="Refund the payment made after cancellation?"
      description={`Order ${orderNumber(order.id)} (${order.serviceName}) of ${order.user.username} was cancelled before this payment arrived.`}
      icon={
        <DialogIcon tone="danger">
          <Undo2 />
        </DialogIcon>
      }
      confirmLabel={`Refund ${amount}`}
      danger
    >
      <ul className="list-disc space-y-1 pl-5 text-sm" aria-label="What the refund does">
        <li>
          {amount} is refunded{' '}
          {paidLateThroughChapa(order)
            ? 'by Chapa, to the account the customer paid from.'
            : 'by hand: send the money back to the customer yourself (bank or telebirr transfer). Their report is closed with the reason “' +
              reason.trim() +
              '”.'}
        </li>
        <li>
          No credit note: the order was never invoiced. The customer is told by mail and on their channels.
        </li>
        <li>The order stays cancelled and leaves the payments queue. This cannot be undone.</li>
      </ul>
    </ConfirmDialog>
  );
}
