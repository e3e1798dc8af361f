/** Paging and text search of the discount codes' and the console's service lists, done in SQL. */
import type { Knex } from 'knex';

export interface ListQuery {
  search?: string;
  page?: number;
  limit?: number;
}

/** The contract's defaults: page 1, up to 1000 rows. */
export function pageOf(query: ListQuery): { limit: number; offset: number } {
  const limit = query.limit ?? 1000;
  const page = query.page ?? 1;
  return { limit, offset: (page - 1) * limit };
}

/** The search text, trimmed; undefined when there is nothing to look for. */
export function searchText(query: ListQuery): string | undefined {
  const text = query.search?.trim();
  return text ? text : undefined;
}

const LIKE_ESCAPE = '!';

/** A LIKE pattern finding `text` anywhere; its own %, _ and ! are taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (char) => `${LIKE_ESCAPE}${char}`)}%`;
}

/**
 * Keeps the rows where any of the columns contains the text. Case-insensitive on both engines:
 * SQLite's LIKE folds ASCII case, MySQL's default collations fold case.
 */
export function whereContains(query: Knex.QueryBuilder, columns: readonly string[], text: string): void {
  const pattern = containsPattern(text);
  query.where((any) => {
    for (const column of columns) any.orWhereRaw('?? like ? escape ?', [column, pattern, LIKE_ESCAPE]);
  });
}
