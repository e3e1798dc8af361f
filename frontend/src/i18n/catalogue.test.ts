import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { am } from './am';
import { en } from './en';
import { SPEC_TEXTS } from './spec';

type Tree = { readonly [key: string]: string | Tree };

/** Every key path of a catalogue with its message: ['layout.nav.servers', 'Servers'], ... */
function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
  );
}

/** The names of the values an ICU message takes ({name}, {count, plural, ...}). */
function argumentsOf(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (elements: ReturnType<IntlMessageFormat['getAst']>) => {
    for (const element of elements) {
      if ('value' in element && typeof element.value === 'string' && element.type !== 0)
        names.add(element.value);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
      if ('children' in element) walk(element.children);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return [...names].sort();
}

const english = new Map(entries(en as Tree));
const amharic = new Map(entries(am as Tree));

describe('the catalogues', () => {
  it('have the same keys in English and Amharic', () => {
    expect(
      [...amharic.keys()].filter((key) => !english.has(key)),
      'keys only in Amharic',
    ).toEqual([]);
    expect(
      [...english.keys()].filter((key) => !amharic.has(key)),
      'keys only in English',
    ).toEqual([]);
  });

  it.each([...english.keys()])('%s: both texts are valid ICU with the same values, none blank', (key) => {
    const [enText, amText] = [english.get(key)!, amharic.get(key)!];
    expect(enText.trim(), 'English').not.toBe('');
    expect(amText.trim(), 'Amharic').not.toBe('');
    expect(argumentsOf(amText, 'am'), 'the values the Amharic text takes').toEqual(argumentsOf(enText, 'en'));
  });

  it('write numbers with Arabic digits, never Ethiopic numerals', () => {
    const ethiopic = [...amharic].filter(([, text]) => /[\u1369-\u137C]/u.test(text));
    expect(ethiopic).toEqual([]);
  });

  it('translate: no Amharic text is the English one, unless it holds no English word', () => {
    const untranslated = [...amharic].filter(
      ([key, text]) => text === english.get(key) && /[a-z]{3,}/.test(text),
    );
    expect(untranslated).toEqual([]);
  });

  it.each(Object.entries(SPEC_TEXTS))('English %s is the specification text', (key, text) => {
    expect(english.get(key)).toBe(text);
  });
});
