import { DURATION_BOUNDS, LONG_TERM_DISCOUNT_DAYS, LONG_TERM_DISCOUNT_PERCENT } from '@shop/domain';
import { Slider } from '../../components/ui';

export function formatDays(days: number): string {
  return `${days} days`;
}

export type DurationSliderProps = {
  value: number;
  onChange: (days: number) => void;
  /** KVM servers: mention the long-term discount (10% from 300 days). */
  longTermDiscount?: boolean;
};

function hint(days: number, longTermDiscount: boolean): string {
  if (!longTermDiscount) return 'Paid once, up front, for the whole period.';
  if (days >= LONG_TERM_DISCOUNT_DAYS) {
    return `The ${LONG_TERM_DISCOUNT_PERCENT}% long-term discount is applied.`;
  }
  return `Pay for ${LONG_TERM_DISCOUNT_DAYS} days or more and save ${LONG_TERM_DISCOUNT_PERCENT}%.`;
}

/** Duration 30 to 360 days in steps of 30 (domain's DURATION). */
export function DurationSlider({ value, onChange, longTermDiscount = false }: DurationSliderProps) {
  return (
    <Slider
      label="Duration"
      value={value}
      onValueChange={onChange}
      min={DURATION_BOUNDS.min}
      max={DURATION_BOUNDS.max}
      step={DURATION_BOUNDS.step}
      formatValue={formatDays}
      hint={hint(value, longTermDiscount)}
    />
  );
}
