import type { HandlerMap } from '../plugins/contract.ts';
import { currentUser } from '../plugins/auth.ts';
import { addSshKey, deleteSshKey, listSshKeys } from '../services/ssh-keys/index.ts';
import type { SshKeyRequest } from '../services/ssh-keys/index.ts';

/** The `account` tag: the signed-in customer's account settings (issue 39: SSH keys). */
export const accountHandlers: HandlerMap = {
  listSshKeys(request) {
    return listSshKeys(request.server.app.knex, currentUser(request).id);
  },

  async addSshKey(request, h) {
    const key = await addSshKey(
      request.server.app.knex,
      currentUser(request).id,
      request.payload as SshKeyRequest,
    );
    return h.response(key).code(201);
  },

  async deleteSshKey(request, h) {
    await deleteSshKey(
      request.server.app.knex,
      currentUser(request).id,
      (request.params as { id: string }).id,
    );
    return h.response().code(204);
  },
};
