import Boom from '@hapi/boom';
import { GAMES, KVM_PACKAGES } from '@shop/db';
import { createTestDb } from '@shop/db/testing';
import type { TestDb } from '@shop/db/testing';
import { DURATION_BOUNDS, gameSliderBounds, kvmSliderBounds } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertOnSlider } from './orders-draft.ts';
import { draftGameOrder } from './orders-game.ts';
import { draftKvmOrder } from './orders-kvm.ts';

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

describe('the drafts check the catalog themselves, not only through the contract', () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db?.destroy();
  });

  const small = KVM_PACKAGES.find((p) => p.displayname === 'Package Small')!;
  const factorio = GAMES.find((g) => g.slug === 'factorio')!;
  const kvm = (specifications: { ipv4: number; traffic: number; duration: number }) => ({
    id: small.id,
    osId: small.osOptions[0]!.id,
    specifications,
  });
  const gameOrder = (slots: number, duration: number) => ({
    id: factorio.id,
    specifications: { versionId: factorio.versions[0]!.id, slots, duration },
  });

  it.each([
    [{ ipv4: 11, traffic: 4, duration: 30 }, '"specifications.ipv4" must be from 1 to 10'],
    [{ ipv4: 1, traffic: 11, duration: 30 }, '"specifications.traffic" must be from 4 to 10'],
    [
      { ipv4: 1, traffic: 4, duration: 45 },
      '"specifications.duration" must be from 30 to 360 in steps of 30',
    ],
    [{ ipv4: 1, traffic: 4, duration: 0 }, '"specifications.duration" must be from 30 to 360 in steps of 30'],
  ])('KVM %o is refused with 400', async (specifications, message) => {
    await expect(draftKvmOrder(db.knex, kvm(specifications))).rejects.toMatchObject({
      message,
      output: { statusCode: 400 },
    });
  });

  it('a game duration off the step is refused with 400', async () => {
    await expect(draftGameOrder(db.knex, gameOrder(10, 45))).rejects.toMatchObject({
      message: '"specifications.duration" must be from 30 to 360 in steps of 30',
      output: { statusCode: 400 },
    });
  });

  it('a valid configuration is priced by the domain', async () => {
    const draft = await draftKvmOrder(db.knex, kvm({ ipv4: 1, traffic: 4, duration: 30 }));
    expect(draft.serviceName).toBe('Package Small');
    expect(draft.price(null).total).toBe(172500);
    expect(draft.price(45).total).toBe(94875);
  });
});
