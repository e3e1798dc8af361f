import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Badge, CopyButton, DataTable, type DataTableColumn } from '../../../components/ui';
import type { DiscountCode } from '../../../api';
import { formatAddisDate } from '../shared';
import { formatAddisTime, formatPercent } from './discount-format';
import { DiscountRowActions, type DiscountRowHandlers } from './discount-row-actions';
import { isDiscountActive, isDiscountExpired } from './discount-rules';

/** The spec's copy confirmation lasts 3 seconds (spec 9). */
export const COPY_CONFIRMATION_MS = 3000;

function CodeCell({ code }: { code: DiscountCode }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span className="max-w-40 font-mono text-sm font-semibold tracking-wide whitespace-normal text-ink [overflow-wrap:anywhere]">
        {code.code}
      </span>
      <CopyButton
        value={code.code}
        iconOnly
        variant="ghost"
        srContext={`code ${code.code}`}
        copiedLabel={`Copied ${code.code}`}
        duration={COPY_CONFIRMATION_MS}
      />
    </span>
  );
}

/** 'No expiration', else the date and time in Addis Ababa, red once past. */
function ExpiresCell({ code }: { code: DiscountCode }) {
  if (!code.expiresAt) return <span className="text-ink-muted">No expiration</span>;
  const expired = isDiscountExpired(code);
  return (
    <span className={clsx('block tabular-nums', expired && 'font-medium text-danger-700')}>
      <span className="block">{formatAddisDate(code.expiresAt)}</span>
      <span className={clsx('block text-xs', !expired && 'text-ink-muted')}>
        {formatAddisTime(code.expiresAt)}
        {expired && ' · expired'}
      </span>
    </span>
  );
}

/**
 * Active only if isActive and not expired (spec 2.9); a code past its expiry says Expired (switching
 * it on or off changes nothing a customer sees: its date must move), one switched off Inactive.
 */
export function DiscountStatusBadge({ code }: { code: DiscountCode }) {
  if (isDiscountActive(code))
    return (
      <Badge tone="success" dot>
        Active
      </Badge>
    );
  return isDiscountExpired(code) ? (
    <Badge tone="warning" dot>
      Expired
    </Badge>
  ) : (
    <Badge tone="neutral" dot>
      Inactive
    </Badge>
  );
}

const usageOf = (code: DiscountCode) => code._count?.orders ?? 0;

function columns(handlers: DiscountRowHandlers): DataTableColumn<DiscountCode>[] {
  // Eight columns in the 960 px a 1280 px screen leaves beside the sidebar: a little less padding.
  return tight([
    { key: 'code', header: 'Code', cell: (code) => <CodeCell code={code} /> },
    { key: 'discount', header: 'Discount %', align: 'right', cell: (code) => formatPercent(code.discount) },
    {
      key: 'kickback',
      header: 'Kickback %',
      align: 'right',
      cell: (code) => formatPercent(code.affiliateKickback),
    },
    {
      key: 'givenTo',
      header: 'Given To',
      cell: (code) => (
        // Anywhere: an e-mail has no spaces, and a table sizes columns by their longest word.
        <span className="block max-w-40 min-w-24 whitespace-normal [overflow-wrap:anywhere]">
          {code.givenTo}
        </span>
      ),
    },
    { key: 'expires', header: 'Expires', cell: (code) => <ExpiresCell code={code} /> },
    { key: 'usage', header: 'Usage', align: 'right', cell: (code) => usageOf(code) },
    { key: 'status', header: 'Status', cell: (code) => <DiscountStatusBadge code={code} /> },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (code) => <DiscountRowActions code={code} {...handlers} />,
    },
  ]);
}

function tight(list: DataTableColumn<DiscountCode>[]): DataTableColumn<DiscountCode>[] {
  return list.map((column) => ({ ...column, className: clsx('px-2!', column.className) }));
}

/** A code on a phone: the code and its status, the figures, then every action with its words. */
function DiscountCard({ code, handlers }: { code: DiscountCode; handlers: DiscountRowHandlers }) {
  const facts: [string, ReactNode][] = [
    ['Discount', formatPercent(code.discount)],
    ['Kickback', formatPercent(code.affiliateKickback)],
    ['Given To', code.givenTo],
    ['Usage', `${usageOf(code)} orders`],
    ['Expires', <ExpiresCell key="expires" code={code} />],
  ];
  return (
    <article aria-label={code.code} className="rounded-card border border-line bg-surface p-4 shadow-card">
      <div className="flex items-start justify-between gap-3">
        <CodeCell code={code} />
        <DiscountStatusBadge code={code} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2.5 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className={clsx('min-w-0', label === 'Expires' && 'col-span-2')}>
            <dt className="text-xs font-medium text-ink-subtle">{label}</dt>
            <dd className="mt-0.5 font-medium break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 border-t border-line pt-3">
        <DiscountRowActions code={code} compact={false} {...handlers} />
      </div>
    </article>
  );
}

export type DiscountsTableProps = DiscountRowHandlers & { codes: DiscountCode[] };

/** The discount codes (spec 2.9): a table from 768 px, cards on phones. */
export function DiscountsTable({ codes, ...handlers }: DiscountsTableProps) {
  return (
    <DataTable
      caption="Discount codes"
      columns={columns(handlers)}
      rows={codes}
      rowKey={(code) => code.id}
      renderCard={(code) => <DiscountCard code={code} handlers={handlers} />}
    />
  );
}
