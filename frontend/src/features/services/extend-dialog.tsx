import { DURATION, EXTEND_DEFAULT_DAYS, EXTEND_MIN_DAYS, shortId } from '@shop/domain';
import { CalendarPlus, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import type { ExtendResponse, Order } from '../../api';
import { Alert, Button, Dialog, DialogClose, DialogContent, DialogIcon, Select } from '../../components/ui';
import { formatMoney, useLocale, useT } from '../../i18n';

/** 30, 60, ... 360: the days a service can be extended by (storefront spec 9). */
export const EXTEND_DAY_CHOICES: readonly number[] = Array.from(
  { length: (DURATION.max - DURATION.min) / DURATION.step + 1 },
  (_, i) => DURATION.min + i * DURATION.step,
);

export type ExtendDialogProps = {
  serviceName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The extend call is under way. */
  pending: boolean;
  /** Why the last try failed, in words to show. */
  failure: string | null;
  /** POST /extend; resolves with the renewal order, or null when it failed. */
  onConfirm: (days: number) => Promise<ExtendResponse | null>;
  /** 'Continue to Payment' for the renewal order just created. */
  onPay: (order: Order) => void;
};

/**
 * Extend: choose the days, create the renewal order, then read the server's answer and the amount
 * the shop priced it at before going to pay. The price is the server's, never guessed here. One
 * dialog whose content changes, so focus and the screen reader stay in it between the two steps.
 */
export function ExtendDialog({
  serviceName,
  open,
  onOpenChange,
  pending,
  failure,
  onConfirm,
  onPay,
}: ExtendDialogProps) {
  const t = useT();
  const [days, setDays] = useState<number>(EXTEND_DEFAULT_DAYS);
  const [created, setCreated] = useState<ExtendResponse | null>(null);

  const openChange = (next: boolean) => {
    if (!next) {
      setCreated(null);
      setDays(EXTEND_DEFAULT_DAYS);
    }
    onOpenChange(next);
  };
  const confirm = async () => {
    const answer = await onConfirm(days);
    if (answer) setCreated(answer);
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogContent
        title={created ? t('services.extend.createdTitle') : t('services.extend.title')}
        description={created ? created.message : t('services.extend.description', { name: serviceName })}
        icon={
          created ? (
            <DialogIcon tone="success">
              <CircleCheck />
            </DialogIcon>
          ) : (
            <DialogIcon>
              <CalendarPlus />
            </DialogIcon>
          )
        }
        footer={
          created ? (
            <>
              <DialogClose asChild>
                <Button variant="outline">{t('services.extend.later')}</Button>
              </DialogClose>
              <Button onClick={() => onPay(created.order)}>{t('services.extend.pay')}</Button>
            </>
          ) : (
            <>
              <DialogClose asChild>
                <Button variant="outline" disabled={pending}>
                  {t('common.actions.cancel')}
                </Button>
              </DialogClose>
              <Button onClick={() => void confirm()} loading={pending} disabled={days < EXTEND_MIN_DAYS}>
                {t('services.extend.confirm')}
              </Button>
            </>
          )
        }
      >
        {created ? (
          <RenewalOrder order={created.order} />
        ) : (
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
            <p className="rounded-control bg-surface-muted p-3 leading-relaxed text-ink-muted">
              {t('services.extend.note')}
            </p>
            {failure && <Alert tone="danger">{failure}</Alert>}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The renewal order as the server priced it: the amount due, its number and its days. */
function RenewalOrder({ order }: { order: Order }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="flex flex-wrap items-end justify-between gap-3 rounded-control border border-line bg-surface-muted p-4">
      <dl>
        <dt className="text-xs font-medium text-ink-subtle">{t('services.extend.amount')}</dt>
        <dd className="mt-0.5 text-2xl font-bold tracking-tight text-ink tabular-nums">
          {formatMoney(order.pricing?.totalPrice ?? order.totalPrice, locale)}
        </dd>
      </dl>
      <div className="sm:text-right">
        <p className="font-mono text-xs text-ink-muted">
          {t('services.extend.order', { id: shortId(order.id) })}
        </p>
        <p className="text-sm text-ink">{t('services.extend.option', { count: order.duration })}</p>
      </div>
    </div>
  );
}
