import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui';

const tones = {
  brand: 'bg-brand-50 text-brand-700',
  info: 'bg-info-50 text-info-700',
  success: 'bg-success-50 text-success-700',
  warning: 'bg-warning-50 text-warning-700',
  danger: 'bg-danger-50 text-danger-700',
} as const;

export type StatTone = keyof typeof tones;

export type StatCardProps = {
  /** 'Total Users' */
  label: string;
  /** The figure, already formatted ('1,204', 'ETB 12,500'); undefined shows a placeholder while loading. */
  value: ReactNode | undefined;
  icon: LucideIcon;
  tone?: StatTone;
  /** A quieter line under the figure ('12 expired'). */
  hint?: ReactNode;
  className?: string;
};

/**
 * A figure card (dashboard and payment summaries): label and icon above, the figure large. A
 * labelled group, so `getByRole('group', { name: 'Total Users' })` finds its figure.
 */
export function StatCard({ label, value, icon: Icon, tone = 'brand', hint, className }: StatCardProps) {
  return (
    <div
      role="group"
      aria-label={label}
      className={clsx('rounded-card border border-line bg-surface p-5 shadow-card', className)}
    >
      <div className="flex items-start justify-between gap-3">
        <p className="text-sm font-medium text-ink-muted">{label}</p>
        <span
          aria-hidden="true"
          className={clsx(
            'inline-flex size-10 shrink-0 items-center justify-center rounded-full',
            tones[tone],
          )}
        >
          <Icon className="size-5" />
        </span>
      </div>
      {value === undefined ? (
        <Skeleton className="mt-1 h-8 w-28" />
      ) : (
        <p className="mt-1 text-2xl font-bold tracking-tight text-ink tabular-nums">{value}</p>
      )}
      {hint && <p className="mt-1 text-sm text-ink-subtle">{hint}</p>}
    </div>
  );
}
