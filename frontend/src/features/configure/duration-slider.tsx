import { DURATION_BOUNDS, LONG_TERM_DISCOUNT_DAYS, LONG_TERM_DISCOUNT_PERCENT } from '@shop/domain';
import { useT } from '../../i18n';
import type { Translate } from '../../lib/game-labels';
import { ConfigSection } from './config-section';
import { ConfigSliderField } from './config-slider-field';

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
    <ConfigSliderField
      label={t('configure.duration.label')}
      value={value}
      onChange={onChange}
      bounds={DURATION_BOUNDS}
      formatValue={(days) => formatDays(days, t)}
      hint={hint(value, longTermDiscount, t)}
    />
  );
}

/** Step 3 of both configurators, Billing: how many days to pay for. */
export function BillingSection(props: DurationSliderProps) {
  const t = useT();
  return (
    <ConfigSection
      step={3}
      title={t('configure.billing.title')}
      description={t('configure.billing.description')}
    >
      <DurationSlider {...props} />
    </ConfigSection>
  );
}
