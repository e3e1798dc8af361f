import * as SliderPrimitive from '@radix-ui/react-slider';
import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';

export type SliderProps = {
  label: ReactNode;
  value: number;
  onValueChange: (value: number) => void;
  min: number;
  max: number;
  step?: number;
  disabled?: boolean;
  /** How a value is written ('3 TB', '90 days'); used for the value text, min/max labels and aria-valuetext. */
  formatValue?: (value: number) => string;
  hint?: ReactNode;
  /** Called once the user lets go (pointer up or key press done). */
  onValueCommit?: (value: number) => void;
  name?: string;
  className?: string;
};

/** One-thumb Radix slider with a label, the current value, min/max captions and a disabled look. */
export function Slider({
  label,
  value,
  onValueChange,
  min,
  max,
  step = 1,
  disabled = false,
  formatValue = String,
  hint,
  onValueCommit,
  name,
  className,
}: SliderProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  // A range with nothing to choose (a package that already has the maximum): Radix divides by
  // max - min, so draw it as a full track that cannot move.
  const fixed = max <= min;
  const trackMin = fixed ? min - Math.max(step, 1) : min;
  return (
    <div className={clsx('flex flex-col gap-2', className)}>
      <div className="flex items-baseline justify-between gap-4">
        <span id={labelId} className="text-sm font-medium text-ink">
          {label}
        </span>
        <output
          aria-hidden="true"
          className={clsx(
            'text-sm font-semibold tabular-nums',
            disabled || fixed ? 'text-ink-muted' : 'text-brand-700',
          )}
        >
          {formatValue(value)}
        </output>
      </div>
      <SliderPrimitive.Root
        className="relative flex h-6 w-full touch-none items-center select-none data-[disabled]:cursor-not-allowed"
        value={[fixed ? min : value]}
        onValueChange={([v]) => onValueChange(v)}
        onValueCommit={onValueCommit ? ([v]) => onValueCommit(v) : undefined}
        min={trackMin}
        max={fixed ? min : max}
        step={step}
        disabled={disabled || fixed}
        name={name}
      >
        <SliderPrimitive.Track className="relative h-2 grow overflow-hidden rounded-full bg-line">
          <SliderPrimitive.Range className="absolute h-full rounded-full bg-brand-600 data-[disabled]:bg-ink-subtle" />
        </SliderPrimitive.Track>
        <SliderPrimitive.Thumb
          aria-labelledby={labelId}
          aria-describedby={hintId}
          aria-valuetext={formatValue(value)}
          // A fixed range draws its track from below min (see above); announce the real bounds, and
          // say that the slider cannot be moved.
          aria-valuemin={min}
          aria-disabled={disabled || fixed || undefined}
          className={clsx(
            'block size-5 rounded-full border-2 border-brand-600 bg-white shadow-raised transition-transform',
            'focus-ring hover:scale-110 data-[disabled]:border-ink-subtle data-[disabled]:hover:scale-100',
          )}
        />
      </SliderPrimitive.Root>
      <div className="flex justify-between text-xs text-ink-subtle tabular-nums" aria-hidden="true">
        <span>{formatValue(min)}</span>
        <span>{formatValue(max)}</span>
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-ink-subtle">
          {hint}
        </p>
      )}
    </div>
  );
}
