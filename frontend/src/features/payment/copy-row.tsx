import type { ReactNode } from 'react';
import { CopyButton } from '../../components/ui';

export type CopyRowProps = {
  label: string;
  /** What is shown. */
  children: ReactNode;
  /** What is copied (digits only for numbers, so the banking app accepts a paste). */
  value: string;
};

/** One detail of a payment account with its copy button (2-second confirmation). */
export function CopyRow({ label, children, value }: CopyRowProps) {
  return (
    <div className="flex items-center justify-between gap-3 py-3.5">
      <div className="min-w-0">
        <dt className="text-xs font-medium text-ink-subtle">{label}</dt>
        <dd className="mt-0.5 text-base font-semibold break-all text-ink tabular-nums">{children}</dd>
      </div>
      <CopyButton value={value} srContext={label.toLowerCase()} className="shrink-0" />
    </div>
  );
}
