import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { am } from './am';
import { en } from './en';
import { formatIcu, formatNumber } from './icu';

type Tree = { readonly [key: string]: string | Tree };
type Ast = ReturnType<IntlMessageFormat['getAst']>;

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
  );
}

/** The reference: intl-messageformat as i18next-icu ran it (tags left as text). */
function reference(message: string, values: Record<string, unknown>, locale: string): string {
  try {
    return String(new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).format(values));
  } catch {
    return message; // i18next-icu's parseErrorHandler: the message as it is
  }
}

const NUMBERS = [0, 1, 2, 5, 11, 21, 1500.5];

/** Several sets of values for a message: every plural and number through NUMBERS, every select option. */
function sampleValues(message: string, locale: string): Record<string, unknown>[] {
  const samples = new Map<string, unknown[]>();
  const walk = (elements: Ast) => {
    for (const element of elements) {
      if (!('value' in element) || element.type === 0 || typeof element.value !== 'string') continue;
      const name = element.value;
      if ('options' in element) {
        const options = Object.keys(element.options);
        samples.set(name, element.type === 5 ? [...options, 'unknown'] : NUMBERS);
        for (const option of Object.values(element.options)) walk(option.value);
      } else samples.set(name, element.type === 2 ? NUMBERS : ['Ada', 42]);
    }
  };
  walk(new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).getAst());
  const rounds = Math.max(1, ...[...samples.values()].map((values) => values.length));
  return Array.from({ length: rounds }, (_, round) =>
    Object.fromEntries([...samples].map(([name, values]) => [name, values[round % values.length]])),
  );
}

describe('the ICU formatter', () => {
  it.each([
    ['en', entries(en as Tree)],
    ['am', entries(am as Tree)],
  ] as const)('formats every %s message as intl-messageformat does', (locale, messages) => {
    let compared = 0;
    for (const [key, message] of messages) {
      for (const values of sampleValues(message, locale)) {
        expect(formatIcu(message, values, locale), `${key} with ${JSON.stringify(values)}`).toBe(
          reference(message, values, locale),
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(messages.length);
  });

  it.each([
    ['plain text', 'Servers', {}],
    ['a value', 'Hello {name}!', { name: 'Abebe' }],
    ['a value with spaces inside the braces', 'Hello { name }', { name: 'Abebe' }],
    ['a number in the language', '{n, number} ETB', { n: 1234567.5 }],
    ['an exact plural', '{n, plural, =0 {none} one {# day} other {# days}}', { n: 0 }],
    ['one', '{n, plural, =0 {none} one {# day} other {# days}}', { n: 1 }],
    ['other, with grouping', '{n, plural, one {# day} other {# days}}', { n: 1500 }],
    [
      'a plural nested in a select',
      '{k, select, kvm {{n, plural, one {# VM} other {# VMs}}} other {-}}',
      { k: 'kvm', n: 3 },
    ],
    [
      '# in a select inside a plural stays text',
      '{n, plural, other {{k, select, a {#} other {x}}}}',
      { n: 3, k: 'a' },
    ],
    ['an unknown select value', '{k, select, a {A} other {O}}', { k: 'b' }],
    ['a doubled apostrophe', "It''s {name}''s", { name: 'Abebe' }],
    ['an apostrophe in a word', "Don't worry, it's fine", {}],
    ['quoted braces', "Type '{name}' literally", { name: 'x' }],
    ['a quoted # in a plural', "{n, plural, other {'#' #}}", { n: 4 }],
    ['tags stay text', '<strong>{name}</strong>: pick <0>one</0>', { name: 'Rust' }],
    ['a lone closing brace', 'a } b', {}],
    ['a missing value leaves the message', 'Hello {name}', {}],
    ['a broken message stays as it is', 'Hello {name', { name: 'x' }],
    ['a plural without other stays as it is', '{n, plural, one {x}}', { n: 1 }],
    ['null values are empty', '[{a}]', { a: null }],
  ])('%s', (_, message, values) => {
    for (const locale of ['en', 'am'])
      expect(formatIcu(message, values, locale)).toBe(reference(message, values, locale));
  });
});

describe('formatNumber', () => {
  it('writes whole numbers in English and Amharic exactly as Intl.NumberFormat does', () => {
    const values = [
      0,
      1,
      7,
      12,
      999,
      1000,
      1001,
      12345,
      999999,
      1000000,
      123456789,
      -1,
      -1000,
      -1234567,
      2 ** 53 - 1,
    ];
    for (const locale of ['en', 'am']) {
      const intl = new Intl.NumberFormat(locale);
      for (const value of values)
        expect(formatNumber(value, locale), `${locale} ${value}`).toBe(intl.format(value));
    }
  });

  it('leaves fractions, huge numbers and other languages to Intl', () => {
    expect(formatNumber(1234.5, 'en')).toBe(new Intl.NumberFormat('en').format(1234.5));
    expect(formatNumber(2 ** 60, 'en')).toBe(new Intl.NumberFormat('en').format(2 ** 60));
    expect(formatNumber(1234567, 'de')).toBe('1.234.567');
  });
});
