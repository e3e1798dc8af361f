import {
  basisPointsToPercent,
  daysLeft,
  etbToSantim,
  isReminderDue,
  normalizeAllowedServiceNames,
  normalizeDiscountCode,
  percentToBasisPoints,
  reminderDayOf,
  reminderSentMessage,
  santimToEtb,
  SERVER_MESSAGES,
} from '@shop/domain';
import type { DiscountCode } from '../../api';
import type { MockDiscountCode, MockOrder, MockService } from '../db';
import { earnedKickbackSantim } from '../affiliate';
import { apiError, authenticateAdmin, http } from '../http';
import { db, newId } from '../state';
import { gameAddressOf, heldAddresses, renewalDueOf, toAdminService, userRef } from '../views';

/**
 * The console's services list, expiry reminders and discount codes, answering as the BFF does
 * (bff/src/services/admin-catalog): the same filters, search, order, pages, totals and refusals.
 */

// ---- lists ---------------------------------------------------------------------------------------

/** The contract's paging (page 1, up to 1000 rows) over rows already in order; the total of all pages. */
function paged<T>(
  rows: readonly T[],
  query: { page: string | null; limit: string | null },
): { rows: T[]; total: string } {
  const limit = Number(query.limit ?? 1000);
  const page = Number(query.page ?? 1);
  return { rows: rows.slice((page - 1) * limit, page * limit), total: String(rows.length) };
}

/** The trimmed, lower-cased search text, or null for none (a blank search finds everything). */
function searchOf(search: string | null): string | null {
  const text = search?.trim().toLowerCase();
  return text ? text : null;
}

/** As SQL's LIKE '%text%' in the BFF: any of the values contains the text, in any case. */
function contains(values: readonly (string | null | undefined)[], text: string): boolean {
  return values.some((value) => (value ?? '').toLowerCase().includes(text));
}

/** As the BFF's ORDER BY <time> DESC, id DESC: the later first, the higher id first on a tie. */
function latestFirst<T extends { id: string }>(rows: readonly T[], timeOf: (row: T) => string): T[] {
  return [...rows].sort(
    (a, b) => Date.parse(timeOf(b)) - Date.parse(timeOf(a)) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
  );
}

// ---- reminders -----------------------------------------------------------------------------------

/** As the BFF's reminderRefusal: a stopped service gets none, nor one with more than 7 days left. */
function reminderRefusal(service: MockService): string | null {
  if (service.status === 'INACTIVE') return SERVER_MESSAGES.reminderServiceSuspended;
  if (!isReminderDue({ status: service.status, daysLeft: daysLeft(service.endDate) }))
    return SERVER_MESSAGES.reminderNotDue;
  return null;
}

/** As the BFF's service_reminders: at most one reminder per service per Addis Ababa day. */
const remindedToday = (service: MockService) => service.remindedOn === reminderDayOf(new Date());

// ---- discount codes ------------------------------------------------------------------------------

function ordersWith(code: MockDiscountCode): MockOrder[] {
  return db.orders.filter((o) => o.discountCodeId === code.id);
}

/** The code with its usage counted now: every order that used it, paid or not. */
function toAdminDiscountCode(code: MockDiscountCode): DiscountCode {
  return { ...code, _count: { orders: ordersWith(code).length } };
}

/** A percent as the BFF stores and reads it back (basis points). */
const asStored = (percent: number) => basisPointsToPercent(percentToBasisPoints(percent));
/** A date-time as the BFF reads it back from its column. */
const asStoredDate = (iso: string | null | undefined) => (iso ? new Date(iso).toISOString() : null);

export const adminServiceHandlers = [
  // ---- services ------------------------------------------------------------------------------
  http.get('/admin/services', ({ request, query, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const status = query.get('status');
    const lifecycle = query.get('lifecycle');
    const search = searchOf(query.get('search'));
    const matching = db.services.filter((s) => {
      if (status && s.status !== status) return false;
      if (lifecycle === 'renewal-due' && (s.status === 'TERMINATED' || !renewalDueOf(s))) return false;
      if (lifecycle === 'suspended' && s.status !== 'EXPIRED' && s.status !== 'INACTIVE') return false;
      if (lifecycle === 'to-be-terminated' && s.status !== 'EXPIRED') return false;
      if (!search) return true;
      const user = userRef(s.userId);
      const game = gameAddressOf(s);
      return (
        contains([s.serviceName, s.id, s.serviceId, user.username, user.email], search) ||
        // As the BFF: a search that is one address finds the service holding it (exactly, any case)
        // and the game servers on it (any port); one game address, ip:port, the server at it.
        heldAddresses(s).some((a) => a.ip.toLowerCase() === search) ||
        (game !== null &&
          (game === search || game.startsWith(`${search}:`) || game.startsWith(`[${search}]:`)))
      );
    });
    // As the BFF's listOrderOf: the services to be terminated by end date, the earliest first.
    const ordered =
      lifecycle === 'to-be-terminated'
        ? latestFirst(matching, (s) => s.endDate).reverse()
        : latestFirst(matching, (s) => s.startDate);
    const { rows, total } = paged(ordered, { page: query.get('page'), limit: query.get('limit') });
    return response(200).json(rows.map(toAdminService), { headers: { 'X-Total-Count': total } });
  }),

  http.post('/admin/service/send-expiration-reminder/{id}', ({ request, params, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const service = db.services.find((s) => s.id === params.id);
    if (!service) return response.untyped(apiError(404, SERVER_MESSAGES.serviceNotFound));
    const refusal = reminderRefusal(service);
    if (refusal) return response.untyped(apiError(409, refusal));
    if (remindedToday(service))
      return response.untyped(apiError(409, SERVER_MESSAGES.reminderAlreadySentToday));
    service.remindedOn = reminderDayOf(new Date());
    const { email } = userRef(service.userId);
    const days = daysLeft(service.endDate);
    return response(200).json({
      message: reminderSentMessage(email, days),
      details: { userEmail: email, daysRemaining: days },
    });
  }),

  // The mocks send no mail, so no reminder fails: every due service counts as sent.
  http.post('/admin/service/send-expiration-reminders', ({ request, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const due = db.services.filter((s) => reminderRefusal(s) === null);
    const today = due.filter(remindedToday).length;
    for (const service of due) service.remindedOn = reminderDayOf(new Date());
    return response(200).json({
      message: SERVER_MESSAGES.remindersSent,
      summary: {
        emailsSent: due.length - today,
        emailsFailed: 0,
        alreadyRemindedToday: today,
        totalChecked: due.length,
      },
    });
  }),

  http.get('/admin/service/expiration-reminders/preview', ({ request, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const going = db.services.filter((s) => reminderRefusal(s) === null && !remindedToday(s));
    return response(200).json({
      customers: new Set(going.map((s) => s.userId)).size,
      services: going.length,
    });
  }),

  // ---- discount codes ------------------------------------------------------------------------
  http.get('/admin/discount-codes', ({ request, query, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const search = searchOf(query.get('search'));
    const matching = db.discountCodes.filter((c) => !search || contains([c.code, c.givenTo], search));
    const { rows, total } = paged(
      latestFirst(matching, (c) => c.createdAt),
      { page: query.get('page'), limit: query.get('limit') },
    );
    return response(200).json(rows.map(toAdminDiscountCode), { headers: { 'X-Total-Count': total } });
  }),

  http.post('/admin/discount-codes', async ({ request, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const body = await request.json();
    const givenTo = body.givenTo.trim();
    if (givenTo === '') return response.untyped(apiError(400, SERVER_MESSAGES.givenToEmpty));
    const code = normalizeDiscountCode(body.code);
    if (db.discountCodes.some((c) => c.code === code)) {
      return response.untyped(apiError(409, SERVER_MESSAGES.discountCodeExists));
    }
    const created: MockDiscountCode = {
      id: newId('discount'),
      code,
      discount: asStored(body.discount),
      affiliateKickback: asStored(body.affiliateKickback ?? 0),
      givenTo,
      expiresAt: asStoredDate(body.expiresAt),
      isActive: true,
      ownerId: null,
      allowedServiceNames: normalizeAllowedServiceNames(body.allowedServiceNames),
      _count: { orders: 0 },
      createdAt: new Date().toISOString(),
    };
    db.discountCodes.push(created);
    return response(201).json({ discountCode: toAdminDiscountCode(created) });
  }),

  http.get('/admin/discount-codes/{id}', ({ request, params, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const code = db.discountCodes.find((c) => c.id === params.id);
    if (!code) return response.untyped(apiError(404, SERVER_MESSAGES.discountCodeNotFound));
    return response(200).json(toAdminDiscountCode(code));
  }),

  http.put('/admin/discount-codes/{id}', async ({ request, params, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const body = await request.json();
    // As the BFF: the body's own rule (a blank Given To) before the code is looked up.
    const givenTo = body.givenTo?.trim();
    if (givenTo === '') return response.untyped(apiError(400, SERVER_MESSAGES.givenToEmpty));
    const code = db.discountCodes.find((c) => c.id === params.id);
    if (!code) return response.untyped(apiError(404, SERVER_MESSAGES.discountCodeNotFound));
    if (body.discount !== undefined) code.discount = asStored(body.discount);
    if (body.affiliateKickback !== undefined) code.affiliateKickback = asStored(body.affiliateKickback);
    if (givenTo !== undefined) code.givenTo = givenTo;
    if (body.expiresAt !== undefined) code.expiresAt = asStoredDate(body.expiresAt);
    if (body.isActive !== undefined) code.isActive = body.isActive;
    if (body.allowedServiceNames !== undefined)
      code.allowedServiceNames = normalizeAllowedServiceNames(body.allowedServiceNames);
    return response(200).json({ discountCode: toAdminDiscountCode(code) });
  }),

  http.get('/admin/discount-codes/{id}/affiliate-stats', ({ request, params, response }) => {
    const admin = authenticateAdmin(request);
    if (admin instanceof Response) return response.untyped(admin);
    const code = db.discountCodes.find((c) => c.id === params.id);
    if (!code) return response.untyped(apiError(404, SERVER_MESSAGES.discountCodeNotFound));
    const orders = latestFirst(ordersWith(code), (o) => o.createdAt);
    const paid = orders.filter((o) => o.paid);
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    return response(200).json({
      discountCode: {
        code: code.code,
        discount: code.discount,
        affiliateKickback: code.affiliateKickback,
        givenTo: code.givenTo,
      },
      stats: {
        totalOrders: orders.length,
        totalRevenue: santimToEtb(sum(paid.map((o) => etbToSantim(o.totalPrice)))),
        totalKickback: santimToEtb(sum(paid.map((o) => earnedKickbackSantim(o)))),
        currency: 'ETB',
      },
      recentOrders: orders.slice(0, 10).map((o) => ({
        id: o.id,
        basePrice: o.basePrice,
        totalPrice: o.totalPrice,
        kickback: santimToEtb(earnedKickbackSantim(o)),
        currency: 'ETB',
        createdAt: o.createdAt,
      })),
    });
  }),
];
