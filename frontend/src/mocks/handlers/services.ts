import {
  CONSOLE_TICKET_TTL_MS,
  consoleKindsOf,
  isUnpaidOrder,
  renewalCreatedMessage,
  renewalUnpaidMessage,
  SERVER_MESSAGES,
  serviceActionRefusal,
} from '@shop/domain';
import { defaultHostname } from '@shop/domain/hostnames';
import type { MockOrder, MockService } from '../db';
import { KVM_PACKAGES, gameByName, osOptionsOf } from '../fixtures';
import { accepted, draftGame, draftKvm, toOrderPricing } from '../order-drafts';
import { apiError, authenticate, http } from '../http';
import { db, mockSettings, newId } from '../state';
import { mockMachineAccess } from './account';
import { unpaidCapFailure } from './orders';
import { toOrder, toServiceDetails, toServiceSummary } from '../views';

type Found = { service: MockService } | { failure: Response };

/** As the BFF: another customer's service is the same 404 as an unknown id. */
function ownService(request: Request, id: string): Found {
  const user = authenticate(request);
  if (user instanceof Response) return { failure: user };
  const service = db.services.find((s) => s.id === id && s.userId === user.id);
  return service ? { service } : { failure: apiError(404, SERVER_MESSAGES.serviceNotFound) };
}

function refusalOf(service: MockService): Response | null {
  const refusal = serviceActionRefusal(service);
  return refusal ? apiError(409, refusal) : null;
}

/** A KVM service's plan images by sort order; game servers have none. */
function imagesFor(service: MockService) {
  if (service.kind !== 'KVM') return [];
  const order = db.orders.find((o) => o.id === service.orderId);
  const pkg = KVM_PACKAGES.find((p) => p.displayname === order?.serviceName);
  return pkg ? [...osOptionsOf(pkg)].sort((a, b) => a.sort - b.sort) : [];
}

/** A renewal is priced from the service's plan for the chosen days, without the first order's coupon. */
function renewalPricing(original: MockOrder, days: number) {
  const spec = original.specifications;
  if (original.type === 'KVM') {
    const pkg = KVM_PACKAGES.find((p) => p.displayname === original.serviceName) ?? KVM_PACKAGES[0]!;
    const choice = { ipv4: spec.ipv4 ?? pkg.ipv4, traffic: spec.traffic ?? pkg.traffic, duration: days };
    const osId = spec.osId ?? osOptionsOf(pkg)[0]!.id;
    return toOrderPricing(accepted(draftKvm({ id: pkg.id, osId, specifications: choice })).price(null));
  }
  const { game, versions } = gameByName(original.serviceName);
  const versionId = spec.versionId ?? versions[0]!.id;
  const choice = { versionId, duration: days, slots: spec.slots, memory: spec.memory };
  return toOrderPricing(accepted(draftGame({ id: game.id, specifications: choice })).price(null));
}

/** The simulated provider settles at once: the state right after each action. */
const POWER_RESULT = {
  '/services/{id}/start': 'running',
  '/services/{id}/stop': 'stopped',
  '/services/{id}/restart': 'running',
  '/services/{id}/shutdown': 'stopped',
} as const;

/** With `slowPower`, the state while the action is still under way (the simulated driver's). */
const POWER_TRANSITION = {
  '/services/{id}/start': 'starting',
  '/services/{id}/stop': 'stopping',
  '/services/{id}/restart': 'starting',
  '/services/{id}/shutdown': 'stopping',
} as const;

export const serviceHandlers = [
  http.get('/services/list', ({ request, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    // As the BFF: newest first (a service is created when it starts), ties by id.
    const mine = db.services
      .filter((s) => s.userId === user.id)
      .sort((a, b) => b.startDate.localeCompare(a.startDate) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
    return response(200).json(mine.map(toServiceSummary));
  }),

  http.get('/services/{id}/details', ({ request, params, response }) => {
    const found = ownService(request, params.id);
    if ('failure' in found) return response.untyped(found.failure);
    return response(200).json(toServiceDetails(found.service));
  }),

  http.get('/services/{id}/os', ({ request, params, response }) => {
    const found = ownService(request, params.id);
    if ('failure' in found) return response.untyped(found.failure);
    return response(200).json(imagesFor(found.service));
  }),

  ...(Object.keys(POWER_RESULT) as (keyof typeof POWER_RESULT)[]).map((path) =>
    http.post(path, ({ request, params, response }) => {
      const found = ownService(request, params.id);
      if ('failure' in found) return response.untyped(found.failure);
      const refusal = refusalOf(found.service);
      if (refusal) return response.untyped(refusal);
      found.service.currentStatus = (mockSettings.slowPower ? POWER_TRANSITION : POWER_RESULT)[path];
      return response(200).json(toServiceDetails(found.service));
    }),
  ),

  // As the BFF: the owner's service, or any for an admin (2FA met when required); 409 with the reason.
  http.post('/services/{id}/console', async ({ request, params, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    const isAdmin = user.isAdmin && (!mockSettings.adminRequire2fa || Boolean(user.totpEnabledAt));
    const service = db.services.find((s) => s.id === params.id && (isAdmin || s.userId === user.id));
    if (!service) return response.untyped(apiError(404, SERVER_MESSAGES.serviceNotFound));
    const { kind } = await request.json();
    if (!consoleKindsOf(service.kind).includes(kind))
      return response.untyped(apiError(409, SERVER_MESSAGES.consoleKindUnavailable));
    const refusal = refusalOf(service);
    if (refusal) return response.untyped(refusal);
    if (service.currentStatus !== 'running')
      return response.untyped(apiError(409, SERVER_MESSAGES.consoleNotRunning));
    const ticket = newId('ticket').replace(/-/g, '');
    return response(201).json({
      kind,
      url: `/api/services/${service.id}/console/socket?ticket=${ticket}`,
      expiresAt: new Date(Date.now() + CONSOLE_TICKET_TTL_MS).toISOString(),
    });
  }),

  http.post('/services/{id}/reinstall', async ({ request, params, response }) => {
    const found = ownService(request, params.id);
    if ('failure' in found) return response.untyped(found.failure);
    const { service } = found;
    if (service.kind !== 'KVM') return response.untyped(apiError(409, SERVER_MESSAGES.reinstallKvmOnly));
    const body = await request.json();
    const wanted = body.os.trim().toLowerCase();
    const image = imagesFor(service).find(
      (o) => o.version.toLowerCase() === wanted || o.displayname.toLowerCase() === wanted,
    );
    if (!image) return response.untyped(apiError(400, SERVER_MESSAGES.osNotOffered));
    const chosen = mockMachineAccess(service.userId, body);
    if (chosen instanceof Response) return response.untyped(chosen);
    const refusal = refusalOf(service);
    if (refusal) return response.untyped(refusal);
    service.os = image.displayname;
    const order = db.orders.find((o) => o.id === service.orderId);
    service.hostname =
      chosen.hostname ?? service.hostname ?? defaultHostname(service.serviceName, service.orderId);
    if (body.sshKeyIds !== undefined) service.sshKeys = chosen.sshKeys;
    else service.sshKeys ??= order?.sshKeys ?? [];
    service.password = `mock-${newId('secret').slice(0, 12)}`;
    service.currentStatus = 'running';
    return response(200).json(toServiceDetails(service));
  }),

  // A read, as the BFF's: the renewal's price, nothing created, reused or cancelled.
  http.get('/services/{id}/extend-quote', ({ request, params, query, response }) => {
    const found = ownService(request, params.id);
    if ('failure' in found) return response.untyped(found.failure);
    if (found.service.status === 'TERMINATED')
      return response.untyped(apiError(409, SERVER_MESSAGES.serviceTerminated));
    const original = db.orders.find((o) => o.id === found.service.orderId);
    if (!original) return response.untyped(apiError(404, SERVER_MESSAGES.renewalOrderMissing));
    const days = Number(query.get('days'));
    return response(200).json({ days, pricing: renewalPricing(original, days) });
  }),

  http.post('/services/{id}/extend', async ({ request, params, response }) => {
    const found = ownService(request, params.id);
    if ('failure' in found) return response.untyped(found.failure);
    if (found.service.status === 'TERMINATED')
      return response.untyped(apiError(409, SERVER_MESSAGES.serviceTerminated));
    const { days } = await request.json();
    const original = db.orders.find((o) => o.id === found.service.orderId);
    if (!original) return response.untyped(apiError(404, SERVER_MESSAGES.renewalOrderMissing));
    const pricing = renewalPricing(original, days);
    const now = new Date().toISOString();
    // The BFF's guards (orders/write.ts): the open renewal is reused for the same days and price,
    // replaced (cancelled) for others, and a 409 names it while its payment awaits confirmation;
    // then the unpaid cap.
    const open = db.orders.find((o) => o.renewalOfServiceId === found.service.id && isUnpaidOrder(o));
    if (open) {
      const reported = db.payments.some((p) => p.orderId === open.id && p.status === 'PENDING');
      if (reported)
        return response.untyped(apiError(409, renewalUnpaidMessage(open.id), { orderId: open.id }));
      if (open.duration === days && open.totalPrice === pricing.totalPrice)
        return response(201).json({ message: renewalCreatedMessage(days), order: toOrder(open) });
      open.status = 'CANCELLED';
      open.updatedAt = now;
    }
    const capped = unpaidCapFailure(found.service.userId);
    if (capped) return response.untyped(capped);
    const renewal: MockOrder = {
      ...original,
      id: newId('order'),
      status: 'PENDING',
      paid: false,
      specifications: { ...original.specifications, duration: days },
      duration: days,
      pricing,
      discount: null,
      discountCodeId: null,
      basePrice: pricing.basePrice,
      totalPrice: pricing.totalPrice,
      renewalOfServiceId: found.service.id,
      failureReason: null,
      idempotencyKey: null,
      idempotencyFingerprint: null,
      createdAt: now,
      updatedAt: now,
    };
    db.orders.push(renewal);
    return response(201).json({ message: renewalCreatedMessage(days), order: toOrder(renewal) });
  }),
];
