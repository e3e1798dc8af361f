/**
 * The parts the console's searches are made of (search-page.ts), each one an index look-up that
 * matches exactly what the LIKE it stands for matches:
 *
 * - an id's start: a range of the primary key;
 * - the columns of the list's own rows that hold the text anywhere ('%text%' seeks no index: the
 *   part reads the narrow list index that holds those columns);
 * - the service names that hold the text: found among the table's distinct names (a few dozen,
 *   one index seek each), then the rows of those names;
 * - the customers whose username or e-mail holds the text: found in users first, then their rows
 *   by the `user_id` index;
 * - the services holding an address (a term that is one IP address): found in ip_allocations by
 *   its `ip` index, and the game servers on it (services.game_address starting with `ip:`, any
 *   port) by the `game_address` index; then the services by their primary key. A term that is
 *   one game address (`ip:port`, `[addr]:port`) finds the game server at it by the same index.
 */
import { dbClient } from '@shop/db';
import type { Knex } from 'knex';
import { canonicalIp, ipFamily } from '../../providers/ip-pool.ts';
import { gameAddressHost, gameAddressTerm } from '../fulfilment/game-address.ts';
import { ESCAPE, escapeLike, whereContains, whereStartsWith } from '../shared/list-query.ts';
import type { SearchPart } from '../shared/search-page.ts';

/** No stored text holds a NUL character: a term with one matches nothing. */
function matchesNothing(term: string): boolean {
  return term.includes('\u0000');
}

/** `text` with ASCII letters in one case (SQLite's LIKE folds ASCII letters only). */
function asciiCase(text: string, to: 'upper' | 'lower'): string {
  return text.replace(to === 'upper' ? /[a-z]+/g : /[A-Z]+/g, (run) =>
    to === 'upper' ? run.toUpperCase() : run.toLowerCase(),
  );
}

/** The text counted up one at its end (its last character the next one), or null past U+D7FF. */
function countedUp(text: string): string | null {
  const chars = [...text];
  const last = chars.pop()!.codePointAt(0)!;
  return last >= 0xd7ff ? null : chars.join('') + String.fromCodePoint(last + 1);
}

/** Every spelling of `text` in upper and lower case ASCII letters. */
function caseSpellings(text: string): string[] {
  return [...text].reduce<string[]>(
    (spellings, char) => {
      const cases = /[a-z]/i.test(char) ? [char.toUpperCase(), char.toLowerCase()] : [char];
      return spellings.flatMap((head) => cases.map((c) => head + c));
    },
    [''],
  );
}

/** How many leading letters are spelt out case by case (2: up to four ranges). */
const SPELT_LETTERS = 2;

/**
 * Binary ranges that together hold every text starting with `term` in any ASCII case (SQLite's
 * LIKE folds ASCII letters only), and little else: the term's start up to its second letter is
 * spelt out in every case (one range each); after that, each range runs from the rest in upper
 * case (A-Z sort before a-z) to, not including, the rest in lower case counted up one. Null when
 * the term's last character cannot be counted up simply.
 */
export function caseInsensitivePrefixRanges(term: string): Array<{ from: string; before: string }> | null {
  const chars = [...term];
  let cut = chars.length;
  let letters = 0;
  for (const [i, char] of chars.entries())
    if (/[a-z]/i.test(char) && ++letters === SPELT_LETTERS) {
      cut = i + 1;
      break;
    }
  const rest = chars.slice(cut).join('');
  const ranges = caseSpellings(chars.slice(0, cut).join('')).map((head) => ({
    from: head + asciiCase(rest, 'upper'),
    before: countedUp(head + asciiCase(rest, 'lower')),
  }));
  if (ranges.some((range) => range.before === null)) return null;
  return ranges as Array<{ from: string; before: string }>;
}

/**
 * The id starts with the term, in any case. MySQL seeks its LIKE 'term%' in the primary key
 * itself (its collation folds case); SQLite's ids are compared in binary, so the part reads the
 * ranges of the term's spellings and LIKE keeps the rows that match.
 */
export function idStartsWith(knex: Knex, column: string, term: string): SearchPart {
  const ranges =
    dbClient(knex) === 'sqlite' && !matchesNothing(term) ? caseInsensitivePrefixRanges(term) : null;
  return (q) => {
    if (ranges)
      q.where((any) => {
        for (const { from, before } of ranges)
          any.orWhere((range) => range.where(column, '>=', from).where(column, '<', before));
      });
    q.where((w) => whereStartsWith(w, column, term));
  };
}

/** Any of the columns holds the term, in any case. */
export function anyContains(columns: readonly string[], term: string): SearchPart {
  return (q) => {
    q.where((w) => {
      for (const column of columns) whereContains(w, column, term);
    });
  };
}

/**
 * The distinct values of `column` that hold the term. MySQL skips from one value to the next in
 * an index led by the column (a loose index scan); SQLite does the same when asked step by step,
 * each step the smallest value after the last one. MySQL's collation folds case, so it names one
 * spelling of 'Minecraft'/'minecraft': `IN` then finds both, as LIKE would have.
 */
async function distinctValuesContaining(
  knex: Knex,
  table: string,
  column: string,
  term: string,
): Promise<string[]> {
  if (matchesNothing(term)) return [];
  const pattern = `%${escapeLike(term)}%`;
  if (dbClient(knex) === 'mysql') {
    const rows = (await knex(table)
      .distinct(column)
      .whereRaw(`?? like ? escape '${ESCAPE}'`, [column, pattern])) as Array<Record<string, string>>;
    return rows.map((row) => row[column]!);
  }
  const rows = (await knex.raw(
    `with recursive step (value) as (
       select min(??) from ??
       union all
       select (select min(??) from ?? where ?? > step.value) from step where step.value is not null
     )
     select value from step where value like ? escape '${ESCAPE}'`,
    [column, table, column, table, column, pattern],
  )) as Array<{ value: string }>;
  return rows.map((row) => row.value);
}

/** The rows whose service name holds the term; null when no name does. */
export async function serviceNamesContaining(
  knex: Knex,
  table: string,
  term: string,
): Promise<SearchPart | null> {
  const names = await distinctValuesContaining(knex, table, 'service_name', term);
  if (names.length === 0) return null;
  return (q) => {
    q.whereIn('service_name', names);
  };
}

/**
 * Up to this many matching customers are named in the query (`user_id IN ('…', …)`, a seek per
 * customer). More (a term in most e-mails, say) make a wide part: matched by a sub-query over
 * users, in one read of the list (search-page.ts).
 */
export const LISTED_CUSTOMERS = 5000;

/** The ids of the users whose username or e-mail holds the term. */
function customersMatching(knex: Knex, term: string): Knex.QueryBuilder {
  return knex('users')
    .select('id')
    .where((w) => {
      whereContains(w, 'username', term);
      whereContains(w, 'email', term);
    });
}

/**
 * The rows of the customers whose username or e-mail holds the term; null when nobody's does.
 * `listed` is how many customers may be named in the query (tests lower it).
 */
export async function customersContaining(
  knex: Knex,
  term: string,
  listed = LISTED_CUSTOMERS,
): Promise<SearchPart | null> {
  if (matchesNothing(term)) return null;
  const found = (await customersMatching(knex, term).limit(listed + 1)) as Array<{ id: string }>;
  if (found.length === 0) return null;
  if (found.length > listed) {
    const many: SearchPart = (q) => {
      q.whereIn('user_id', customersMatching(knex, term));
    };
    many.wide = true;
    return many;
  }
  const ids = found.map((row) => row.id);
  return (q) => {
    q.whereIn('user_id', ids);
  };
}

/**
 * The game servers whose address (services.game_address) starts with `prefix`: a seek of
 * `services_by_game_address`. MySQL seeks its LIKE 'prefix%' in the index itself; SQLite's LIKE
 * seeks no index, so it reads the prefix's range (binary text: every text starting with it lies
 * between it and it counted up one) and LIKE keeps the rows that match.
 */
async function gameServersAt(knex: Knex, prefix: string): Promise<string[]> {
  const q = knex('services').select('id');
  const before = dbClient(knex) === 'sqlite' ? countedUp(prefix) : null;
  if (before !== null) q.where('game_address', '>=', prefix).where('game_address', '<', before);
  q.whereRaw(`game_address like ? escape '${ESCAPE}'`, [`${escapeLike(prefix)}%`]);
  return ((await q) as Array<{ id: string }>).map((row) => row.id);
}

/**
 * The services holding the address now, when the term is one IP address (an IPv6 one in any
 * spelling: the pools store the canonical one): the pools' holders (one seek of
 * `ip_allocations_by_ip`) and the game servers on that address, on any port (one seek of
 * `services_by_game_address`); when the term is one game address, `ip:port` (`[addr]:port` for
 * IPv6), the game server at it. Then the services by their primary key. Null for any other term
 * or an address nobody holds.
 */
export async function servicesHoldingAddress(knex: Knex, term: string): Promise<SearchPart | null> {
  const text = term.trim();
  const gameAddress = gameAddressTerm(text);
  let found: string[];
  if (gameAddress !== null) {
    found = (
      (await knex('services').select('id').where({ game_address: gameAddress })) as Array<{
        id: string;
      }>
    ).map((row) => row.id);
  } else {
    if (ipFamily(text) === null) return null;
    const ip = canonicalIp(text);
    const [pooled, games] = await Promise.all([
      knex('ip_allocations')
        .select('service_id')
        .where({ ip })
        .whereNull('released_at')
        .whereNotNull('service_id') as Promise<Array<{ service_id: string }>>,
      gameServersAt(knex, `${gameAddressHost(ip)}:`),
    ]);
    found = [...pooled.map((row) => row.service_id), ...games];
  }
  if (found.length === 0) return null;
  const ids = [...new Set(found)];
  return (q) => {
    q.whereIn('id', ids);
  };
}
