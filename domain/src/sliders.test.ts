import { describe, expect, it } from 'vitest';
import type { SliderBounds } from './sliders';
import {
  clampToStep,
  DEFAULT_INCLUDED_IPV4,
  DEFAULT_INCLUDED_TRAFFIC_TB,
  DURATION_BOUNDS,
  GAME_MEMORY_STEP_MB,
  GAME_SLOTS_STEP,
  gameSliderBounds,
  isWithinBounds,
  sliderRefusal,
  KVM_IPV4_MAX,
  KVM_TRAFFIC_MAX_TB,
  kvmSliderBounds,
} from './sliders';

const duration = { min: 30, max: 360, step: 30, defaultValue: 30 };

describe('constants', () => {
  it('match the spec', () => {
    expect([KVM_IPV4_MAX, KVM_TRAFFIC_MAX_TB, DEFAULT_INCLUDED_IPV4, DEFAULT_INCLUDED_TRAFFIC_TB]).toEqual([
      10, 10, 1, 4,
    ]);
    expect([GAME_SLOTS_STEP, GAME_MEMORY_STEP_MB]).toEqual([2, 1024]);
    expect(DURATION_BOUNDS).toEqual(duration);
  });
});

describe('kvmSliderBounds', () => {
  it('runs from the included counts to 10, starting at the minimum', () => {
    expect(kvmSliderBounds({ ipv4: 2, traffic: 5 })).toEqual({
      ipv4: { min: 2, max: 10, step: 1, defaultValue: 2 },
      traffic: { min: 5, max: 10, step: 1, defaultValue: 5, disabled: false },
      duration,
    });
  });

  it.each([{}, { ipv4: null, traffic: null }, { ipv4: undefined, traffic: undefined }])(
    'defaults to 1 IPv4 and 4 TB (%j)',
    (pkg) => {
      const bounds = kvmSliderBounds(pkg);
      expect(bounds.ipv4).toEqual({ min: 1, max: 10, step: 1, defaultValue: 1 });
      expect(bounds.traffic).toEqual({ min: 4, max: 10, step: 1, defaultValue: 4, disabled: false });
    },
  );

  it('keeps an included count of 0', () => {
    expect(kvmSliderBounds({ ipv4: 0, traffic: 0 }).ipv4.min).toBe(0);
    expect(kvmSliderBounds({ ipv4: 0, traffic: 0 }).traffic.min).toBe(0);
  });

  it.each([
    [9, false, 10],
    [10, true, 10],
    [20, true, 20],
  ])('bandwidth with %s TB included: disabled %s, max %s', (traffic, disabled, max) => {
    const bounds = kvmSliderBounds({ traffic });
    expect(bounds.traffic.disabled).toBe(disabled);
    expect(bounds.traffic.max).toBe(max);
    expect(bounds.traffic.defaultValue).toBe(traffic);
  });

  it('never puts the IPv4 maximum below the included count', () => {
    expect(kvmSliderBounds({ ipv4: 12 }).ipv4).toEqual({ min: 12, max: 12, step: 1, defaultValue: 12 });
  });

  it('returns a fresh duration object each time', () => {
    const first = kvmSliderBounds({});
    first.duration.min = 1;
    expect(kvmSliderBounds({}).duration).toEqual(duration);
    expect(DURATION_BOUNDS).toEqual(duration);
  });
});

describe('gameSliderBounds', () => {
  it('uses step 2 for slots games', () => {
    expect(gameSliderBounds({ type: 'slots', minvalue: 4, maxvalue: 64 })).toEqual({
      min: 4,
      max: 64,
      step: 2,
      defaultValue: 4,
    });
  });
  it('uses step 1024 MB for memory games', () => {
    expect(gameSliderBounds({ type: 'memory', minvalue: 1024, maxvalue: 8192 })).toEqual({
      min: 1024,
      max: 8192,
      step: 1024,
      defaultValue: 1024,
    });
  });
  it('never puts max below min', () => {
    expect(gameSliderBounds({ type: 'slots', minvalue: 10, maxvalue: 2 }).max).toBe(10);
  });
});

const slots: SliderBounds = { min: 4, max: 64, step: 2, defaultValue: 4 };
const oddSlots: SliderBounds = { min: 1, max: 10, step: 2, defaultValue: 1 }; // reaches 1, 3, 5, 7, 9
const memory: SliderBounds = { min: 1024, max: 8192, step: 1024, defaultValue: 1024 };
const disabled: SliderBounds = { min: 4, max: 10, step: 1, defaultValue: 4, disabled: true };
const free: SliderBounds = { min: 0, max: 1, step: 0, defaultValue: 0 };

describe('clampToStep', () => {
  it.each<[number, SliderBounds, number]>([
    [6, slots, 6],
    [5, slots, 6], // half a step rounds up
    [3, slots, 4], // below min
    [100, slots, 64], // above max
    [63, slots, 64],
    [10, oddSlots, 9], // 11 would pass max: the last reachable step
    [4, oddSlots, 5],
    [1536, memory, 2048],
    [1500, memory, 1024],
    [45, duration, 60],
    [44, duration, 30],
    [400, duration, 360],
    [0, duration, 30],
    [NaN, duration, 30],
    [Infinity, slots, 4],
    [8, disabled, 4],
    [0.25, free, 0.25],
  ])('%s in %j -> %s', (value, bounds, expected) => {
    expect(clampToStep(value, bounds)).toBe(expected);
  });
});

describe('isWithinBounds', () => {
  it.each<[number, SliderBounds, boolean]>([
    [30, duration, true],
    [360, duration, true],
    [180, duration, true],
    [45, duration, false],
    [390, duration, false],
    [0, duration, false],
    [60.5, duration, false],
    [NaN, duration, false],
    [6, slots, true],
    [5, slots, false],
    [2, slots, false],
    [66, slots, false],
    [9, oddSlots, true],
    [10, oddSlots, false],
    [3072, memory, true],
    [1536, memory, false],
    [4, disabled, true],
    [5, disabled, false],
    [0.5, free, true],
    [2, free, false],
  ])('%s in %j: %s', (value, bounds, expected) => {
    expect(isWithinBounds(value, bounds)).toBe(expected);
  });

  it('accepts what clampToStep returns', () => {
    for (let v = -10; v <= 400; v += 7) {
      expect(isWithinBounds(clampToStep(v, duration), duration)).toBe(true);
      expect(isWithinBounds(clampToStep(v, oddSlots), oddSlots)).toBe(true);
    }
  });
});

describe('sliderRefusal', () => {
  const small = kvmSliderBounds({ ipv4: 1, traffic: 4 });

  it('accepts every value the slider can produce', () => {
    for (let ipv4 = 1; ipv4 <= 10; ipv4 += 1) expect(sliderRefusal('ipv4', ipv4, small.ipv4)).toBeNull();
    for (let days = 30; days <= 360; days += 30) {
      expect(sliderRefusal('duration', days, DURATION_BOUNDS)).toBeNull();
    }
  });

  it.each([
    ['below the minimum', 0, small.ipv4, '"ipv4" must be from 1 to 10'],
    ['above the maximum', 11, small.ipv4, '"ipv4" must be from 1 to 10'],
    ['a fraction', 1.5, small.ipv4, '"ipv4" must be from 1 to 10'],
    ['off the step', 45, DURATION_BOUNDS, '"ipv4" must be from 30 to 360 in steps of 30'],
    ['not a number', Number.NaN, DURATION_BOUNDS, '"ipv4" must be from 30 to 360 in steps of 30'],
  ])('refuses a value %s, naming the field', (_name, value, bounds, message) => {
    expect(sliderRefusal('ipv4', value, bounds)).toBe(message);
  });

  it('accepts only the included value on a disabled slider', () => {
    const xl = kvmSliderBounds({ ipv4: 1, traffic: 10 });
    expect(sliderRefusal('traffic', 10, xl.traffic)).toBeNull();
    expect(sliderRefusal('traffic', 9, xl.traffic)).toBe('"traffic" must be 10 for this server');
  });

  it('checks the step of game sliders from their minimum', () => {
    const slots = gameSliderBounds({ type: 'slots', minvalue: 10, maxvalue: 60 });
    expect(sliderRefusal('slots', 12, slots)).toBeNull();
    expect(sliderRefusal('slots', 11, slots)).toBe('"slots" must be from 10 to 60 in steps of 2');
  });
});
