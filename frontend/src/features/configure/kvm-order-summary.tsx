import {
  BILLING_PERIOD_DAYS,
  EXTRA_IPV4_SANTIM_PER_30_DAYS,
  EXTRA_TB_SANTIM_PER_30_DAYS,
  LONG_TERM_DISCOUNT_PERCENT,
  displayCatalogPrice,
  etbToSantim,
  formatGb,
  formatPrice,
  kvmLineLabel,
  santimToEtb,
} from '@shop/domain';
import { Server } from 'lucide-react';
import type { ReactNode } from 'react';
import type { KvmPackage, OsOption } from '../../api';
import { Price } from '../../components/ui';
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

function breakdownLines(pkg: KvmPackage, choice: KvmChoice, quote: KvmQuote): BreakdownLine[] {
  const periods = choice.duration / BILLING_PERIOD_DAYS;
  const lines: BreakdownLine[] = [
    {
      label: 'Plan price',
      detail: `${formatPrice(pkg.price)} × ${periods}`,
      amount: quote.breakdown.basePrice,
    },
  ];
  if (quote.extraIpv4 > 0) {
    lines.push({
      label: 'Extra IPv4',
      detail: `${quote.extraIpv4} × ${formatPrice(santimToEtb(EXTRA_IPV4_SANTIM_PER_30_DAYS))} × ${periods}`,
      amount: quote.extraIpv4Price,
    });
  }
  if (quote.extraTraffic > 0) {
    lines.push({
      label: 'Extra bandwidth',
      detail: `${formatTb(quote.extraTraffic)} × ${formatPrice(santimToEtb(EXTRA_TB_SANTIM_PER_30_DAYS))} × ${periods}`,
      amount: quote.extraTrafficPrice,
    });
  }
  if (quote.breakdown.durationDiscount > 0) {
    lines.push({
      label: `Long-term discount (${LONG_TERM_DISCOUNT_PERCENT}%)`,
      amount: quote.breakdown.durationDiscount,
      discount: true,
    });
  }
  return lines;
}

/** The KVM plan, the choices and domain's itemised price, with the call to action. */
export function KvmOrderSummary({ pkg, os, choice, quote, vatOn, footer }: KvmOrderSummaryProps) {
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
              KVM · {kvmLineLabel(pkg.line)}
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
            note={`One-time payment for ${formatDays(choice.duration)}, VAT included`}
          />
          {footer}
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <SpecTiles
          rows={[
            { label: 'CPU cores', value: pkg.cores },
            { label: 'Memory', value: formatGb(pkg.memory) },
            { label: 'Disk', value: formatGb(pkg.disk) },
          ]}
        />
        <SummaryList
          rows={[
            { label: 'CPU type', value: pkg.cputype },
            { label: 'Base / turbo clock', value: `${pkg.ghzbase} GHz / ${pkg.ghzturbo} GHz` },
          ]}
        />
      </div>
      <SummaryList
        title="Your configuration"
        rows={[
          { label: 'Operating system', value: os?.displayname ?? 'Not selected' },
          { label: 'IPv4 addresses', value: formatAddresses(choice.ipv4) },
          { label: 'Bandwidth', value: formatTb(choice.traffic) },
          { label: 'Duration', value: formatDays(choice.duration) },
        ]}
      />
      <PricingBreakdown
        lines={breakdownLines(pkg, choice, quote)}
        subtotal={quote.breakdown.subtotal}
        vat={quote.breakdown.vat}
        caption={periodsCaption(choice.duration)}
      />
    </OrderSummary>
  );
}
