import {
  AFFILIATE_HOLDING_DAYS,
  AFFILIATE_KICKBACK_CAP_SANTIM,
  AFFILIATE_MINIMUM_PAYOUT_SANTIM,
  etbToSantim,
  isPayoutDue,
  santimToEtb,
} from '@shop/domain';
import { clsx } from 'clsx';
import { FileText } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader, TextLink } from '../../components/ui';
import { useT } from '../../i18n';
import { useAffiliateMoney } from './use-affiliate-money';

/** Where the affiliate terms are: the terms page, on its affiliate tab. */
export const AFFILIATE_TERMS_PATH = '/tos?tab=affiliate';

const MINIMUM_PAYOUT_ETB = santimToEtb(AFFILIATE_MINIMUM_PAYOUT_SANTIM);
const KICKBACK_CAP_ETB = santimToEtb(AFFILIATE_KICKBACK_CAP_SANTIM);

function PayoutFigure({
  label,
  value,
  hint,
  tone,
}: {
  label: string;
  value: string;
  hint: ReactNode;
  tone: 'success' | 'warning';
}) {
  return (
    <div className="rounded-card border border-line bg-surface-muted/60 p-3 sm:p-4">
      <dt className="flex items-center gap-2 text-sm font-medium text-ink-muted">
        <span
          aria-hidden="true"
          className={clsx('size-2 rounded-full', tone === 'success' ? 'bg-success-600' : 'bg-warning-600')}
        />
        {label}
      </dt>
      <dd className="mt-1">
        <span className="block text-xl font-bold tracking-tight text-ink tabular-nums">{value}</span>
        <span className="mt-0.5 block text-sm text-ink-subtle">{hint}</span>
      </dd>
    </div>
  );
}

/** How far the payable kickback is towards the minimum payout, as a bar. */
function MinimumProgress({ payable }: { payable: number }) {
  const t = useT();
  const money = useAffiliateMoney();
  const reached = isPayoutDue(etbToSantim(payable));
  const percent = Math.max(0, Math.min(100, Math.round((payable / MINIMUM_PAYOUT_ETB) * 100)));
  return (
    <div className="mt-4">
      <div
        role="progressbar"
        aria-label={t('affiliate.payout.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${money(Math.min(payable, MINIMUM_PAYOUT_ETB))} / ${money(MINIMUM_PAYOUT_ETB)}`}
        className="h-2 overflow-hidden rounded-full bg-surface-muted"
      >
        <div
          className={clsx('h-full rounded-full', reached ? 'bg-success-600' : 'bg-brand-600')}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className={clsx('mt-2 text-sm', reached ? 'font-medium text-success-800' : 'text-ink-muted')}>
        {reached
          ? t('affiliate.payout.reached')
          : t('affiliate.payout.toGo', { amount: money(MINIMUM_PAYOUT_ETB - payable) })}
      </p>
    </div>
  );
}

/**
 * The payout under the dashboard's cards: payable and pending kickback, how far the payable part is
 * from the minimum payout, and the terms' figures (from domain, the rules the server applies).
 */
export function PayoutPanel({ payable, pending }: { payable: number; pending: number }) {
  const t = useT();
  const money = useAffiliateMoney();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Card>
        <CardHeader
          title={<span id={titleId}>{t('affiliate.payout.title')}</span>}
          actions={
            <TextLink asChild className="inline-flex items-center gap-1.5 text-sm">
              <Link to={AFFILIATE_TERMS_PATH}>
                <FileText className="size-4" aria-hidden="true" />
                {t('affiliate.payout.terms')}
              </Link>
            </TextLink>
          }
        />
        <CardContent>
          <dl className="grid gap-3 sm:grid-cols-2">
            <PayoutFigure
              label={t('affiliate.payout.payable')}
              value={money(payable)}
              hint={t('affiliate.payout.payableHint')}
              tone="success"
            />
            <PayoutFigure
              label={t('affiliate.payout.pending')}
              value={money(pending)}
              hint={t('affiliate.payout.pendingHint', { days: AFFILIATE_HOLDING_DAYS })}
              tone="warning"
            />
          </dl>
          <MinimumProgress payable={payable} />
          <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-ink-muted marker:text-ink-subtle">
            <li>{t('affiliate.payout.minimum', { minimum: MINIMUM_PAYOUT_ETB })}</li>
            <li>{t('affiliate.payout.cap', { cap: KICKBACK_CAP_ETB })}</li>
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}
