import type { SliderBounds } from '@shop/domain';
import { Slider, type SliderProps } from '../../components/ui';

export type ConfigSliderFieldProps = Pick<SliderProps, 'label' | 'value' | 'formatValue' | 'hint'> & {
  /** domain's bounds of the choice (gameSliderBounds, kvmSliderBounds, DURATION_BOUNDS): its range, step, and whether it is fixed. */
  bounds: Pick<SliderBounds, 'min' | 'max' | 'step' | 'disabled'>;
  onChange: (value: number) => void;
};

/**
 * One slider of a configurator (duration, slots or memory, IPv4 addresses, bandwidth): the range
 * and step come from domain's bounds, so the slider offers exactly what the server accepts.
 */
export function ConfigSliderField({ bounds, onChange, ...field }: ConfigSliderFieldProps) {
  return (
    <Slider
      {...field}
      onValueChange={onChange}
      min={bounds.min}
      max={bounds.max}
      step={bounds.step}
      disabled={bounds.disabled}
    />
  );
}
