import { createTestDb } from '@shop/db/testing';
import type { TestDb } from '@shop/db/testing';
import { isKickbackEligible, KVM_PLANS } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readKickbackPlanOrder } from './plan-order.ts';

let db: TestDb;

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db?.destroy());

/** Whether a sale of the plan earns a kickback, as the BFF reads it from the seeded catalog. */
async function eligible(line: string | null, serviceName: string): Promise<boolean> {
  return isKickbackEligible(await readKickbackPlanOrder(db.knex, { line, serviceName }));
}

describe('readKickbackPlanOrder on the seeded catalog', () => {
  // Every plan of the seed: the first ineligible plan of each line and every later one earn nothing.
  const INELIGIBLE = new Set([
    'Package Mega',
    'Package XL',
    'IPv6 Mega',
    'IPv6 Giga',
    'KVM Server XL',
    'KVM Server XXL',
    'Ryzen GEN 2 Mega',
    'Ryzen GEN 2 Ultra',
  ]);

  it.each(KVM_PLANS.map((p) => [p.line, p.displayname] as const))('%s %s', async (line, name) => {
    expect(await eligible(line, name)).toBe(!INELIGIBLE.has(name));
  });

  it('reads the sorts from kvm_packages', async () => {
    expect(
      await readKickbackPlanOrder(db.knex, { line: 'intelxeon', serviceName: 'KVM Server Pro' }),
    ).toEqual({ line: 'intelxeon', sort: 40, ineligibleFromSort: 50 });
  });

  it('follows the catalog order: a plan moved below the threshold earns a kickback', async () => {
    await db.knex('kvm_packages').where({ displayname: 'Package XL' }).update({ sort: 45 });
    try {
      expect(await eligible('2025sale', 'Package XL')).toBe(true);
    } finally {
      await db.knex('kvm_packages').where({ displayname: 'Package XL' }).update({ sort: 60 });
    }
  });

  it('pays nothing on a line whose first ineligible plan is gone from the catalog', async () => {
    await db
      .knex('kvm_packages')
      .where({ displayname: 'Package Mega' })
      .update({ displayname: 'Package Max' });
    try {
      expect(await eligible('2025sale', 'Package Small')).toBe(false);
      expect(await eligible('intelxeon', 'KVM Server Pro')).toBe(true);
    } finally {
      await db
        .knex('kvm_packages')
        .where({ displayname: 'Package Max' })
        .update({ displayname: 'Package Mega' });
    }
  });

  it('pays on games', async () => {
    expect(await eligible(null, 'Minecraft')).toBe(true);
  });
});
