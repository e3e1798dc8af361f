import type { HandlerMap } from '../plugins/contract.ts';
import { getUser, listUsers } from '../services/admin/users.ts';
import type { UserListQuery } from '../services/admin/users.ts';
import { paged } from './paged.ts';

/** The console's Users: the list and one user. */
export const adminUserHandlers: HandlerMap = {
  async adminListUsers(request, h) {
    return paged(h, await listUsers(request.server.app.knex, request.query as UserListQuery));
  },

  adminGetUser(request) {
    const { id } = request.params as { id: string };
    return getUser(request.server.app.knex, id);
  },
};
