import type Joi from 'joi';
import { describe, expect, it } from 'vitest';
import { operations } from '@shop/domain/generated/validation.gen';

interface Described {
  type?: string;
  keys?: Record<string, Described>;
  items?: Described[];
  rules?: { name: string; args?: { regex?: string } }[];
}

/** Every string with a pattern rule under a described schema, as [path, regex source]. */
function patternedStrings(description: Described, path: string[] = []): [string[], string][] {
  const found: [string[], string][] = [];
  const pattern = description.rules?.find((rule) => rule.name === 'pattern')?.args?.regex;
  if (description.type === 'string' && pattern) found.push([path, pattern]);
  for (const [key, child] of Object.entries(description.keys ?? {})) {
    found.push(...patternedStrings(child, [...path, key]));
  }
  return found;
}

/** '/^a+$/' as Joi describes it, back to a RegExp. */
function regexOf(described: string): RegExp {
  const lastSlash = described.lastIndexOf('/');
  return new RegExp(described.slice(1, lastSlash), described.slice(lastSlash + 1));
}

const cases = Object.values(operations).flatMap((op) =>
  (['params', 'query', 'payload'] as const).flatMap((part) => {
    const schema = (op as Record<string, unknown>)[part] as Joi.Schema | undefined;
    if (!schema) return [];
    return patternedStrings(schema.describe() as Described).map(([path, regex]) => ({
      name: `${op.operationId} ${part}.${path.join('.')}`,
      field: path.length ? schema.extract(path) : schema,
      regex: regexOf(regex),
    }));
  }),
);

describe('the generated request validation', () => {
  it('finds the patterned fields of the contract (phone, references, codes...)', () => {
    const names = cases.map((c) => c.name);
    expect(names).toContain('register payload.phone');
    expect(names).toContain('affiliateRegisterCode payload.code');
    expect(cases.length).toBeGreaterThan(8);
  });

  it.each(cases.map((c) => [c.name, c] as const))(
    '%s accepts the empty string exactly when its pattern matches it',
    (_name, { field, regex }) => {
      const refused = field.validate('').error !== undefined;
      expect(refused).toBe(!regex.test(''));
    },
  );
});
