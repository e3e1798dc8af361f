/**
 * A searched page of a console list without one condition OR'ed across a whole table: the search
 * is split into parts (say: the id's start, the service names, the customers), each answered from
 * its own index, and every part leaves out the rows an earlier part found, so the parts never
 * overlap and the total is the sum of the parts' counts (each row counted once).
 *
 * A part is first read whole, without order, up to SMALL_PART rows (its index, no sort): most
 * searches find few rows, and then that one read gives the part's count and its newest rows. A
 * larger part is counted on its index and its newest `offset + limit` rows read in the list's
 * order. The parts' newest rows are merged in the list's order and cut to the page; then only the
 * page's rows are read.
 *
 * A search with a wide part (a term in thousands of customers' e-mails, say) finds a good share of
 * the list: then its parts are OR'ed in one read of the list in its order instead (counted in one
 * pass over the list index; the page found within its first rows).
 *
 * A part's rows must be found by its condition alone (plus the list's filters), and its columns
 * must never be NULL (a row would otherwise fall out of the NOT (...) of a later part too).
 */
import { toDate } from '@shop/db';
import type { Knex } from 'knex';
import { byDate, countOf, pageWindow, readPageIds, rowsInOrder } from './list-query.ts';
import type { DateOrder } from './list-query.ts';
import type { ListQuery, PageIds } from './list-query.ts';

/**
 * One part of a search: adds its condition to the query it is given (a where group). `wide`:
 * the part finds so many rows that the search is read as one OR (see the top of this file).
 */
export type SearchPart = ((q: Knex.QueryBuilder) => void) & { wide?: boolean };

/** A part as the lists give it: null when it can find nothing, or still being looked up. */
export type PendingPart = SearchPart | null | Promise<SearchPart | null>;

/** A part with up to this many rows is read whole (one read, sorted here); a larger one is counted and paged in SQL. */
export const SMALL_PART = 5000;

export interface SearchPageOptions {
  table: string;
  /** The list's table with its filters. */
  filtered: () => Knex.QueryBuilder;
  parts: readonly PendingPart[];
  query: ListQuery;
  /** The list's date: newest first, ties by the larger id (or as `order` says). */
  dateColumn?: string;
  /** The earliest first, ties by the smaller id, instead (the services to be terminated). */
  order?: DateOrder;
  /** See SMALL_PART (tests lower it). */
  smallPart?: number;
  /** The columns the page's rows are read with (every column by default); `id` must be one. */
  columns?: readonly string[];
}

interface Match {
  id: string;
  at: number;
}

/**
 * The list's order: the later date first, the larger id first on a tie (or both reversed for
 * `earliest-first`). Ids are compared as binary text, which is MySQL's order too for the
 * lower-case UUIDs the shop's ids are.
 */
function listOrder(order: DateOrder): (a: Match, b: Match) => number {
  const newestFirst = (a: Match, b: Match) => b.at - a.at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
  return order === 'newest-first' ? newestFirst : (a, b) => newestFirst(b, a);
}

/** The rows of one part only: its condition, and none of the earlier parts'. */
function partRows(filtered: () => Knex.QueryBuilder, part: SearchPart, earlier: readonly SearchPart[]) {
  const q = filtered().where((w) => part(w));
  for (const other of earlier) q.whereNot((w) => other(w));
  return q;
}

/** How many rows the part has, and its first `wanted` in the list's order (or all, when it is small). */
async function readPart(
  rows: () => Knex.QueryBuilder,
  dateColumn: string,
  order: DateOrder,
  wanted: number,
  smallPart: number,
): Promise<{ count: number; first: Match[] }> {
  const asMatches = (found: Array<Record<string, unknown>>) =>
    found.map((row) => ({ id: row.id as string, at: toDate(row[dateColumn])!.getTime() }));
  const whole = asMatches(
    await rows()
      .select('id', dateColumn)
      .limit(smallPart + 1),
  );
  if (whole.length <= smallPart) return { count: whole.length, first: whole };
  const [count, first] = await Promise.all([
    countOf(rows()),
    rows().select('id', dateColumn).orderBy(byDate(dateColumn, order)).limit(wanted),
  ]);
  return { count, first: asMatches(first as Array<Record<string, unknown>>) };
}

/** The ids of one page of a searched list, in the list's order, and its total (see the top of this file). */
export async function readSearchPageIds(
  options: Omit<SearchPageOptions, 'table' | 'columns'>,
): Promise<PageIds> {
  const {
    filtered,
    parts,
    query,
    dateColumn = 'created_at',
    order = 'newest-first',
    smallPart = SMALL_PART,
  } = options;
  const { limit, offset } = pageWindow(query);
  const found = (await Promise.all(parts)).filter((part) => part !== null);
  if (found.some((part) => part.wide)) {
    const anyPart = () =>
      filtered().where((any) => {
        for (const part of found) any.orWhere((q) => part(q));
      });
    return readPageIds(anyPart, query, dateColumn, order);
  }
  const read = await Promise.all(
    found.map((part, i) =>
      readPart(
        () => partRows(filtered, part, found.slice(0, i)),
        dateColumn,
        order,
        offset + limit,
        smallPart,
      ),
    ),
  );
  const page = read
    .flatMap((part) => part.first)
    .sort(listOrder(order))
    .slice(offset, offset + limit);
  return {
    ids: page.map((match) => match.id),
    total: read.reduce((sum, part) => sum + part.count, 0),
  };
}

/** One page of a searched list and its total: its ids (readSearchPageIds), then the page's rows in that order. */
export async function readSearchPage(
  knex: Knex,
  options: SearchPageOptions,
): Promise<{ rows: Array<Record<string, unknown>>; total: number }> {
  const { ids, total } = await readSearchPageIds(options);
  return { rows: await rowsInOrder(knex, options.table, ids, options.columns), total };
}
