import { describe, expect, it } from 'vitest';
import {
  compareVersions,
  cpuColumnLabel,
  lineIncludesIpv6,
  DEFAULT_REINSTALL_OS,
  defaultOs,
  FEATURED_COUNT,
  featuredOffers,
  isKvmLine,
  kvmLineLabel,
  KVM_LINES,
  MOST_POPULAR_FEATURED_INDEX,
  SALE_LINE,
  sortOsOptions,
  sortVersions,
} from './catalog';

describe('constants', () => {
  it('match the spec', () => {
    expect(FEATURED_COUNT).toBe(3);
    expect(MOST_POPULAR_FEATURED_INDEX).toBe(1);
    expect(SALE_LINE).toBe('2025sale');
    expect(DEFAULT_REINSTALL_OS).toBe('ubuntu-20.04');
  });
});

describe('KVM lines', () => {
  it('are the four tabs in order', () => {
    expect(KVM_LINES).toEqual([
      { key: '2025sale', label: 'Packages' },
      { key: 'ipv6onlygen1', label: 'IPv6 Only' },
      { key: 'intelxeon', label: 'Intel Xeon' },
      { key: 'ryzengen2', label: 'Ryzen' },
    ]);
  });

  it.each([
    ['2025sale', 'Xeon Gold', 'Packages', true],
    ['ipv6onlygen1', 'Xeon Gold', 'IPv6 Only', true],
    ['intelxeon', 'Intel Xeon', 'Intel Xeon', true],
    ['ryzengen2', 'Ryzen', 'Ryzen', true],
    ['epycgen4', 'epycgen4', 'epycgen4', false],
  ])('%s: CPU column %j, label %j, known %s', (line, cpu, label, known) => {
    expect(cpuColumnLabel(line)).toBe(cpu);
    expect(kvmLineLabel(line)).toBe(label);
    expect(isKvmLine(line)).toBe(known);
  });
});

describe('featuredOffers', () => {
  it('takes the first 3', () => {
    expect(featuredOffers(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c']);
    expect(featuredOffers(['a'])).toEqual(['a']);
  });
});

describe('compareVersions', () => {
  it.each([
    ['1.21.4', '1.9.2'],
    ['1.9.2', '1.9'],
    ['1.10', '1.9'],
    ['1.21', '1.20.6'],
    ['2', '1.99.99'],
    ['v2.0', 'v1.10'],
    ['1.010', '1.9'], // leading zeros are ignored: 10 > 9
    ['latest', '1.21'], // text sorts after numbers
    ['Beta', 'alpha'], // case-insensitive
  ])('%s > %s', (newer, older) => {
    expect(compareVersions(newer, older)).toBeGreaterThan(0);
    expect(compareVersions(older, newer)).toBeLessThan(0);
  });

  it.each([
    ['1.9', '1.9'],
    ['1.09', '1.9'],
    ['V1', 'v1'],
    ['', ''],
  ])('%s equals %s', (a, b) => {
    expect(compareVersions(a, b)).toBe(0);
  });

  it('compares digit runs longer than a safe integer', () => {
    expect(compareVersions('1.90071992547409930', '1.90071992547409929')).toBeGreaterThan(0);
  });
});

describe('sortVersions', () => {
  it('sorts newest first without mutating', () => {
    const versions = [
      { id: 'a', version: '1.9' },
      { id: 'b', version: '1.21.4' },
      { id: 'c', version: '1.9.2' },
      { id: 'd', version: '1.20' },
    ];
    const copy = [...versions];
    expect(sortVersions(versions).map((v) => v.version)).toEqual(['1.21.4', '1.20', '1.9.2', '1.9']);
    expect(versions).toEqual(copy);
  });

  it('handles an empty list', () => {
    expect(sortVersions([])).toEqual([]);
  });
});

describe('sortOsOptions and defaultOs', () => {
  const options = [
    { id: 'win', type: 'windows', sort: 1 },
    { id: 'debian', type: 'linux', sort: 3 },
    { id: 'ubuntu', type: 'linux', sort: 2 },
    { id: 'none', type: 'linux', sort: null },
    { id: 'bsd', type: 'bsd', sort: 2 },
  ];

  it('sorts by sort ascending, ties in their order, missing last, without mutating', () => {
    expect(sortOsOptions(options).map((o) => o.id)).toEqual(['win', 'ubuntu', 'bsd', 'debian', 'none']);
    expect(options[0].id).toBe('win');
  });

  it('preselects the first linux one in sort order', () => {
    expect(defaultOs(options)?.id).toBe('ubuntu');
  });

  it('compares the type case-insensitively', () => {
    expect(
      defaultOs([
        { id: 'w', type: 'windows', sort: 1 },
        { id: 'l', type: 'Linux', sort: 5 },
      ])?.id,
    ).toBe('l');
  });

  it('falls back to the first option, then to null', () => {
    expect(
      defaultOs([
        { id: 'w2', type: 'windows', sort: 2 },
        { id: 'w1', type: 'windows', sort: 1 },
      ])?.id,
    ).toBe('w1');
    expect(defaultOs([])).toBeNull();
  });
});

describe('lineIncludesIpv6', () => {
  it('is true for the IPv6-only line only', () => {
    expect(lineIncludesIpv6('ipv6onlygen1')).toBe(true);
    for (const line of ['2025sale', 'intelxeon', 'ryzengen2', 'unknown', null, undefined]) {
      expect(lineIncludesIpv6(line), String(line)).toBe(false);
    }
  });
});
