import {
  PAYMENT_FAILED_DASHBOARD,
  PAYMENT_FAILED_NOTE,
  PAYMENT_FAILED_RETRY,
  PAYMENT_FAILED_TITLE,
  PAYMENT_SUCCESS_PROVISIONING,
  PAYMENT_SUCCESS_TEXT,
  PAYMENT_SUCCESS_TITLE,
} from '@shop/domain';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Button, CopyButton, Dialog, DialogContent, DialogIcon } from '../../components/ui';

/** 'Payment Confirmed Successfully!': closing it in any way leads to My Services. */
export function PaymentSuccessDialog({ open, onContinue }: { open: boolean; onContinue: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onContinue()}>
      <DialogContent
        title={PAYMENT_SUCCESS_TITLE}
        description={PAYMENT_SUCCESS_TEXT}
        icon={
          <DialogIcon tone="success">
            <CircleCheck />
          </DialogIcon>
        }
        footer={<Button onClick={onContinue}>Go to My Services</Button>}
      >
        <p className="rounded-control bg-surface-muted p-3 leading-relaxed text-ink-muted">
          {PAYMENT_SUCCESS_PROVISIONING}
        </p>
      </DialogContent>
    </Dialog>
  );
}

export type PaymentFailureDialogProps = {
  message: string | null;
  orderId: string;
  /** 'Try Again': closes the dialog, the form keeps what was typed. */
  onRetry: () => void;
  onDashboard: () => void;
};

/** 'Payment Confirmation Failed' with the server's message and a copyable order id. */
export function PaymentFailureDialog({ message, orderId, onRetry, onDashboard }: PaymentFailureDialogProps) {
  return (
    <Dialog open={message !== null} onOpenChange={(next) => !next && onRetry()}>
      <DialogContent
        title={PAYMENT_FAILED_TITLE}
        description={message ?? ''}
        icon={
          <DialogIcon tone="danger">
            <CircleAlert />
          </DialogIcon>
        }
        footer={
          <>
            <Button variant="outline" onClick={onDashboard}>
              {PAYMENT_FAILED_DASHBOARD}
            </Button>
            <Button onClick={onRetry}>{PAYMENT_FAILED_RETRY}</Button>
          </>
        }
      >
        <p className="text-ink-muted">{PAYMENT_FAILED_NOTE}</p>
        <div className="mt-3 flex items-center justify-between gap-3 rounded-control border border-line bg-surface-muted py-2 pr-2 pl-3">
          <div className="min-w-0">
            <p className="text-xs font-medium text-ink-subtle">Order ID</p>
            <p className="font-mono text-sm break-all text-ink">{orderId}</p>
          </div>
          <CopyButton value={orderId} srContext="order ID" className="shrink-0" />
        </div>
      </DialogContent>
    </Dialog>
  );
}
