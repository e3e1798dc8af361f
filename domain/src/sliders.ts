/** The configuration sliders: their bounds, snapping, and the server's check of a submitted value. */
import { DURATION } from './pricing';
import type { GameType } from './pricing';

export const KVM_IPV4_MAX = 10;
export const KVM_TRAFFIC_MAX_TB = 10;
export const DEFAULT_INCLUDED_IPV4 = 1;
export const DEFAULT_INCLUDED_TRAFFIC_TB = 4;
export const GAME_SLOTS_STEP = 2;
export const GAME_MEMORY_STEP_MB = 1024;

export interface SliderBounds {
  min: number;
  max: number;
  step: number;
  /** The value the slider starts at. */
  defaultValue: number;
  /** A disabled slider accepts its default value only. */
  disabled?: boolean;
}

export const DURATION_BOUNDS: SliderBounds = { ...DURATION, defaultValue: DURATION.min };

export interface KvmSliders {
  ipv4: SliderBounds;
  traffic: SliderBounds;
  duration: SliderBounds;
}

/**
 * The KVM configuration sliders. IPv4 runs from the package's included count (1 when missing) to 10,
 * bandwidth from its included TB (4 when missing) to 10 and is disabled when 10 or more are included.
 * Both start at their minimum; duration 30..360 step 30 starts at 30. A maximum never falls below its
 * minimum (a package including more than 10 gets a one-value slider).
 */
export function kvmSliderBounds(pkg: { ipv4?: number | null; traffic?: number | null }): KvmSliders {
  const ipv4Min = pkg.ipv4 ?? DEFAULT_INCLUDED_IPV4;
  const trafficMin = pkg.traffic ?? DEFAULT_INCLUDED_TRAFFIC_TB;
  return {
    ipv4: { min: ipv4Min, max: Math.max(KVM_IPV4_MAX, ipv4Min), step: 1, defaultValue: ipv4Min },
    traffic: {
      min: trafficMin,
      max: Math.max(KVM_TRAFFIC_MAX_TB, trafficMin),
      step: 1,
      defaultValue: trafficMin,
      disabled: trafficMin >= KVM_TRAFFIC_MAX_TB,
    },
    duration: { ...DURATION_BOUNDS },
  };
}

/** The slots slider (step 2) or the memory slider (step 1024 MB) of a game, from its min to its max. */
export function gameSliderBounds(game: { type: GameType; minvalue: number; maxvalue: number }): SliderBounds {
  const step = game.type === 'slots' ? GAME_SLOTS_STEP : GAME_MEMORY_STEP_MB;
  return {
    min: game.minvalue,
    max: Math.max(game.minvalue, game.maxvalue),
    step,
    defaultValue: game.minvalue,
  };
}

/** The highest value the slider can reach: min plus a whole number of steps, not above max. */
function lastStep(bounds: SliderBounds): number {
  if (bounds.step <= 0) return bounds.max;
  return bounds.min + Math.floor((bounds.max - bounds.min) / bounds.step) * bounds.step;
}

/**
 * The nearest value the slider can take: clamped to [min, max], snapped to min + k x step
 * (half a step rounds up), never above max. A non-finite value gives the default.
 */
export function clampToStep(value: number, bounds: SliderBounds): number {
  if (bounds.disabled || !Number.isFinite(value)) return bounds.defaultValue;
  const clamped = Math.min(Math.max(value, bounds.min), bounds.max);
  if (bounds.step <= 0) return clamped;
  const snapped = bounds.min + Math.round((clamped - bounds.min) / bounds.step) * bounds.step;
  return Math.min(snapped, lastStep(bounds));
}

/** True when the slider could have produced the value: within [min, max] and on a step from min. */
export function isWithinBounds(value: number, bounds: SliderBounds): boolean {
  if (!Number.isFinite(value)) return false;
  if (bounds.disabled) return value === bounds.defaultValue;
  if (value < bounds.min || value > bounds.max) return false;
  return bounds.step <= 0 || Number.isInteger((value - bounds.min) / bounds.step);
}

/**
 * Null when the slider could have produced the value (see isWithinBounds); otherwise the server's
 * 400 message naming the field: '"specifications.ipv4" must be from 1 to 10', '... in steps of 2',
 * or '"specifications.traffic" must be 10 for this server' for a disabled slider.
 */
export function sliderRefusal(field: string, value: number, bounds: SliderBounds): string | null {
  if (isWithinBounds(value, bounds)) return null;
  if (bounds.disabled) return `"${field}" must be ${bounds.defaultValue} for this server`;
  const steps = bounds.step > 1 ? ` in steps of ${bounds.step}` : '';
  return `"${field}" must be from ${bounds.min} to ${bounds.max}${steps}`;
}
