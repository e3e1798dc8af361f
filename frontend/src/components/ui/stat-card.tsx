import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from './skeleton';

const tones = {
  brand: 'bg-brand-50 text-brand-700',
  info: 'bg-info-50 text-info-700',
  success: 'bg-success-50 text-success-700',
  warning: 'bg-warning-50 text-warning-800',
  danger: 'bg-danger-50 text-danger-700',
} as const;

export type StatTone = keyof typeof tones;

export type StatCardProps = {
  /** 'Total Users' */
  label: string;
  /** The figure, already formatted ('1,204', '12,500.00 ETB'); undefined shows a placeholder while loading. */
  value: ReactNode | undefined;
  icon: LucideIcon;
  tone?: StatTone;
  /** Quieter lines under the figure ('12 expired'). */
  hint?: ReactNode;
  className?: string;
};

/**
 * A figure card (the console's dashboard and payment summaries, the affiliate figures): label and
 * icon above, the figure large. A labelled group, so `getByRole('group', { name: 'Total Users' })`
 * finds its figure.
 */
export function StatCard({ label, value, icon: Icon, tone = 'brand', hint, className }: StatCardProps) {
  return (
    <div
      role="group"
      aria-label={label}
      className={clsx('rounded-card border border-line bg-surface p-4 shadow-card sm:p-5', className)}
    >
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-ink-muted">{label}</p>
        <span
          aria-hidden="true"
          className={clsx(
            'inline-flex size-9 shrink-0 items-center justify-center rounded-full sm:size-10',
            tones[tone],
          )}
        >
          <Icon className="size-5" />
        </span>
      </div>
      {value === undefined ? (
        <Skeleton className="mt-1 h-8 w-28" />
      ) : (
        <p className="mt-1 text-2xl font-bold tracking-tight break-words text-ink tabular-nums">{value}</p>
      )}
      {hint && <div className="mt-1 space-y-0.5 text-sm text-ink-subtle">{hint}</div>}
    </div>
  );
}
