import * as LabelPrimitive from '@radix-ui/react-label';
import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';

/** What every labelled control takes besides its own attributes. */
export type FieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  /** An error message: shown below the control, sets aria-invalid and joins aria-describedby. */
  error?: ReactNode;
  /** Visually hide the label (it stays the accessible name), e.g. for a search box with an icon. */
  hideLabel?: boolean;
  /** Classes for the outer wrapper (label + control + messages). */
  className?: string;
  id?: string;
  required?: boolean;
};

/**
 * A field's two halves: the props of its FieldShell (label, hint, error) and the attributes its
 * control needs to be tied to them (id, required, aria-invalid, aria-describedby).
 */
export function useField({ label, hint, error, hideLabel, className, id, required }: FieldProps) {
  const auto = useId();
  const controlId = id ?? `field-${auto}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return {
    shell: { label, hint, hintId, error, errorId, required, hideLabel, className, controlId },
    control: {
      id: controlId,
      required,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
    },
  };
}

/** The look of every text-like control (input, select, textarea), with its error state. */
export function controlClasses(invalid: boolean) {
  return clsx(
    'w-full rounded-control border bg-surface px-3 text-sm text-ink shadow-card',
    'placeholder:text-ink-subtle transition-colors',
    'focus:outline-none focus-visible:outline-none focus:ring-3',
    'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-ink-subtle',
    invalid
      ? 'border-danger-600 focus:border-danger-600 focus:ring-danger-600/20'
      : 'border-line-strong hover:border-ink-subtle focus:border-brand-600 focus:ring-brand-600/20',
  );
}

export type FieldShellProps = {
  label: ReactNode;
  controlId: string;
  hint?: ReactNode;
  hintId?: string;
  error?: ReactNode;
  errorId?: string;
  required?: boolean;
  /** Visually hide the label (it stays the accessible name), e.g. for a search box with an icon. */
  hideLabel?: boolean;
  className?: string;
  children: ReactNode;
};

/** Label above, control, then error (in danger red) or hint below. */
export function FieldShell({
  label,
  controlId,
  hint,
  hintId,
  error,
  errorId,
  required,
  hideLabel,
  className,
  children,
}: FieldShellProps) {
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <LabelPrimitive.Root
        htmlFor={controlId}
        className={clsx('text-sm font-medium text-ink', hideLabel && 'sr-only')}
      >
        {label}
        {required && (
          <span className="ml-0.5 text-danger-700" aria-hidden="true">
            *
          </span>
        )}
      </LabelPrimitive.Root>
      {children}
      {error ? (
        <p id={errorId} className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-sm text-ink-subtle">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
