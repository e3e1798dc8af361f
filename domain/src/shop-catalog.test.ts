import { describe, expect, it } from 'vitest';
import { KNOWN_GAMES } from './games';
import { KVM_LINES } from './catalog';
import { KVM_LINE_IMAGES, KVM_PLANS, SHOP_GAMES } from './shop-catalog';

describe('shop catalog content', () => {
  it('sells exactly the known games, by the same names and slugs (every game has its artwork)', () => {
    expect(SHOP_GAMES.map((g) => ({ name: g.displayname, slug: g.slug }))).toEqual(
      KNOWN_GAMES.map((g) => ({ name: g.name, slug: g.slug })),
    );
  });

  it('has plans and images for every line of the servers page, and no other', () => {
    const lines = KVM_LINES.map((l) => l.key);
    expect([...new Set(KVM_PLANS.map((p) => p.line))]).toEqual(lines);
    expect(Object.keys(KVM_LINE_IMAGES).sort()).toEqual([...lines].sort());
  });

  it('builds the slot ladder by hand-worked numbers: Valheim 2 to 10 slots at 150 ETB, cheaper when bigger', () => {
    const valheim = SHOP_GAMES.find((g) => g.slug === 'valheim')!;
    // min 2, max 10, a third of the range is 8/3: 2, even(4.67) = 4, even(7.33) = 8, 10.
    expect(valheim.packages.map((p) => p.slots)).toEqual([2, 4, 8, 10]);
    // 150 x 1, 0.95, 0.9, 0.85 = 150, 142.5 -> 143 (rounded), 135, 127.5 -> 128.
    expect(valheim.packages.map((p) => p.priceEtb)).toEqual([150, 143, 135, 128]);
    // 512 MB a slot, at least 2 GB: 2 GB, 2 GB, 4 GB, 5 GB.
    expect(valheim.packages.map((p) => p.memoryMb)).toEqual([2048, 2048, 4096, 5120]);
  });

  it('sells memory games by the GB: Minecraft 2 to 16 GB from 450 ETB', () => {
    const minecraft = SHOP_GAMES.find((g) => g.slug === 'minecraft')!;
    expect(minecraft).toMatchObject({ type: 'memory', minvalue: 2048, maxvalue: 16384 });
    expect(minecraft.packages.map((p) => [p.slots, p.memoryMb / 1024, p.priceEtb])).toEqual([
      [0, 2, 450],
      [0, 4, 428],
      [0, 8, 405],
      [0, 16, 383],
    ]);
  });
});
