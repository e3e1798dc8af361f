import { clsx } from 'clsx';

const sizes = { xs: 'size-3.5', sm: 'size-4', md: 'size-5', lg: 'size-8' } as const;

export type SpinnerProps = {
  size?: keyof typeof sizes;
  /** With a label the spinner is a polite status ('Loading servers…'); without, it is decorative. */
  label?: string;
  className?: string;
};

export function Spinner({ size = 'sm', label, className }: SpinnerProps) {
  const svg = (
    <svg
      className={clsx('animate-spin', sizes[size], className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21.5 12a9.5 9.5 0 0 0-9.5-9.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return svg;
  return (
    <span role="status" className="inline-flex items-center gap-2 text-ink-muted">
      {svg}
      <span className="sr-only">{label}</span>
    </span>
  );
}
