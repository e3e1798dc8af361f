import type { ResponseToolkit } from '@hapi/hapi';
import type { ListPage } from '../services/shared/list-query.ts';

/** A list's page as the answer, its total over all pages in X-Total-Count. */
export function paged<T>(h: ResponseToolkit, { rows, total }: ListPage<T>) {
  return h.response(rows).header('X-Total-Count', String(total));
}
