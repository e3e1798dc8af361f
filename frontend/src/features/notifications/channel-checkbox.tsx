import { clsx } from 'clsx';
import { useId } from 'react';

export type ChannelCheckboxProps = {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** Said under the box and read with it: why it is off, or where the messages go. */
  note?: string;
};

/** One channel of one kind of message: a native checkbox with its label and a note under it. */
export function ChannelCheckbox({
  label,
  checked,
  onCheckedChange,
  disabled = false,
  note,
}: ChannelCheckboxProps) {
  const noteId = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label
        className={clsx(
          'inline-flex items-center gap-2 text-sm font-medium',
          disabled ? 'cursor-not-allowed text-ink-subtle' : 'cursor-pointer text-ink',
        )}
      >
        <input
          type="checkbox"
          className="focus-ring size-4 shrink-0 rounded accent-brand-600 disabled:cursor-not-allowed"
          checked={checked}
          disabled={disabled}
          aria-describedby={note ? noteId : undefined}
          onChange={(event) => onCheckedChange(event.target.checked)}
        />
        {label}
      </label>
      {note && (
        <p id={noteId} className="ml-6 text-xs text-ink-muted">
          {note}
        </p>
      )}
    </div>
  );
}
