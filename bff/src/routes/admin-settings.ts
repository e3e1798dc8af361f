import type { HandlerMap } from '../plugins/contract.ts';
import { currentUser } from '../plugins/auth.ts';
import { getAdminSettings, updateAdminSettings } from '../services/settings/admin.ts';
import type { AdminSettingsUpdate } from '../services/settings/admin.ts';

/** The console's Settings: the support contacts and payment accounts, and the configuration read-only. */
export const adminSettingsHandlers: HandlerMap = {
  adminGetSettings(request) {
    const { knex, config } = request.server.app;
    return getAdminSettings(knex, config);
  },

  adminUpdateSettings(request) {
    const { knex, config } = request.server.app;
    return updateAdminSettings(knex, config, currentUser(request).id, request.payload as AdminSettingsUpdate);
  },
};
