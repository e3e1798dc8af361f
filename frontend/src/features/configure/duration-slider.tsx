import { DURATION_BOUNDS, LONG_TERM_DISCOUNT_DAYS, LONG_TERM_DISCOUNT_PERCENT } from '@shop/domain';
import { Slider } from '../../components/ui';
import { useT } from '../../i18n';
import type { Translate } from '../catalog';

/** '90 days', in the language now spoken. */
export function formatDays(days: number, t: Translate): string {
  return t('configure.units.days', { count: days });
}

export type DurationSliderProps = {
  value: number;
  onChange: (days: number) => void;
  /** KVM servers: mention the long-term discount (10% from 300 days). */
  longTermDiscount?: boolean;
};

function hint(days: number, longTermDiscount: boolean, t: Translate): string {
  if (!longTermDiscount) return t('configure.duration.paidOnce');
  if (days >= LONG_TERM_DISCOUNT_DAYS) {
    return t('configure.duration.discountApplied', { percent: LONG_TERM_DISCOUNT_PERCENT });
  }
  return t('configure.duration.discountOffer', {
    days: LONG_TERM_DISCOUNT_DAYS,
    percent: LONG_TERM_DISCOUNT_PERCENT,
  });
}

/** Duration 30 to 360 days in steps of 30 (domain's DURATION). */
export function DurationSlider({ value, onChange, longTermDiscount = false }: DurationSliderProps) {
  const t = useT();
  return (
    <Slider
      label={t('configure.duration.label')}
      value={value}
      onValueChange={onChange}
      min={DURATION_BOUNDS.min}
      max={DURATION_BOUNDS.max}
      step={DURATION_BOUNDS.step}
      formatValue={(days) => formatDays(days, t)}
      hint={hint(value, longTermDiscount, t)}
    />
  );
}
