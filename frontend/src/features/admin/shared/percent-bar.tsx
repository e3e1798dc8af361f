import { clsx } from 'clsx';

const fills = {
  brand: 'bg-brand-600',
  success: 'bg-success-600',
  warning: 'bg-warning-500',
  danger: 'bg-danger-600',
  info: 'bg-info-600',
} as const;

export type PercentBarProps = {
  /** 0 to 100 (clamped). */
  percent: number;
  /** The accessible name, e.g. 'Paid orders'. */
  label: string;
  tone?: keyof typeof fills;
  className?: string;
};

/** A horizontal bar filled to a percentage: a meter with its value read as '62%'. */
export function PercentBar({ percent, label, tone = 'brand', className }: PercentBarProps) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={`${value}%`}
      className={clsx('h-2.5 w-full overflow-hidden rounded-full bg-surface-muted', className)}
    >
      <div
        className={clsx('h-full rounded-full transition-[width] duration-500', fills[tone])}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
