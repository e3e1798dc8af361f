import type { HandlerMap } from '../plugins/contract.ts';
import { currentUser } from '../plugins/auth.ts';
import { listAdminServices } from '../services/admin/services-list.ts';
import type { ServiceListQuery } from '../services/admin/services-list.ts';
import { holdService, setServiceStatus } from '../services/admin/service-actions.ts';
import {
  previewReminders,
  sendAllReminders,
  sendReminder,
} from '../services/lifecycle/reminders/sent-by-admin.ts';
import type { ReminderContext } from '../services/lifecycle/reminders/sent-by-admin.ts';

type Request = Parameters<NonNullable<HandlerMap['adminSendReminder']>>[0];

function reminderContext(request: Request): ReminderContext {
  const { knex, config } = request.server.app;
  return { knex, adminId: currentUser(request).id, appUrl: config.appUrl };
}

/** The console's Services: the list, stopping, starting or holding a service, and expiry reminders. */
export const adminServiceHandlers: HandlerMap = {
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

  adminSetServiceStatus(request) {
    const { id } = request.params as { id: string };
    const { status } = request.payload as { status: 'ACTIVE' | 'INACTIVE' };
    const { knex, config } = request.server.app;
    return setServiceStatus(knex, currentUser(request).id, id, status, config.lifecycle);
  },

  adminHoldService(request) {
    const { id } = request.params as { id: string };
    const { until } = request.payload as { until: string };
    const { knex, config } = request.server.app;
    return holdService(knex, currentUser(request).id, id, until, config.lifecycle);
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
};
