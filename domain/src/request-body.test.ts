import { describe, expect, it } from 'vitest';
import { bodyTooDeep, jsonTextTooDeep, MAX_BODY_DEPTH } from './request-body';

const arrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('request body depth', () => {
  it('allows 64 levels of arrays or objects and refuses 65, parsed or as text', () => {
    expect(MAX_BODY_DEPTH).toBe(64);
    for (const make of [arrays, objects]) {
      expect(bodyTooDeep(JSON.parse(make(64)))).toBe(false);
      expect(bodyTooDeep(JSON.parse(make(65)))).toBe(true);
      expect(jsonTextTooDeep(make(64))).toBe(false);
      expect(jsonTextTooDeep(make(65))).toBe(true);
    }
  });

  it('measures 20,000 levels without overflowing the stack', () => {
    for (const make of [arrays, objects]) {
      expect(bodyTooDeep(JSON.parse(make(20_000)))).toBe(true);
      expect(jsonTextTooDeep(make(20_000))).toBe(true);
    }
  });

  it('counts nesting, not siblings; bare values are level 0', () => {
    const wide = { a: [[1], [2], { b: [3] }], c: { d: {} } };
    // The root, a's array, its object, b's array: four levels.
    expect(bodyTooDeep(wide, 4)).toBe(false);
    expect(bodyTooDeep(wide, 3)).toBe(true);
    expect(
      bodyTooDeep(
        Array.from({ length: 10_000 }, () => ({ a: [1] })),
        3,
      ),
    ).toBe(false);
    for (const bare of [null, undefined, 1, 'x', true]) expect(bodyTooDeep(bare, 0)).toBe(false);
    expect(bodyTooDeep({}, 0)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonTextTooDeep(`{"a":"${'['.repeat(100)}"}`)).toBe(false);
    expect(jsonTextTooDeep(`{"a":"\\"${'{'.repeat(100)}"}`)).toBe(false);
    expect(jsonTextTooDeep(`["\\\\",${arrays(64)}]`)).toBe(true);
  });
});
