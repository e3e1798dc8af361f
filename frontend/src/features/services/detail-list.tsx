import type { ReactNode } from 'react';

export type DetailItem = { key: string; label: string; value: ReactNode };

/** Label and value pairs in two columns (short values: they fit a 360 px phone too). */
export function DetailList({ items }: { items: DetailItem[] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4">
      {items.map((item) => (
        <div key={item.key} className="min-w-0">
          <dt className="text-xs font-medium text-ink-subtle">{item.label}</dt>
          <dd className="mt-1 text-sm font-medium break-words text-ink">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
