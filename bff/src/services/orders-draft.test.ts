import Boom from '@hapi/boom';
import { DURATION_BOUNDS, gameSliderBounds, kvmSliderBounds } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { assertOnSlider } from './orders-draft.ts';

function refusal(work: () => void): Boom.Boom {
  try {
    work();
  } catch (err) {
    if (Boom.isBoom(err)) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('assertOnSlider', () => {
  const small = kvmSliderBounds({ ipv4: 1, traffic: 4 });

  it('accepts every value the slider can produce', () => {
    for (let ipv4 = 1; ipv4 <= 10; ipv4 += 1)
      expect(() => assertOnSlider('ipv4', ipv4, small.ipv4)).not.toThrow();
    for (let days = 30; days <= 360; days += 30) {
      expect(() => assertOnSlider('duration', days, DURATION_BOUNDS)).not.toThrow();
    }
  });

  it.each([
    ['below the minimum', 0, small.ipv4, '"ipv4" must be from 1 to 10'],
    ['above the maximum', 11, small.ipv4, '"ipv4" must be from 1 to 10'],
    ['a fraction', 1.5, small.ipv4, '"ipv4" must be from 1 to 10'],
    ['off the step', 45, DURATION_BOUNDS, '"ipv4" must be from 30 to 360 in steps of 30'],
    ['not a number', Number.NaN, DURATION_BOUNDS, '"ipv4" must be from 30 to 360 in steps of 30'],
  ])('refuses a value %s with 400 naming the field', (_name, value, bounds, message) => {
    const err = refusal(() => assertOnSlider('ipv4', value, bounds));
    expect(err.output.statusCode).toBe(400);
    expect(err.message).toBe(message);
  });

  it('accepts only the included value on a disabled slider', () => {
    const xl = kvmSliderBounds({ ipv4: 1, traffic: 10 });
    expect(() => assertOnSlider('traffic', 10, xl.traffic)).not.toThrow();
    expect(refusal(() => assertOnSlider('traffic', 9, xl.traffic)).message).toBe(
      '"traffic" must be 10 for this server',
    );
  });

  it('checks the step of game sliders from their minimum', () => {
    const slots = gameSliderBounds({ type: 'slots', minvalue: 10, maxvalue: 60 });
    expect(() => assertOnSlider('slots', 12, slots)).not.toThrow();
    expect(refusal(() => assertOnSlider('slots', 11, slots)).message).toBe(
      '"slots" must be from 10 to 60 in steps of 2',
    );
  });
});
