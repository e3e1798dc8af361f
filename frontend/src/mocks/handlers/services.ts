import { DEFAULT_REINSTALL_OS, renewalCreatedMessage, SERVER_MESSAGES } from '@shop/domain';
import type { MockOrder, MockService } from '../db';
import { KVM_PACKAGES, gameByName, osOptionsOf } from '../fixtures';
import { accepted, draftGame, draftKvm, toOrderPricing } from '../order-drafts';
import { apiError, authenticate, http } from '../http';
import { db, newId } from '../state';
import { toOrder, toServiceDetails, toServiceSummary } from '../views';

type Found = { service: MockService } | { failure: Response };

function ownService(request: Request, id: string): Found {
  const user = authenticate(request);
  if (user instanceof Response) return { failure: user };
  const service = db.services.find((s) => s.id === id && s.userId === user.id);
  return service ? { service } : { failure: apiError(404, SERVER_MESSAGES.serviceNotFound) };
}

function powerAction(service: MockService, next: string): Response | null {
  if (service.status !== 'ACTIVE') {
    return apiError(
      409,
      service.status === 'EXPIRED' ? SERVER_MESSAGES.serviceExpired : SERVER_MESSAGES.serviceNotActive,
    );
  }
  service.currentStatus = next;
  return null;
}

function linuxImagesFor(service: MockService) {
  const order = db.orders.find((o) => o.id === service.orderId);
  const pkg = KVM_PACKAGES.find((p) => p.displayname === order?.serviceName) ?? KVM_PACKAGES[0]!;
  return osOptionsOf(pkg);
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

export const serviceHandlers = [
  http.get('/services/list', ({ request, response }) => {
    const user = authenticate(request);
    if (user instanceof Response) return response.untyped(user);
    return response(200).json(db.services.filter((s) => s.userId === user.id).map(toServiceSummary));
  }),

  http.get('/services/{id}/details', ({ request, params, response }) => {
    const found = ownService(request, params.id);
    if ('failure' in found) return response.untyped(found.failure);
    return response(200).json(toServiceDetails(found.service));
  }),

  http.get('/services/{id}/os', ({ request, params, response }) => {
    const found = ownService(request, params.id);
    if ('failure' in found) return response.untyped(found.failure);
    return response(200).json(linuxImagesFor(found.service));
  }),

  ...(
    [
      ['/services/{id}/start', 'running'],
      ['/services/{id}/stop', 'stopped'],
      ['/services/{id}/restart', 'running'],
      ['/services/{id}/shutdown', 'stopped'],
    ] as const
  ).map(([path, next]) =>
    http.post(path, ({ request, params, response }) => {
      const found = ownService(request, params.id);
      if ('failure' in found) return response.untyped(found.failure);
      const refusal = powerAction(found.service, next);
      if (refusal) return response.untyped(refusal);
      return response(200).json(toServiceDetails(found.service));
    }),
  ),

  http.post('/services/{id}/reinstall', async ({ request, params, response }) => {
    const found = ownService(request, params.id);
    if ('failure' in found) return response.untyped(found.failure);
    const { os } = await request.json();
    const image = linuxImagesFor(found.service).find((o) => o.version === os || o.displayname === os);
    if (!image && os !== DEFAULT_REINSTALL_OS)
      return response.untyped(apiError(400, `Unknown operating system: ${os}`));
    const refusal = powerAction(found.service, 'running');
    if (refusal) return response.untyped(refusal);
    found.service.os = image?.displayname ?? os;
    return response(200).json(toServiceDetails(found.service));
  }),

  http.post('/services/{id}/extend', async ({ request, params, response }) => {
    const found = ownService(request, params.id);
    if ('failure' in found) return response.untyped(found.failure);
    const { days } = await request.json();
    const original = db.orders.find((o) => o.id === found.service.orderId);
    if (!original) return response.untyped(apiError(404, SERVER_MESSAGES.renewalOrderMissing));
    const pricing = renewalPricing(original, days);
    const now = new Date().toISOString();
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
      createdAt: now,
      updatedAt: now,
    };
    db.orders.push(renewal);
    return response(201).json({
      message: renewalCreatedMessage(days),
      order: toOrder(renewal),
    });
  }),
];
