import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { FieldShell, controlClasses, useFieldIds } from './field';

type Common = {
  label: ReactNode;
  hint?: ReactNode;
  /** An error message: shown below the control, sets aria-invalid and joins aria-describedby. */
  error?: ReactNode;
  hideLabel?: boolean;
  /** Classes for the outer wrapper (label + control + messages). */
  className?: string;
};

export type TextFieldProps = Omit<ComponentProps<'input'>, 'className'> &
  Common & {
    /** Content inside the right edge of the input, e.g. a show/hide password button. */
    trailing?: ReactNode;
    /** Content inside the left edge, e.g. a search icon (decorative). */
    leading?: ReactNode;
    inputClassName?: string;
  };

export function TextField({
  label,
  hint,
  error,
  hideLabel,
  className,
  trailing,
  leading,
  inputClassName,
  id,
  required,
  ...input
}: TextFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldShell
      label={label}
      required={required}
      hideLabel={hideLabel}
      className={className}
      {...ids}
      hint={hint}
      error={error}
    >
      <div className="relative">
        {leading && (
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-subtle [&_svg]:size-4">
            {leading}
          </span>
        )}
        <input
          id={ids.controlId}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={clsx(
            controlClasses(!!error),
            'h-10',
            leading && 'pl-9',
            trailing && 'pr-11',
            inputClassName,
          )}
          {...input}
        />
        {trailing && <span className="absolute inset-y-0 right-1 flex items-center">{trailing}</span>}
      </div>
    </FieldShell>
  );
}

export type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'className'> & Common;

export function TextAreaField({
  label,
  hint,
  error,
  hideLabel,
  className,
  id,
  required,
  rows = 5,
  ...textarea
}: TextAreaFieldProps) {
  const ids = useFieldIds(id, hint, error);
  return (
    <FieldShell
      label={label}
      required={required}
      hideLabel={hideLabel}
      className={className}
      {...ids}
      hint={hint}
      error={error}
    >
      <textarea
        id={ids.controlId}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={clsx(controlClasses(!!error), 'min-h-24 resize-y py-2.5 leading-relaxed')}
        {...textarea}
      />
    </FieldShell>
  );
}
