import { TextField } from './text-field';

/** Keeps what an authenticator code can hold: up to six digits (spaces and others dropped). */
export function codeInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}

export type CodeFieldProps = {
  label: string;
  /** Up to six digits. */
  value: string;
  /** The field's new value, kept to what a code can hold (codeInput). */
  onChange: (code: string) => void;
  autoFocus?: boolean;
  inputClassName?: string;
};

/**
 * The field of an authenticator's 6-digit code (sign-in, turning two-factor sign-in on or off):
 * the numeric keyboard, the phone's one-time-code autofill, only digits kept.
 */
export function CodeField({
  label,
  value,
  onChange,
  autoFocus,
  inputClassName = 'font-mono tracking-[0.3em]',
}: CodeFieldProps) {
  return (
    <TextField
      label={label}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      autoFocus={autoFocus}
      required
      value={value}
      onChange={(e) => onChange(codeInput(e.target.value))}
      inputClassName={inputClassName}
    />
  );
}
