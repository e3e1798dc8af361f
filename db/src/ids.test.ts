import { describe, expect, it } from 'vitest';
import { stableId, uuidV5 } from './ids';

describe('uuidV5', () => {
  it('matches the RFC 9562 test vector (DNS namespace, www.example.com)', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });

  it('rejects a namespace that is not a UUID', () => {
    expect(() => uuidV5('x', 'nope')).toThrow(/Not a UUID/);
  });
});

describe('stableId', () => {
  it('is deterministic, version 5, and distinct per natural key', () => {
    const a = stableId('kvm_package', '2025sale', 'Package Small');
    expect(a).toBe(stableId('kvm_package', '2025sale', 'Package Small'));
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(stableId('kvm_package', '2025sale', 'Package Starter'));
    expect(a).not.toBe(stableId('os_option', '2025sale', 'Package Small'));
    expect(stableId('game_package', 'rust', 50, 4096)).toBe(stableId('game_package', 'rust', '50', '4096'));
  });
});
