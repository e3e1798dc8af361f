import { describe, expect, it } from 'vitest';
import { formatGb, gbToMb, MB_PER_GB, mbToGb } from './units';

it('has 1024 MB per GB', () => {
  expect(MB_PER_GB).toBe(1024);
});

describe('mbToGb', () => {
  it.each([
    [1024, 1],
    [2048, 2],
    [1536, 1.5],
    [512, 0.5],
    [1000, 1], // 0.9765... rounds to 1.0
    [100, 0.1], // 0.0976...
    [50, 0], // 0.0488...
    [0, 0],
    [25600, 25],
    [1126, 1.1], // 1.0996...
  ])('%s MB -> %s GB', (mb, gb) => {
    expect(mbToGb(mb)).toBe(gb);
  });
});

describe('gbToMb', () => {
  it.each([
    [1, 1024],
    [1.5, 1536],
    [0, 0],
  ])('%s GB -> %s MB', (gb, mb) => {
    expect(gbToMb(gb)).toBe(mb);
  });
});

describe('formatGb', () => {
  it.each([
    [2048, '2.0 GB'],
    [1536, '1.5 GB'],
    [1000, '1.0 GB'],
    [0, '0.0 GB'],
    [102400, '100.0 GB'],
  ])('%s MB -> %s', (mb, text) => {
    expect(formatGb(mb)).toBe(text);
  });

  it.each([null, undefined, NaN])('%s -> N/A', (value) => {
    expect(formatGb(value)).toBe('N/A');
  });
});
