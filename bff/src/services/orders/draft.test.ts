import { GAMES, KVM_PACKAGES } from '@shop/db';
import { createTestDb } from '@shop/db/testing';
import type { TestDb } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftGameOrder } from './game.ts';
import { draftKvmOrder } from './kvm.ts';

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
