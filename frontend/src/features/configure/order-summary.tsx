import { clsx } from 'clsx';
import { Receipt } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Card } from '../../components/ui';
import { useT } from '../../i18n';

export type SummaryRow = { label: string; value: ReactNode };

/** Label and value pairs in two columns ('Cores' … '2'). */
export function SummaryList({ rows, title }: { rows: SummaryRow[]; title?: string }) {
  return (
    <div>
      {title && <h3 className="text-xs font-semibold tracking-wider text-ink-subtle uppercase">{title}</h3>}
      <dl className={clsx('flex flex-col gap-2 text-sm', title && 'mt-2')}>
        {rows.map((row) => (
          <div key={row.label} className="flex items-baseline justify-between gap-4">
            <dt className="text-ink-muted">{row.label}</dt>
            <dd className="min-w-0 text-right font-medium break-words text-ink">{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Key figures as a row of tiles, label above value (a plan's cores, memory and disk). */
export function SpecTiles({ rows }: { rows: SummaryRow[] }) {
  return (
    <dl className="grid grid-cols-3 gap-px overflow-hidden rounded-control bg-line ring-1 ring-line">
      {rows.map((row) => (
        <div key={row.label} className="flex min-w-0 flex-col bg-surface-muted/60 px-3 py-2">
          <dt className="text-xs text-ink-muted">{row.label}</dt>
          <dd className="truncate text-sm font-semibold text-ink tabular-nums">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export type OrderSummaryProps = {
  /** The product in large type (plan or game name) with its price line. */
  product: ReactNode;
  children: ReactNode;
  /** The total and the call to action, below a divider. */
  footer: ReactNode;
};

/** The 'Order Summary' card of both configurators: header, details, then the total and the call to action. */
export function OrderSummary({ product, children, footer }: OrderSummaryProps) {
  const t = useT();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Card className="overflow-hidden shadow-raised">
        <div className="flex items-center gap-2 border-b border-line bg-surface-muted/60 px-5 py-3 sm:px-6">
          <Receipt className="size-4 text-brand-700" aria-hidden="true" />
          <h2 id={titleId} className="text-sm font-semibold tracking-tight text-ink">
            {t('configure.summary.title')}
          </h2>
        </div>
        <div className="flex flex-col gap-4 px-5 py-5 sm:px-6">
          {product}
          {children}
        </div>
        <div className="flex flex-col gap-3 border-t border-line px-5 py-4 sm:px-6">{footer}</div>
      </Card>
    </section>
  );
}
