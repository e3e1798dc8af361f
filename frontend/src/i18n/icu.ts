import { groupThousands } from '@shop/domain';
import type { I18nFormatModule } from 'i18next';

/**
 * The ICU messages the catalogues use, formatted without a general ICU runtime: plain text,
 * `{name}`, `{count, number}`, `{count, plural, =0 {…} one {# day} other {# days}}` and
 * `{kind, select, a {…} other {…}}`, nested, with ICU's apostrophe quoting ('' and '{…}').
 * Tags such as `<strong>` stay text (react-i18next's <Trans> reads them), as i18next-icu does
 * with `ignoreTag`. The output is intl-messageformat's: icu.test.ts formats every message of both
 * catalogues with both and compares. Numbers use Intl in the message's language.
 */

type Argument =
  | { arg: string; kind: 'value' | 'number' }
  | { arg: string; kind: 'plural' | 'select'; options: Record<string, Node[]> };
type Node = string | Argument | { kind: 'pound' };

const SYNTAX = new Set(['{', '}', '<', '>']);

class IcuSyntaxError extends Error {}

/** Parses one message; throws IcuSyntaxError on anything it does not understand. */
function parse(message: string): Node[] {
  let at = 0;
  const fail = (why: string): never => {
    throw new IcuSyntaxError(`${why} at ${at} in "${message}"`);
  };
  const skipSpace = () => {
    while (/\s/.test(message[at] ?? '')) at++;
  };
  const word = () => {
    skipSpace();
    const start = at;
    while (at < message.length && /[^\s{},#]/.test(message[at]!)) at++;
    if (at === start) fail('a name was expected');
    return message.slice(start, at);
  };

  // A quoted run: '' is an apostrophe; '{ starts a literal up to the next lone apostrophe.
  const quoted = (parent: string | undefined): string | null => {
    const next = message[at + 1];
    if (next === "'") {
      at += 2;
      return "'";
    }
    if (!(SYNTAX.has(next ?? '') || (next === '#' && parent === 'plural'))) return null;
    let text = '';
    at++;
    while (at < message.length) {
      if (message[at] === "'") {
        if (message[at + 1] !== "'") {
          at++;
          return text;
        }
        at++;
      }
      text += message[at++];
    }
    return text;
  };

  const argument = (): Argument => {
    at++; // {
    const arg = word();
    skipSpace();
    if (message[at] === '}') {
      at++;
      return { arg, kind: 'value' };
    }
    if (message[at++] !== ',') fail('"," expected');
    const kind = word();
    skipSpace();
    if (kind === 'number') {
      if (message[at++] !== '}') fail('a number takes no style here');
      return { arg, kind };
    }
    if (kind !== 'plural' && kind !== 'select') return fail(`unsupported argument type ${kind}`);
    if (message[at++] !== ',') fail('"," expected');
    const options: Record<string, Node[]> = {};
    for (;;) {
      skipSpace();
      if (message[at] === '}') break;
      const selector = word();
      if (kind === 'plural' && selector.startsWith('offset:')) fail('offset is not supported');
      skipSpace();
      if (message[at++] !== '{') fail('"{" expected');
      options[selector] = nodes(kind, true);
    }
    at++;
    if (!('other' in options)) fail('an "other" option is required');
    return { arg, kind, options };
  };

  function nodes(parent: string | undefined, closed: boolean): Node[] {
    const out: Node[] = [];
    let text = '';
    const flush = () => {
      if (text) out.push(text);
      text = '';
    };
    while (at < message.length) {
      const char = message[at]!;
      if (char === '}' && closed) {
        at++;
        flush();
        return out;
      }
      if (char === '{') {
        flush();
        out.push(argument());
      } else if (char === '#' && parent === 'plural') {
        flush();
        out.push({ kind: 'pound' });
        at++;
      } else if (char === "'") {
        const literal = quoted(parent);
        if (literal === null) {
          text += char;
          at++;
        } else text += literal;
      } else {
        text += char;
        at++;
      }
    }
    if (closed) fail('"}" expected');
    flush();
    return out;
  }

  return nodes(undefined, false);
}

const parsed = new Map<string, Node[]>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/** Languages that write whole numbers in Latin digits with a comma between thousands (CLDR). */
const COMMA_GROUPED = new Set(['en', 'am']);

/**
 * A number as the locale writes it. Whole numbers in English and Amharic are written out here:
 * a browser's first Intl.NumberFormat loads its number data (15 to 40 ms on a desktop, four
 * times that on a phone), which a count on the first screen should not cost. Anything else
 * goes through Intl.
 */
export function formatNumber(value: number, locale: string): string {
  if (Number.isSafeInteger(value) && COMMA_GROUPED.has(locale)) {
    return `${value < 0 ? '-' : ''}${groupThousands(Math.abs(value))}`;
  }
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(value);
}

function pluralRule(locale: string): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules;
}

function render(tree: Node[], values: Record<string, unknown>, locale: string, count?: number): string {
  let out = '';
  for (const node of tree) {
    if (typeof node === 'string') {
      out += node;
      continue;
    }
    if (node.kind === 'pound') {
      if (typeof count === 'number') out += formatNumber(count, locale);
      continue;
    }
    if (!(node.arg in values)) throw new IcuSyntaxError(`the value ${node.arg} is missing`);
    const value = values[node.arg];
    if (node.kind === 'value')
      out += value === null || value === undefined || value === false ? '' : String(value);
    else if (node.kind === 'number') out += formatNumber(value as number, locale);
    else if (node.kind === 'select')
      out += render(node.options[String(value)] ?? node.options.other!, values, locale);
    else if (node.kind === 'plural') {
      const amount = Number(value);
      const option =
        node.options[`=${String(value)}`] ??
        node.options[pluralRule(locale).select(amount)] ??
        node.options.other!;
      out += render(option, values, locale, amount);
    }
  }
  return out;
}

/** The message with its values, in the locale; the message itself when it cannot be formatted. */
export function formatIcu(message: string, values: Record<string, unknown>, locale: string): string {
  try {
    let tree = parsed.get(message);
    if (!tree) parsed.set(message, (tree = parse(message)));
    return render(tree, values, locale);
  } catch (error) {
    if (error instanceof IcuSyntaxError) return message;
    throw error;
  }
}

/** The i18next module: every translation is formatted as an ICU message (as i18next-icu did). */
export const icuFormat: I18nFormatModule & {
  parse: (message: string, values: Record<string, unknown>, locale: string) => string;
  addLookupKeys: (keys: string[]) => string[];
} = {
  type: 'i18nFormat',
  parse: (message, values, locale) =>
    typeof message === 'string' ? formatIcu(message, values ?? {}, locale) : message,
  // Plurals and selects are inside the message: no extra keys to look up.
  addLookupKeys: (keys) => keys,
};
