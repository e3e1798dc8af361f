/**
 * What the lists share (the console's, My Orders, an invoice month's): page and limit (the
 * contract's defaults), the search text, and LIKE patterns that look for the text as it is (a '%'
 * or '_' typed in the search box is a character, not a wildcard). LIKE is case-insensitive on both
 * engines for these columns (SQLite for ASCII; MySQL's default collation).
 */
import type { Knex } from 'knex';

export interface ListQuery {
  search?: string;
  page?: number;
  limit?: number;
}

/** One page of a list and how many rows match over all pages (the X-Total-Count header). */
export interface ListPage<T> {
  rows: T[];
  total: number;
}

/** The contract's LimitQuery default: the whole list in one page unless the client asks. */
export const DEFAULT_LIMIT = 1000;

export function pageWindow(query: ListQuery): { limit: number; offset: number } {
  const limit = query.limit ?? DEFAULT_LIMIT;
  const page = query.page ?? 1;
  return { limit, offset: (page - 1) * limit };
}

/** The search text without surrounding spaces, or null when there is nothing to look for. */
export function searchTerm(query: ListQuery): string | null {
  const term = query.search?.trim() ?? '';
  return term === '' ? null : term;
}

/** The LIKE escape character of the console's searches. */
export const ESCAPE = '!';

/** The term with its own '!', '%' and '_' escaped, to be taken literally in a LIKE pattern. */
export function escapeLike(term: string): string {
  return term.replace(/[!%_]/g, (char) => `${ESCAPE}${char}`);
}

/**
 * `OR column LIKE pattern`. No stored text holds a NUL character, so a term with one matches
 * nothing (SQLite would end the pattern at the NUL and match everything).
 */
function orLike(q: Knex.QueryBuilder, column: string, term: string, pattern: string): Knex.QueryBuilder {
  if (term.includes('\u0000')) return q.orWhereRaw('1 = 0');
  return q.orWhereRaw(`?? like ? escape '${ESCAPE}'`, [column, pattern]);
}

/** `column LIKE '%term%'`: the column contains the term. */
export function whereContains(q: Knex.QueryBuilder, column: string, term: string): Knex.QueryBuilder {
  return orLike(q, column, term, `%${escapeLike(term)}%`);
}

/** `column LIKE 'term%'`: the column starts with the term (an id typed from its short form). */
export function whereStartsWith(q: Knex.QueryBuilder, column: string, term: string): Knex.QueryBuilder {
  return orLike(q, column, term, `${escapeLike(term)}%`);
}

/**
 * A list's order: the newest first by its date column (created_at; a service's start_date), the
 * larger id first among rows of the same millisecond.
 */
export function newestFirst(dateColumn = 'created_at'): Array<{ column: string; order: 'desc' }> {
  return [
    { column: dateColumn, order: 'desc' },
    { column: 'id', order: 'desc' },
  ];
}

/**
 * How a list is ordered by its date: the newest first (most lists), or the earliest first (what
 * comes due soonest: the services to be terminated, by their end date).
 */
export type DateOrder = 'newest-first' | 'earliest-first';

/** ORDER BY of a list's date column and then its id, both in the direction `order` says. */
export function byDate(
  dateColumn: string,
  order: DateOrder,
): Array<{ column: string; order: 'asc' | 'desc' }> {
  if (order === 'newest-first') return newestFirst(dateColumn);
  return [
    { column: dateColumn, order: 'asc' },
    { column: 'id', order: 'asc' },
  ];
}

/** `count(*)` of a query as a number (MySQL answers counts as strings or bigints). */
export async function countOf(q: Knex.QueryBuilder): Promise<number> {
  const row = (await q.clearSelect().clearOrder().count({ n: '*' }).first()) as { n?: unknown } | undefined;
  return Number(row?.n ?? 0);
}

/** The rows of `ids`, in that order. A row deleted since its id was read is left out. */
export async function rowsInOrder(
  knex: Knex,
  table: string,
  ids: readonly string[],
  columns: readonly string[] = ['*'],
): Promise<Array<Record<string, unknown>>> {
  if (ids.length === 0) return [];
  const found = (await knex(table).select(columns).whereIn('id', ids)) as Array<
    Record<string, unknown> & { id: string }
  >;
  const byId = new Map(found.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The ids of one page of a list, in the list's order, and how many rows match over all pages. */
export interface PageIds {
  ids: string[];
  total: number;
}

/**
 * The ids of one page of a list and its total: the filters and the order read from an index that
 * holds those columns, without visiting rows.
 */
export async function readPageIds(
  filtered: () => Knex.QueryBuilder,
  query: ListQuery,
  dateColumn = 'created_at',
  order: DateOrder = 'newest-first',
): Promise<PageIds> {
  const { limit, offset } = pageWindow(query);
  const [total, page] = await Promise.all([
    countOf(filtered()),
    filtered().select('id').orderBy(byDate(dateColumn, order)).limit(limit).offset(offset),
  ]);
  return { ids: (page as Array<{ id: string }>).map((row) => row.id), total };
}

/**
 * One page of a list and its total. The page's ids are found first (readPageIds), then only the
 * page's rows are read, in that order.
 */
export async function readPage(
  knex: Knex,
  table: string,
  filtered: () => Knex.QueryBuilder,
  query: ListQuery,
  dateColumn = 'created_at',
  /** The columns the list's answer is made of (every column by default); `id` must be one. */
  columns?: readonly string[],
  order: DateOrder = 'newest-first',
): Promise<{ rows: Array<Record<string, unknown>>; total: number }> {
  const { ids, total } = await readPageIds(filtered, query, dateColumn, order);
  return { rows: await rowsInOrder(knex, table, ids, columns), total };
}
