import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { FieldShell, controlClasses, useField, type FieldProps } from './field';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = Omit<ComponentProps<'select'>, 'className' | 'children' | 'id' | 'required'> &
  FieldProps & {
    options: SelectOption[];
    /** A first, empty choice ('Select an operating system'); it cannot be picked again once left. */
    placeholder?: string;
  };

/**
 * A styled native <select>. Chosen over Radix Select on purpose: phones get their own picker,
 * keyboard and screen-reader support come from the browser, and tests (testing-library's
 * selectOptions, Playwright's selectOption) drive it without pointer-event shims.
 */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  hideLabel,
  className,
  id,
  required,
  value,
  defaultValue,
  ...select
}: SelectProps) {
  const { shell, control } = useField({ label, hint, error, hideLabel, className, id, required });
  const showPlaceholder = placeholder !== undefined;
  return (
    <FieldShell {...shell}>
      <div className="relative">
        <select
          {...control}
          value={value}
          defaultValue={
            value === undefined && defaultValue === undefined && showPlaceholder ? '' : defaultValue
          }
          className={clsx(controlClasses(!!error), 'h-10 cursor-pointer appearance-none pr-10')}
          {...select}
        >
          {showPlaceholder && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-subtle"
        />
      </div>
    </FieldShell>
  );
}
