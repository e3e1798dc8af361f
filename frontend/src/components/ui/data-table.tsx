import { clsx } from 'clsx';
import type { Key, ReactNode } from 'react';
import { useMediaQuery } from './use-media-query';

export type DataTableColumn<Row> = {
  /** Unique per table. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Left out of the default phone card (e.g. the row's action, shown in the card footer instead). */
  hideInCard?: boolean;
  className?: string;
};

export type DataTableProps<Row> = {
  columns: DataTableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => Key;
  /** Describes the table for screen readers (visually hidden unless showCaption). */
  caption: ReactNode;
  showCaption?: boolean;
  /** What a phone shows per row; by default a card listing every column as label: value. */
  renderCard?: (row: Row) => ReactNode;
  /** Card title for the default card (e.g. the server name). */
  cardTitle?: (row: Row) => ReactNode;
  /** Card actions for the default card (e.g. a full-width Configure button). */
  cardActions?: (row: Row) => ReactNode;
  /** 'auto' = table from 768 px up, cards below. */
  layout?: 'auto' | 'table' | 'cards';
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  className?: string;
};

const alignment = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

/**
 * A semantic <table> in a horizontally scrolling wrapper; below 768 px (or with layout="cards")
 * a list of cards instead. Only one of the two is rendered, so tests never see duplicates.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  showCaption = false,
  renderCard,
  cardTitle,
  cardActions,
  layout = 'auto',
  empty,
  className,
}: DataTableProps<Row>) {
  const wide = useMediaQuery('(min-width: 768px)');
  if (rows.length === 0 && empty) return <>{empty}</>;
  const cards = layout === 'cards' || (layout === 'auto' && !wide);

  if (cards) {
    return (
      <ul
        className={clsx('grid gap-3', className)}
        aria-label={typeof caption === 'string' ? caption : undefined}
      >
        {rows.map((row) => (
          <li key={rowKey(row)}>
            {renderCard ? (
              renderCard(row)
            ) : (
              <div className="rounded-card border border-line bg-surface p-4 shadow-card">
                {cardTitle && <div className="mb-3 text-base font-semibold text-ink">{cardTitle(row)}</div>}
                <dl className="grid grid-cols-2 gap-x-4 gap-y-2.5 text-sm">
                  {columns
                    .filter((c) => !c.hideInCard)
                    .map((c) => (
                      <div key={c.key} className="min-w-0">
                        <dt className="text-xs font-medium text-ink-subtle">{c.header}</dt>
                        <dd className="mt-0.5 font-medium text-ink">{c.cell(row)}</dd>
                      </div>
                    ))}
                </dl>
                {cardActions && <div className="mt-4 flex gap-2 [&>*]:flex-1">{cardActions(row)}</div>}
              </div>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div
      className={clsx('overflow-x-auto rounded-card border border-line bg-surface shadow-card', className)}
    >
      <table className="w-full border-collapse text-sm">
        <caption className={showCaption ? 'px-4 py-3 text-left text-sm font-medium text-ink' : 'sr-only'}>
          {caption}
        </caption>
        <thead className="bg-surface-muted">
          <tr>
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={clsx(
                  'border-b border-line px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-ink-muted uppercase',
                  alignment[c.align ?? 'left'],
                  c.className,
                )}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="transition-colors hover:bg-surface-muted/50">
              {columns.map((c) => (
                <td
                  key={c.key}
                  className={clsx(
                    'px-4 py-3.5 whitespace-nowrap text-ink',
                    alignment[c.align ?? 'left'],
                    c.className,
                  )}
                >
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
