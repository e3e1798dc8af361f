import { describe, expect, it } from 'vitest';
import { newId, stableId } from './ids';

describe('stableId', () => {
  it('is deterministic, version 5, and distinct per natural key', () => {
    const a = stableId('kvm_package', '2025sale', 'Package Small');
    expect(a).toBe(stableId('kvm_package', '2025sale', 'Package Small'));
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(stableId('kvm_package', '2025sale', 'Package Starter'));
    expect(a).not.toBe(stableId('os_option', '2025sale', 'Package Small'));
    expect(stableId('game_package', 'rust', 50, 4096)).toBe(stableId('game_package', 'rust', '50', '4096'));
  });

  it('keeps the ids of catalog rows already in databases', () => {
    // Values written by the seed before the derivation moved to domain: changing them would
    // orphan every order that points at a plan, a game or a coupon.
    expect(stableId('kvm_package', '2025sale', 'Package Small')).toBe('fb0448d1-0854-53e5-856d-b91df58f1ea1');
    expect(stableId('discount_code', 'ET2018')).toBe('4763bf76-a052-5f69-a2c4-efc2b610f775');
    expect(stableId('game_package', 'rust', 50, 4096)).toBe('3eff91cb-2797-568f-ba60-f033767bd4fc');
  });
});

describe('newId', () => {
  it('gives a fresh version 4 UUID each call', () => {
    const id = newId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newId()).not.toBe(id);
  });
});
