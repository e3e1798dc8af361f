import { orderNumber } from '@shop/domain';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Button, CopyButton, Dialog, DialogContent, DialogIcon, TextLink } from '../../components/ui';
import { Link } from 'react-router-dom';
import { useGetPaymentAccountsQuery } from '../../api';
import { useT } from '../../i18n';

/**
 * 'Payment Confirmed Successfully!': closing it in any way leads to My Services; 'Follow your
 * order' opens the order's status page. Its waiting time is the spec's, or minutes when the shop
 * checks the transfer and sets the server up by itself.
 */
export function PaymentSuccessDialog({
  open,
  onContinue,
  orderId,
}: {
  open: boolean;
  onContinue: () => void;
  orderId?: string;
}) {
  const t = useT();
  const { data: accounts } = useGetPaymentAccountsQuery();
  const automatic = accounts?.automation.provisioning === true && accounts.automation.transferCheck;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onContinue()}>
      <DialogContent
        title={t('payment.success.title')}
        description={t('payment.success.text')}
        icon={
          <DialogIcon tone="success">
            <CircleCheck />
          </DialogIcon>
        }
        footer={
          <>
            {orderId && (
              <Button asChild variant="outline">
                <Link to={`/orders/${encodeURIComponent(orderId)}`}>{t('payment.success.followOrder')}</Link>
              </Button>
            )}
            <Button onClick={onContinue}>{t('payment.success.continue')}</Button>
          </>
        }
      >
        <p className="rounded-control bg-surface-muted p-3 leading-relaxed text-ink-muted">
          {automatic ? t('payment.success.provisioningAutomatic') : t('payment.success.provisioning')}
        </p>
      </DialogContent>
    </Dialog>
  );
}

export type PaymentFailureDialogProps = {
  message: string | null;
  orderId: string;
  /**
   * The transaction number was already used: the order is named by its number (as everywhere
   * else) and the way out is the order's page or My Orders, not a dashboard.
   */
  duplicateReference?: boolean;
  /** 'Try Again': closes the dialog, the form keeps what was typed. */
  onRetry: () => void;
  onDashboard: () => void;
};

/**
 * 'Payment Confirmation Failed' with the server's message and a copyable order id (the spec's); for
 * a transaction number already used, the order number and links to the order and My Orders.
 */
export function PaymentFailureDialog({
  message,
  orderId,
  duplicateReference = false,
  onRetry,
  onDashboard,
}: PaymentFailureDialogProps) {
  const t = useT();
  if (duplicateReference) {
    return <DuplicateReferenceDialog message={message} orderId={orderId} onRetry={onRetry} />;
  }
  return (
    <Dialog open={message !== null} onOpenChange={(next) => !next && onRetry()}>
      <DialogContent
        title={t('payment.failure.title')}
        description={message ?? ''}
        icon={
          <DialogIcon tone="danger">
            <CircleAlert />
          </DialogIcon>
        }
        footer={
          <>
            <Button variant="outline" onClick={onDashboard}>
              {t('payment.failure.dashboard')}
            </Button>
            <Button onClick={onRetry}>{t('payment.failure.retry')}</Button>
          </>
        }
      >
        <p className="text-ink-muted">{t('payment.failure.note')}</p>
        <div className="mt-3 flex items-center justify-between gap-3 rounded-control border border-line bg-surface-muted py-2 pr-2 pl-3">
          <div className="min-w-0">
            <p className="text-xs font-medium text-ink-subtle">{t('payment.failure.orderId')}</p>
            <p className="font-mono text-sm break-all text-ink">{orderId}</p>
          </div>
          <CopyButton value={orderId} srContext={t('payment.failure.orderIdContext')} className="shrink-0" />
        </div>
      </DialogContent>
    </Dialog>
  );
}

function DuplicateReferenceDialog({
  message,
  orderId,
  onRetry,
}: Pick<PaymentFailureDialogProps, 'message' | 'orderId' | 'onRetry'>) {
  const t = useT();
  const number = orderNumber(orderId);
  return (
    <Dialog open={message !== null} onOpenChange={(next) => !next && onRetry()}>
      <DialogContent
        title={t('payment.failure.title')}
        description={message ?? ''}
        icon={
          <DialogIcon tone="danger">
            <CircleAlert />
          </DialogIcon>
        }
        footer={
          <>
            <Button asChild variant="outline">
              <Link to={`/orders/${encodeURIComponent(orderId)}`}>{t('payment.failure.viewOrder')}</Link>
            </Button>
            <Button onClick={onRetry}>{t('payment.failure.retry')}</Button>
          </>
        }
      >
        <p className="text-ink-muted">{t('payment.failure.duplicateNote')}</p>
        <div className="mt-3 flex items-center justify-between gap-3 rounded-control border border-line bg-surface-muted py-2 pr-2 pl-3">
          <div className="min-w-0">
            <p className="text-xs font-medium text-ink-subtle">{t('payment.failure.orderNumber')}</p>
            <p className="font-mono text-sm break-all text-ink">{number}</p>
          </div>
          <CopyButton
            value={number}
            srContext={t('payment.failure.orderNumberContext')}
            className="shrink-0"
          />
        </div>
        <TextLink asChild className="mt-3 inline-block text-sm">
          <Link to="/my-orders">{t('payment.failure.myOrders')}</Link>
        </TextLink>
      </DialogContent>
    </Dialog>
  );
}
