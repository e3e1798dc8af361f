import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as domain from './index';

/** Every module of src/ (tests and the index itself aside): each is public through the index. */
const here = new URL('.', import.meta.url);
const MODULES = readdirSync(here)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'index.ts')
  .map((file) => file.slice(0, -'.ts'.length))
  .sort();

describe('index', () => {
  it('finds the modules it checks, the slider and game rules among them', () => {
    expect(MODULES).toEqual(expect.arrayContaining(['catalog', 'games', 'pricing', 'sliders']));
  });

  it.each(MODULES)('re-exports everything of %s', async (name) => {
    const module = (await import(new URL(`${name}.ts`, here).href)) as Record<string, unknown>;
    const entries = Object.entries(module);
    expect(entries, `${name} exports values`).not.toEqual([]);
    for (const [key, value] of entries) {
      expect((domain as Record<string, unknown>)[key], key).toBe(value);
    }
  });
});
