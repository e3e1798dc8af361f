import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useT } from '../../i18n';

export type StepsProps = {
  /** The step names, in order. */
  steps: readonly string[];
  /** The index of the current step; earlier ones show as done. */
  current: number;
  /** Accessible name of the list (default 'Progress', in the current language). */
  label?: string;
  className?: string;
};

/** A compact progress indicator ('Configure ✓ → Review → Pay → Confirm'); names hide on phones except the current. */
export function Steps({ steps, current, label, className }: StepsProps) {
  const t = useT();
  return (
    <nav aria-label={label ?? t('common.steps.label')} className={className}>
      <ol className="flex items-center gap-2 sm:gap-3">
        {steps.map((step, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li key={step} className="flex min-w-0 items-center gap-2 sm:gap-3">
              {index > 0 && (
                <span
                  aria-hidden="true"
                  className={clsx(
                    'h-px w-4 shrink-0 sm:w-8',
                    done || active ? 'bg-brand-600' : 'bg-line-strong/50',
                  )}
                />
              )}
              <span aria-current={active ? 'step' : undefined} className="flex min-w-0 items-center gap-2">
                <span
                  aria-hidden="true"
                  className={clsx(
                    'inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                    done && 'bg-brand-600 text-white',
                    active && 'bg-brand-50 text-brand-700 ring-2 ring-brand-600',
                    !done && !active && 'bg-surface-muted text-ink-subtle ring-1 ring-line',
                  )}
                >
                  {done ? <Check className="size-3.5" strokeWidth={3} /> : index + 1}
                </span>
                <span
                  className={clsx(
                    'truncate text-sm',
                    active ? 'font-semibold text-ink' : 'text-ink-muted max-sm:sr-only',
                  )}
                >
                  {step}
                  {done && <span className="sr-only"> {t('common.status.done')}</span>}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
