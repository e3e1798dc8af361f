import type { HandlerMap } from '../plugins/contract.ts';
import { currentUser } from '../plugins/auth.ts';
import type { ListQuery } from '../services/shared/paging.ts';
import {
  createDiscountCode,
  getDiscountCode,
  listDiscountCodes,
  updateDiscountCode,
} from '../services/discounts/codes.ts';
import type { DiscountCodeCreateRequest, DiscountCodeUpdateRequest } from '../services/discounts/codes.ts';
import { discountCodeStats } from '../services/discounts/stats.ts';

/** The console's Discounts: discount and affiliate codes, and a code's figures. */
export const adminDiscountHandlers: HandlerMap = {
  async adminListDiscountCodes(request, h) {
    const { rows, total } = await listDiscountCodes(request.server.app.knex, request.query as ListQuery);
    return h.response(rows).header('X-Total-Count', String(total));
  },

  adminGetDiscountCode(request) {
    const { id } = request.params as { id: string };
    return getDiscountCode(request.server.app.knex, id);
  },

  async adminCreateDiscountCode(request, h) {
    const body = await createDiscountCode(
      request.server.app.knex,
      currentUser(request).id,
      request.payload as DiscountCodeCreateRequest,
    );
    return h.response(body).code(201);
  },

  adminUpdateDiscountCode(request) {
    const { id } = request.params as { id: string };
    return updateDiscountCode(
      request.server.app.knex,
      currentUser(request).id,
      id,
      request.payload as DiscountCodeUpdateRequest,
    );
  },

  adminGetDiscountCodeStats(request) {
    const { id } = request.params as { id: string };
    return discountCodeStats(request.server.app.knex, id);
  },
};
