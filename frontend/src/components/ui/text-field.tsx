import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { FieldShell, controlClasses, useField, type FieldProps } from './field';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'className' | 'id' | 'required'> &
  FieldProps & {
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
  id,
  required,
  trailing,
  leading,
  inputClassName,
  ...input
}: TextFieldProps) {
  const { shell, control } = useField({ label, hint, error, hideLabel, className, id, required });
  return (
    <FieldShell {...shell}>
      <div className="relative">
        {leading && (
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-subtle [&_svg]:size-4">
            {leading}
          </span>
        )}
        <input
          {...control}
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

export type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'className' | 'id' | 'required'> &
  FieldProps;

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
  const { shell, control } = useField({ label, hint, error, hideLabel, className, id, required });
  return (
    <FieldShell {...shell}>
      <textarea
        {...control}
        rows={rows}
        className={clsx(controlClasses(!!error), 'min-h-24 resize-y py-2.5 leading-relaxed')}
        {...textarea}
      />
    </FieldShell>
  );
}
