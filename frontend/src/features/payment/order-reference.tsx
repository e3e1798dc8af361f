import { canCompletePayment, orderNumber } from '@shop/domain';
import { Receipt, WalletCards } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useGetMyOrderQuery } from '../../api';
import { Alert, Price, Skeleton, TextLink } from '../../components/ui';
import { useT } from '../../i18n';
import { paymentInstructionPath } from '../../lib/payment-data';

/**
 * Which order the report is for: its service, reference and total (GET /orders/{id}), a
 * way back to its payment instructions while it is unpaid, and a note when its payment was already
 * reported (not for the report just made: the success dialog says so).
 */
export function OrderReference({
  orderId,
  justReported = false,
}: {
  orderId: string;
  justReported?: boolean;
}) {
  const t = useT();
  const { data: order, isLoading } = useGetMyOrderQuery({ id: orderId });
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-card border border-line bg-surface-muted/60 px-4 py-3">
        <div className="flex min-w-0 items-center gap-3">
          <Receipt className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
          <div className="min-w-0">
            <p className="text-sm font-semibold text-ink">
              {order?.serviceName ??
                (isLoading ? <Skeleton className="h-4 w-32" /> : t('payment.orderReference.yourOrder'))}
            </p>
            <p className="font-mono text-xs whitespace-nowrap text-ink-subtle">
              {t('payment.orderReference.number', { id: orderNumber(orderId) })}
            </p>
          </div>
        </div>
        {order && <Price etb={order.pricing?.totalPrice ?? order.totalPrice} className="ml-8" />}
      </div>
      {order && canCompletePayment(order) && !justReported && (
        <TextLink asChild className="inline-flex items-center gap-1.5 self-start text-sm">
          <Link to={paymentInstructionPath(orderId)}>
            <WalletCards className="size-4" aria-hidden="true" />
            {t('payment.orderReference.instructions')}
          </Link>
        </TextLink>
      )}
      {order && !justReported && !canCompletePayment(order) && (
        <Alert tone="info">{t('payment.orderReference.alreadyReported')}</Alert>
      )}
    </div>
  );
}
