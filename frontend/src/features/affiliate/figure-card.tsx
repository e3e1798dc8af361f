import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

const tones = {
  brand: 'bg-brand-50 text-brand-700',
  info: 'bg-info-50 text-info-700',
  success: 'bg-success-50 text-success-700',
  warning: 'bg-warning-50 text-warning-800',
  danger: 'bg-danger-50 text-danger-700',
} as const;

export type FigureCardProps = {
  label: string;
  /** The figure, already formatted ('12', 'ETB 1,500.00'). */
  value: ReactNode;
  icon: LucideIcon;
  tone?: keyof typeof tones;
  /** Quieter lines under the figure ('ETB 500.00 payable'). */
  hint?: ReactNode;
  className?: string;
};

/** One figure with its label and icon; a labelled group, so `getByRole('group', { name })` finds it. */
export function FigureCard({ label, value, icon: Icon, tone = 'brand', hint, className }: FigureCardProps) {
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
            'inline-flex size-9 shrink-0 items-center justify-center rounded-full',
            tones[tone],
          )}
        >
          <Icon className="size-5" />
        </span>
      </div>
      <p className="mt-1 text-2xl font-bold tracking-tight break-words text-ink tabular-nums">{value}</p>
      {hint && <div className="mt-1 space-y-0.5 text-sm text-ink-subtle">{hint}</div>}
    </div>
  );
}
