import {
  BILLING_PERIOD_DAYS,
  EXTRA_IPV4_SANTIM_PER_30_DAYS,
  EXTRA_TB_SANTIM_PER_30_DAYS,
  LONG_TERM_DISCOUNT_PERCENT,
  displayCatalogPrice,
  etbToSantim,
  formatGb,
  santimToEtb,
} from '@shop/domain';
import { Server } from 'lucide-react';
import type { ReactNode } from 'react';
import type { KvmPackage, OsOption } from '../../api';
import { Price } from '../../components/ui';
import { formatMoney, useLocale, useT, type Locale } from '../../i18n';
import type { Translate } from '../../lib/game-labels';
import { lineLabel } from '../../lib/line-labels';
import { formatDays } from './duration-slider';
import type { KvmChoice, KvmQuote } from './kvm-configuration';
import { formatAddresses, formatTb } from './kvm-resource-sliders';
import { OrderSummary, SpecTiles, SummaryList } from './order-summary';
import { PricingBreakdown, TotalPrice, periodsCaption, type BreakdownLine } from './pricing-breakdown';
import { VatNote } from './vat-note';

export type KvmOrderSummaryProps = {
  pkg: KvmPackage;
  os: OsOption | null;
  choice: KvmChoice;
  quote: KvmQuote;
  vatOn: boolean;
  /** The call to action (see CheckoutAction). */
  footer: ReactNode;
};

function breakdownLines(
  pkg: KvmPackage,
  choice: KvmChoice,
  quote: KvmQuote,
  t: Translate,
  locale: Locale,
): BreakdownLine[] {
  const periods = choice.duration / BILLING_PERIOD_DAYS;
  const money = (etb: number) => formatMoney(etb, locale);
  const lines: BreakdownLine[] = [
    {
      label: t('configure.kvmSummary.planPrice'),
      detail: `${money(pkg.price)} × ${periods}`,
      amount: quote.breakdown.basePrice,
    },
  ];
  if (quote.extraIpv4 > 0) {
    lines.push({
      label: t('configure.kvmSummary.extraIpv4'),
      detail: `${quote.extraIpv4} × ${money(santimToEtb(EXTRA_IPV4_SANTIM_PER_30_DAYS))} × ${periods}`,
      amount: quote.extraIpv4Price,
    });
  }
  if (quote.extraTraffic > 0) {
    lines.push({
      label: t('configure.kvmSummary.extraBandwidth'),
      detail: `${formatTb(quote.extraTraffic)} × ${money(santimToEtb(EXTRA_TB_SANTIM_PER_30_DAYS))} × ${periods}`,
      amount: quote.extraTrafficPrice,
    });
  }
  if (quote.breakdown.durationDiscount > 0) {
    lines.push({
      label: t('configure.kvmSummary.longTermDiscount', { percent: LONG_TERM_DISCOUNT_PERCENT }),
      amount: quote.breakdown.durationDiscount,
      discount: true,
    });
  }
  return lines;
}

/** The KVM plan, the choices and domain's itemised price, with the call to action. */
export function KvmOrderSummary({ pkg, os, choice, quote, vatOn, footer }: KvmOrderSummaryProps) {
  const t = useT();
  const locale = useLocale();
  const monthly = santimToEtb(displayCatalogPrice(etbToSantim(pkg.price), vatOn));
  return (
    <OrderSummary
      product={
        <div className="flex items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-control bg-brand-600 text-white shadow-card">
            <Server className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">
              KVM · {lineLabel(pkg.line, t)}
            </p>
            <p className="text-lg leading-tight font-bold text-ink">{pkg.displayname}</p>
            <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
              <Price etb={monthly} perMonth />
              <VatNote vatOn={vatOn} />
            </p>
          </div>
        </div>
      }
      footer={
        <>
          <TotalPrice
            total={quote.breakdown.total}
            note={t('configure.summary.totalNote', { days: choice.duration })}
          />
          {footer}
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <SpecTiles
          rows={[
            { label: t('configure.kvmSummary.cpuCores'), value: pkg.cores },
            { label: t('configure.kvmSummary.memory'), value: formatGb(pkg.memory) },
            { label: t('configure.kvmSummary.disk'), value: formatGb(pkg.disk) },
          ]}
        />
        <SummaryList
          rows={[
            { label: t('configure.kvmSummary.cpuType'), value: pkg.cputype },
            {
              label: t('configure.kvmSummary.clock'),
              value: `${pkg.ghzbase} GHz / ${pkg.ghzturbo} GHz`,
            },
          ]}
        />
      </div>
      <SummaryList
        title={t('configure.summary.configuration')}
        rows={[
          {
            label: t('configure.kvmSummary.operatingSystem'),
            value: os?.displayname ?? t('configure.summary.notSelected'),
          },
          { label: t('configure.kvmSummary.ipv4'), value: formatAddresses(choice.ipv4, t) },
          { label: t('configure.kvmSummary.bandwidth'), value: formatTb(choice.traffic) },
          { label: t('configure.kvmSummary.duration'), value: formatDays(choice.duration, t) },
        ]}
      />
      <PricingBreakdown
        lines={breakdownLines(pkg, choice, quote, t, locale)}
        subtotal={quote.breakdown.subtotal}
        vat={quote.breakdown.vat}
        caption={periodsCaption(choice.duration, t)}
      />
    </OrderSummary>
  );
}
