import type { ReactNode } from 'react';
import { CopyButton } from '../../components/ui';
import { useLocale } from '../../i18n';

export type CopyRowProps = {
  label: string;
  /** What is shown. */
  children: ReactNode;
  /** What is copied (digits only for numbers, so the banking app accepts a paste). */
  value: string;
};

/** One detail of a payment account with its copy button (2-second confirmation). */
export function CopyRow({ label, children, value }: CopyRowProps) {
  const locale = useLocale();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 py-3.5">
      <dt className="text-xs font-medium text-ink-subtle">{label}</dt>
      <dd className="col-start-1 mt-0.5 text-base font-semibold break-all text-ink tabular-nums">
        {children}
      </dd>
      <dd className="col-start-2 row-span-2 row-start-1">
        <CopyButton value={value} srContext={label.toLocaleLowerCase(locale)} />
      </dd>
    </div>
  );
}
