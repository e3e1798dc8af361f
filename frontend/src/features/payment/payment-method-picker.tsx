import { clsx } from 'clsx';
import { Landmark, Smartphone, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useT } from '../../i18n';
import type { PaymentMethod } from '../../lib/payment-data';

/** The providers' names stay as they are in every language; the hint is payment.methods.<hint>. */
const METHODS: readonly {
  value: PaymentMethod;
  label: string;
  hint: 'bankTransfer' | 'mobileMoney';
  icon: LucideIcon;
}[] = [
  { value: 'CBE', label: 'CBE', hint: 'bankTransfer', icon: Landmark },
  { value: 'TELEBIRR', label: 'telebirr', hint: 'mobileMoney', icon: Smartphone },
];

export type PaymentMethodPickerProps = {
  value: PaymentMethod | '';
  onChange: (value: PaymentMethod) => void;
  error?: string;
  disabled?: boolean;
};

/** Two large radio cards: CBE or telebirr. */
export function PaymentMethodPicker({ value, onChange, error, disabled }: PaymentMethodPickerProps) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className="text-sm font-medium text-ink">
        {t('payment.report.method')}
        <span className="ml-0.5 text-danger-700" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="mt-1.5 grid grid-cols-2 gap-3">
        {METHODS.map(({ value: method, label, hint, icon: Icon }) => {
          const checked = value === method;
          return (
            <label
              key={method}
              className={clsx(
                'relative flex cursor-pointer flex-col items-start gap-2 rounded-control border bg-surface p-3 shadow-card transition-colors sm:flex-row sm:items-center sm:gap-3 sm:p-4',
                'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-600/30',
                checked
                  ? 'border-brand-600 ring-1 ring-brand-600'
                  : 'border-line-strong/60 hover:border-ink-subtle',
                error && !checked && 'border-danger-600',
              )}
            >
              <input
                type="radio"
                name={`${id}-method`}
                value={method}
                checked={checked}
                onChange={() => onChange(method)}
                aria-invalid={error ? true : undefined}
                className="sr-only"
              />
              <span
                className={clsx(
                  'inline-flex size-9 shrink-0 items-center justify-center rounded-full',
                  checked ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-700',
                )}
              >
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-ink">{label}</span>
                <span className="block text-xs text-ink-subtle">{t(`payment.methods.${hint}`)}</span>
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-danger-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
