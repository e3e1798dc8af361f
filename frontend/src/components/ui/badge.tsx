import { clsx } from 'clsx';
import type { ReactNode } from 'react';

const tones = {
  neutral: 'bg-surface-muted text-ink-muted ring-line',
  brand: 'bg-brand-50 text-brand-700 ring-brand-200',
  info: 'bg-info-50 text-info-700 ring-info-200',
  success: 'bg-success-50 text-success-700 ring-success-200',
  warning: 'bg-warning-50 text-warning-800 ring-warning-200',
  danger: 'bg-danger-50 text-danger-700 ring-danger-200',
} as const;

const solid = {
  neutral: 'bg-ink-muted text-white ring-ink-muted',
  brand: 'bg-brand-600 text-white ring-brand-600',
  info: 'bg-info-700 text-white ring-info-700',
  success: 'bg-success-700 text-white ring-success-700',
  warning: 'bg-warning-700 text-white ring-warning-700',
  danger: 'bg-danger-700 text-white ring-danger-700',
} as const;

const dots = {
  neutral: 'bg-ink-subtle',
  brand: 'bg-brand-600',
  info: 'bg-info-600',
  success: 'bg-success-600',
  warning: 'bg-warning-600',
  danger: 'bg-danger-600',
} as const;

export type BadgeTone = keyof typeof tones;

export type BadgeProps = {
  tone?: BadgeTone;
  /** 'soft' (tinted, default) or 'solid' (filled, white text) for emphasis such as 'Most Popular'. */
  variant?: 'soft' | 'solid';
  /** A small status dot before the text (e.g. running / stopped). */
  dot?: boolean;
  children: ReactNode;
  className?: string;
};

export function Badge({ tone = 'neutral', variant = 'soft', dot = false, children, className }: BadgeProps) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        variant === 'solid' ? solid[tone] : tones[tone],
        className,
      )}
    >
      {dot && (
        <span
          aria-hidden="true"
          className={clsx('size-1.5 rounded-full', variant === 'solid' ? 'bg-white' : dots[tone])}
        />
      )}
      {children}
    </span>
  );
}
