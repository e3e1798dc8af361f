import { SERVER_MESSAGES } from '@shop/domain';
import type { AdminService, BulkReminderResponse } from '../../../api';
import { daysFromNow, mockId } from '../../../mocks/fixtures';
import { db } from '../../../mocks/state';
import { toAdminService } from '../../../mocks/views';

/**
 * The mock backend's services by what the console shows of them. `stopSelamsServer()` puts the one
 * state the fixtures lack (INACTIVE, stopped by an admin) into the mock data itself, so the list and
 * the Start button talk to the same row. Stories call it in `beforeEach`; tests before rendering.
 */
export const ADMIN_SERVICE_IDS = {
  /** Package Starter (KVM), ACTIVE, 42 days left: Stop, no reminder. */
  starter: mockId('service', 'demo-starter-active'),
  /** Valheim (game, 6 slots), ACTIVE, 5 days left: Stop and Send Reminder. */
  valheim: mockId('service', 'demo-valheim-active'),
  /** Package Boost (KVM), EXPIRED: Send Reminder only. */
  boost: mockId('service', 'demo-boost-expired'),
  /** KVM Server Pro (Selam's), ACTIVE with 331 days left; INACTIVE after stopSelamsServer(). */
  selamPro: mockId('service', 'selam-pro-active'),
  /** IPv6 Medium (KVM), paid, its machine still being built: no address yet. */
  provisioning: mockId('service', 'demo-ipv6-provisioning'),
} as const;

function row(id: string) {
  const service = db.services.find((s) => s.id === id);
  if (!service) throw new Error(`No mock service ${id}`);
  return service;
}

/** An admin has stopped Selam's KVM Server Pro (INACTIVE, suspended): it offers Start. */
export function stopSelamsServer(): void {
  Object.assign(row(ADMIN_SERVICE_IDS.selamPro), { status: 'INACTIVE', currentStatus: 'suspended' });
}

/** A service as GET /admin/services answers it now, with changes. */
export function adminServiceOf(id: string, changes: Partial<AdminService> = {}): AdminService {
  return { ...toAdminService(row(id)), ...changes };
}

/** The service with its end date `days` from `now` (negative: past), days left counted to match. */
export function withDaysLeft(service: AdminService, days: number, now: number = Date.now()): AdminService {
  return { ...service, endDate: daysFromNow(days, now), daysLeft: days };
}

/** One card per state the screen distinguishes: long-running, expiring, expired and stopped. */
export function servicesInEveryState(): AdminService[] {
  return [
    adminServiceOf(ADMIN_SERVICE_IDS.starter),
    adminServiceOf(ADMIN_SERVICE_IDS.valheim),
    adminServiceOf(ADMIN_SERVICE_IDS.boost),
    adminServiceOf(ADMIN_SERVICE_IDS.selamPro, { status: 'INACTIVE' }),
  ];
}

/** A bulk run's answer. */
export function bulkReminderAnswer(
  sent: number,
  failed: number,
  checked: number,
  alreadyRemindedToday = 0,
): BulkReminderResponse {
  return {
    message: SERVER_MESSAGES.remindersSent,
    summary: { emailsSent: sent, emailsFailed: failed, alreadyRemindedToday, totalChecked: checked },
  };
}

/** What the lifecycle shows on cards: an open renewal, a hold, and an expired service's termination date. */
export function servicesInEveryLifecycleState(now: number = Date.now()): AdminService[] {
  const starter = adminServiceOf(ADMIN_SERVICE_IDS.starter);
  const boost = adminServiceOf(ADMIN_SERVICE_IDS.boost);
  return [
    {
      ...withDaysLeft(starter, 5, now),
      renewalDue: {
        orderId: mockId('order', 'demo-starter-renewal'),
        endDate: daysFromNow(5, now),
        amount: 1725,
        days: 30,
        paymentReported: false,
      },
    },
    { ...adminServiceOf(ADMIN_SERVICE_IDS.valheim), holdUntil: daysFromNow(20, now) },
    boost,
    {
      ...boost,
      id: mockId('service', 'terminated-example'),
      status: 'TERMINATED',
      terminatesAt: null,
      terminatedAt: daysFromNow(-1, now),
    },
  ];
}
