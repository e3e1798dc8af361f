import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** One label and its value in a details dialog; `wide` rows (long ids, e-mails) take the whole line on phones. */
export type DetailRow = { label: string; value: ReactNode; wide?: boolean };

export type DetailsSectionProps = {
  /** The section's heading, also its accessible name. */
  title: string;
  rows: readonly DetailRow[];
};

/** A titled, bordered block of label/value rows, two to a line (the payment and service details dialogs). */
export function DetailsSection({ title, rows }: DetailsSectionProps) {
  return (
    <section aria-label={title} className="rounded-control border border-line p-4">
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2.5">
        {rows.map((row) => (
          <div key={row.label} className={clsx('min-w-0', row.wide && 'col-span-2 sm:col-span-1')}>
            <dt className="text-xs font-medium text-ink-subtle">{row.label}</dt>
            <dd className="mt-0.5 font-medium break-words text-ink">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
