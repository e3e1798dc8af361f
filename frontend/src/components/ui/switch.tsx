import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';

export type SwitchProps = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The accessible name (and visible label unless hideLabel). */
  label: ReactNode;
  hideLabel?: boolean;
  /** Visible state words after the track, e.g. ['ON', 'OFF'] (hidden from assistive tech: aria-checked says it). */
  stateLabels?: [on: string, off: string];
  disabled?: boolean;
  /** 'inverse' for dark surfaces such as the footer. */
  tone?: 'default' | 'inverse';
  className?: string;
};

/** A button with role="switch" and aria-checked; Space and Enter toggle it. */
export function Switch({
  checked,
  onCheckedChange,
  label,
  hideLabel = false,
  stateLabels,
  disabled = false,
  tone = 'default',
  className,
}: SwitchProps) {
  const labelId = useId();
  const inverse = tone === 'inverse';
  return (
    <span className={clsx('inline-flex items-center gap-3', className)}>
      <span
        id={labelId}
        className={clsx('text-sm font-medium', hideLabel && 'sr-only', inverse ? 'text-white' : 'text-ink')}
      >
        {label}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
        className={clsx(
          'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors duration-200',
          'disabled:cursor-not-allowed disabled:opacity-50',
          inverse ? 'focus-ring-inverse' : 'focus-ring',
          checked
            ? inverse
              ? 'bg-accent-400'
              : 'bg-brand-600'
            : inverse
              ? 'bg-white/25 ring-1 ring-white/40 ring-inset'
              : 'bg-line-strong',
        )}
      >
        <span
          aria-hidden="true"
          className={clsx(
            'inline-block size-5 rounded-full bg-white shadow-card transition-transform duration-200',
            checked ? 'translate-x-[22px]' : 'translate-x-0.5',
          )}
        />
      </button>
      {stateLabels && (
        <span
          aria-hidden="true"
          className={clsx(
            'min-w-7 text-xs font-bold tracking-wide whitespace-nowrap',
            inverse
              ? checked
                ? 'text-accent-300'
                : 'text-brand-200'
              : checked
                ? 'text-brand-700'
                : 'text-ink-subtle',
          )}
        >
          {checked ? stateLabels[0] : stateLabels[1]}
        </span>
      )}
    </span>
  );
}
