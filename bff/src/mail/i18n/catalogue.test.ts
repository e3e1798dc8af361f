import { readdirSync, readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { am } from './am/index.ts';
import { en } from './en/index.ts';
import { mailText } from './index.ts';

type Tree = { readonly [key: string]: string | Tree };
type Ast = ReturnType<IntlMessageFormat['getAst']>;

/** Every key path of a catalogue with its message: ['common.hello', 'Hello,'], ... */
function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
  );
}

/** The names of the values an ICU message takes ({name}, {days, plural, ...}), parsed by intl-messageformat. */
function argumentsOf(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (elements: Ast) => {
    for (const element of elements) {
      if ('value' in element && typeof element.value === 'string' && element.type !== 0)
        names.add(element.value);
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
      if ('children' in element) walk(element.children);
    }
  };
  walk(new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).getAst());
  return [...names].sort();
}

const english = new Map(entries(en as Tree));
const amharic = new Map(entries(am as Tree));

/** Amharic texts that are the English ones on purpose: names written the same in both languages. */
const SAME_IN_BOTH = new Set(['payment.method.TELEBIRR']);

describe('the mail catalogues', () => {
  it('have the same keys in English and Amharic', () => {
    expect(english.size).toBeGreaterThan(100);
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
    expect([...amharic].filter(([, text]) => /[\u1369-\u137C]/u.test(text))).toEqual([]);
  });

  it('translate: no Amharic text is the English one, unless it is a name', () => {
    const untranslated = [...amharic].filter(
      ([key, text]) => text === english.get(key) && !SAME_IN_BOTH.has(key),
    );
    expect(untranslated).toEqual([]);
  });

  it('hold no apostrophe, which ICU would read as quoting', () => {
    expect([...english, ...amharic].filter(([, text]) => text.includes("'"))).toEqual([]);
  });
});

describe('mailText', () => {
  it('sets the values in, as they are', () => {
    expect(mailText('en', 'payment.received.subject', { ref: "1B9D6BCD {x} 'y' #" })).toBe(
      "We received your payment report for order 1B9D6BCD {x} 'y' #",
    );
    expect(
      mailText('am', 'lifecycle.staleOrder.intro', { ref: 'R', name: 'N', amount: 'ብር 1.00', days: 7 }),
    ).toBe('ትዕዛዝዎ R (N፣ ብር 1.00) በ7 ቀናት ውስጥ ስላልተከፈለ ሰርዘነዋል።');
  });

  it('chooses the plural by the exact count, writing the number without grouping', () => {
    const duration = (days: number) => mailText('en', 'orderDetails.duration', { days });
    expect([0, 1, 2, 30, 1000].map(duration)).toEqual(['0 days', '1 day', '2 days', '30 days', '1000 days']);
    const subject = (days: number) => mailText('en', 'expiry.reminder.subject', { days, name: 'S' });
    expect([0, 1, 2].map(subject)).toEqual([
      'Your service S expires today',
      'Your service S expires tomorrow',
      'Your service S expires in 2 days',
    ]);
  });

  it('refuses a message without the values it names', () => {
    expect(() => mailText('en', 'payment.received.subject')).toThrow();
  });
});

describe('the mail templates', () => {
  it('take their words from the catalogues: no branch on the language in the code', () => {
    const dir = new URL('..', import.meta.url);
    const sources = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    const branches = sources.flatMap((file) =>
      readFileSync(new URL(file, dir), 'utf8')
        .split('\n')
        .map((line, at) => `${file}:${at + 1}: ${line.trim()}`)
        .filter((line) => /locale\s*[!=]==?|[!=]==?\s*'(?:en|am)'|\ben\s*\?\s*['`]/.test(line)),
    );
    expect(sources.length).toBeGreaterThan(10);
    expect(branches).toEqual([]);
  });
});
