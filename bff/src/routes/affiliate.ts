import type { HandlerMap } from '../plugins/contract.ts';
import { currentUser } from '../plugins/auth.ts';
import {
  listMyAffiliateCodes,
  registerAffiliateCode,
  toggleAffiliateCode,
} from '../services/affiliate/codes.ts';
import { affiliateCodeStats, affiliateDashboard } from '../services/affiliate/figures.ts';

/** The signed-in customer's affiliate code and what it earned (console spec 2.10, 7.2). */
export const affiliateHandlers: HandlerMap = {
  async affiliateRegisterCode(request, h) {
    const { knex, config } = request.server.app;
    const { code } = request.payload as { code: string };
    const body = await registerAffiliateCode(knex, currentUser(request), code, config.affiliate);
    return h.response(body).code(201);
  },

  affiliateListMyCodes(request) {
    return listMyAffiliateCodes(request.server.app.knex, currentUser(request).id);
  },

  affiliateGetDashboard(request) {
    return affiliateDashboard(request.server.app.knex, currentUser(request).id);
  },

  affiliateGetCodeStats(request) {
    const { code } = request.params as { code: string };
    return affiliateCodeStats(request.server.app.knex, currentUser(request).id, code);
  },

  affiliateToggleCode(request) {
    const { code } = request.params as { code: string };
    return toggleAffiliateCode(request.server.app.knex, currentUser(request).id, code);
  },
};
