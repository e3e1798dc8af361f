import type { HandlerMap } from '../plugins/contract.ts';
import { currentUser } from '../plugins/auth.ts';
import {
  createDiscountCode,
  getDiscountCode,
  listDiscountCodes,
  updateDiscountCode,
} from '../services/discounts/codes.ts';
import type { DiscountCodeCreateRequest, DiscountCodeUpdateRequest } from '../services/discounts/codes.ts';
import { discountCodeStats } from '../services/discounts/stats.ts';
import type { ListQuery } from '../services/shared/paging.ts';
import {
  previewReminders,
  sendAllReminders,
  sendReminder,
} from '../services/lifecycle/reminders/sent-by-admin.ts';
import type { ReminderContext } from '../services/lifecycle/reminders/sent-by-admin.ts';
import { listAdminServices } from '../services/admin/services-list.ts';
import type { ServiceListQuery } from '../services/admin/services-list.ts';

type Request = Parameters<NonNullable<HandlerMap['adminSendReminder']>>[0];

function reminderContext(request: Request): ReminderContext {
  const { knex, config } = request.server.app;
  return { knex, adminId: currentUser(request).id, appUrl: config.appUrl };
}

/** The console's services list, expiry reminders and discount codes. */
export const adminServiceHandlers: HandlerMap = {
  // ---- services ----------------------------------------------------------------------------
  async adminListServices(request, h) {
    const { knex, config } = request.server.app;
    const { rows, total } = await listAdminServices(
      knex,
      request.query as ServiceListQuery,
      undefined,
      config.lifecycle,
    );
    return h.response(rows).header('X-Total-Count', String(total));
  },

  adminSendReminder(request) {
    const { id } = request.params as { id: string };
    return sendReminder(reminderContext(request), id);
  },

  adminPreviewReminders(request) {
    return previewReminders(request.server.app.knex);
  },

  adminSendAllReminders(request) {
    return sendAllReminders(reminderContext(request), (serviceId, err) =>
      request.logger.warn({ serviceId, err }, 'an expiry reminder failed'),
    );
  },

  // ---- discount codes ----------------------------------------------------------------------
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
