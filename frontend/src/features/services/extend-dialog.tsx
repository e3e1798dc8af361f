import { DURATION, EXTEND_DEFAULT_DAYS, EXTEND_MIN_DAYS, VAT_PERCENT } from '@shop/domain';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useGetExtendQuoteQuery, type ExtendResponse, type Order, type OrderPricing } from '../../api';
import {
  Alert,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogIcon,
  Select,
  Skeleton,
} from '../../components/ui';
import { formatMoney, useLocale, useT } from '../../i18n';
import { paymentInstructionPath } from '../../lib/payment-data';

/** 30, 60, ... 360: the days a service can be extended by (storefront spec 9). */
export const EXTEND_DAY_CHOICES: readonly number[] = Array.from(
  { length: (DURATION.max - DURATION.min) / DURATION.step + 1 },
  (_, i) => DURATION.min + i * DURATION.step,
);

export type ExtendDialogProps = {
  serviceId: string;
  serviceName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The extend call is under way. */
  pending: boolean;
  /** Why the last try failed, in words to show. */
  failure: string | null;
  /** POST /extend; resolves with the renewal order, or null when it failed. */
  onConfirm: (days: number) => Promise<ExtendResponse | null>;
  /** Goes to the payment of the renewal order just created. */
  onPay: (order: Order) => void;
  /** The service's renewal order still waiting for payment, when the server named it (409): linked to its payment. */
  openOrderId?: string | null;
};

/**
 * Extend (issue 27): choose the days and read the shop's price for them first (a quote from the
 * server: nothing is created); "Continue to Payment" creates the renewal order and goes to its
 * payment. Closing the dialog before that leaves no order behind.
 */
export function ExtendDialog({
  serviceId,
  serviceName,
  open,
  onOpenChange,
  pending,
  failure,
  onConfirm,
  onPay,
  openOrderId = null,
}: ExtendDialogProps) {
  const t = useT();
  const [days, setDays] = useState<number>(EXTEND_DEFAULT_DAYS);
  const quote = useGetExtendQuoteQuery(
    { id: serviceId, days },
    { skip: !open, refetchOnMountOrArgChange: true },
  );
  const pricing = quote.isFetching ? undefined : quote.data?.pricing;

  const openChange = (next: boolean) => {
    if (!next) setDays(EXTEND_DEFAULT_DAYS);
    onOpenChange(next);
  };
  const pay = async () => {
    const answer = await onConfirm(days);
    if (answer) onPay(answer.order);
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogContent
        title={t('services.extend.title')}
        description={t('services.extend.description', { name: serviceName })}
        icon={
          <DialogIcon>
            <CalendarPlus />
          </DialogIcon>
        }
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline" disabled={pending}>
                {t('common.actions.cancel')}
              </Button>
            </DialogClose>
            <Button
              onClick={() => void pay()}
              loading={pending}
              disabled={days < EXTEND_MIN_DAYS || !pricing}
            >
              {t('services.extend.pay')}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-4">
          <Select
            label={t('services.extend.days')}
            options={EXTEND_DAY_CHOICES.map((value) => ({
              value: String(value),
              label: t('services.extend.option', { count: value }),
            }))}
            value={String(days)}
            onChange={(event) => setDays(Number(event.target.value))}
            disabled={pending}
          />
          {quote.isError ? (
            <Alert
              tone="danger"
              actions={
                <Button size="sm" variant="outline" onClick={() => void quote.refetch()}>
                  {t('services.extend.retry')}
                </Button>
              }
            >
              {t('services.extend.quoteFailed')}
            </Alert>
          ) : (
            <Quote pricing={pricing} />
          )}
          <p className="rounded-control bg-surface-muted p-3 leading-relaxed text-ink-muted">
            {t('services.extend.note')}
          </p>
          {failure && (
            <Alert
              tone="danger"
              actions={
                openOrderId ? (
                  <Button asChild size="sm" variant="outline">
                    <Link to={paymentInstructionPath(openOrderId)}>{t('services.extend.payOpen')}</Link>
                  </Button>
                ) : undefined
              }
            >
              {failure}
            </Alert>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The shop's price for the chosen days: before VAT, the VAT, and the amount due. */
function Quote({ pricing }: { pricing: OrderPricing | undefined }) {
  const t = useT();
  const locale = useLocale();
  if (!pricing) {
    return (
      <div aria-busy="true" className="rounded-control border border-line bg-surface-muted p-4">
        <span className="sr-only">{t('services.extend.quoteLoading')}</span>
        <Skeleton className="h-4 w-32" />
        <Skeleton className="mt-3 h-7 w-40" />
      </div>
    );
  }
  return (
    <dl
      aria-live="polite"
      className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded-control border border-line bg-surface-muted p-4 text-sm"
    >
      <dt className="text-ink-muted">{t('services.extend.subtotal')}</dt>
      <dd className="text-right text-ink tabular-nums">{formatMoney(pricing.subtotal, locale)}</dd>
      <dt className="text-ink-muted">{t('services.extend.vat', { percent: VAT_PERCENT })}</dt>
      <dd className="text-right text-ink tabular-nums">{formatMoney(pricing.vat, locale)}</dd>
      <dt className="mt-2 border-t border-line pt-2 font-medium text-ink">{t('services.extend.amount')}</dt>
      <dd className="mt-2 border-t border-line pt-2 text-right text-2xl font-bold tracking-tight text-ink tabular-nums">
        {formatMoney(pricing.totalPrice, locale)}
      </dd>
    </dl>
  );
}
