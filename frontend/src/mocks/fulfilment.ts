/**
 * The mocks' fulfilment, as the BFF's (bff/src/services/fulfilment): creating a paid order's
 * service and building it, by the admin's Create Service or, with AUTO_PROVISION (on unless
 * `mockSettings.autoProvision` is false), at once when the order becomes paid.
 */
import { orderProgress, serviceEndDate, serviceSpecsFromOrder } from '@shop/domain';
import type { Automation } from '@shop/domain';
import type { components } from '@shop/domain/generated/api-types.gen';
import { mockAddresses } from './addresses';
import { serviceFields } from './db';
import { KVM_PACKAGES } from './fixtures';
import type { MockOrder, MockService } from './db';
import { db, mockSettings, newId } from './state';
import { paymentRejectionOf, toOrder } from './views';

type MyOrder = components['schemas']['MyOrder'];

/** How long the mock's provisioning takes before the machine is running. */
export const MOCK_PROVISIONING_MS = 1500;

/** AUTO_PROVISION as the mock server is configured (the BFF's default: on). */
export function mockAutoProvision(): boolean {
  return mockSettings.autoProvision !== false;
}

/** A new service's specification and addresses, from a seed no other machine has used. */
function newServiceAddresses(order: MockOrder) {
  const specs = serviceFields(serviceSpecsFromOrder(order));
  const line =
    order.type === 'KVM' ? KVM_PACKAGES.find((p) => p.displayname === order.serviceName)?.line : null;
  const taken = new Set(db.services.flatMap((s) => s.addresses ?? [s.ip]));
  for (let seed = 0x7000 + db.services.length * 11; ; seed += 1) {
    const addresses = mockAddresses({ kind: order.type, ipcount: specs.ipcount, line, seed });
    if (addresses.every((ip) => !taken.has(ip))) return { ...specs, ip: addresses[0]!, addresses };
  }
}

/**
 * Creates the service of a paid order (or provisions a FAILED one's again) and builds it a moment
 * later; the caller has checked createServiceRefusal.
 */
export function startMockService(order: MockOrder, existing: MockService | undefined): MockService {
  const now = Date.now();
  const isGame = order.type === 'GAME';
  const dates = {
    startDate: new Date(now).toISOString(),
    endDate: serviceEndDate(new Date(now), order.duration).toISOString(),
  };
  const service: MockService = existing
    ? Object.assign(existing, dates, { currentStatus: 'provisioning' })
    : {
        id: newId('service'),
        serviceId: '',
        userId: order.userId,
        orderId: order.id,
        kind: order.type,
        serviceName: order.serviceName,
        status: 'ACTIVE',
        ...dates,
        currentStatus: 'provisioning',
        ...newServiceAddresses(order),
        port: isGame ? 27015 : 22,
        sshPort: 22,
        login: isGame ? 'gameadmin' : 'root',
        password: `mock-${newId('secret').slice(0, 12)}`,
        ...(order.hostname ? { hostname: order.hostname, sshKeys: order.sshKeys ?? [] } : {}),
      };
  if (!existing) db.services.push(service);
  order.status = 'PROVISIONING';
  order.failureReason = null;
  order.updatedAt = new Date(now).toISOString();
  // The mock's provisioning: the machine is ready a moment later, as the BFF's job makes it.
  setTimeout(() => {
    if (order.status !== 'PROVISIONING') return;
    service.serviceId = `sim-${newId('provider').replace(/-/g, '').slice(0, 8)}`;
    service.currentStatus = 'running';
    order.status = 'ACTIVE';
  }, MOCK_PROVISIONING_MS);
  return service;
}

/** AUTO_PROVISION: an order just made paid gets its service at once (a renewal creates none). */
export function fulfilMockPaidOrder(order: MockOrder): void {
  if (!mockAutoProvision() || !order.paid || order.renewalOfServiceId) return;
  if (db.services.some((s) => s.orderId === order.id)) return;
  startMockService(order, undefined);
}

/**
 * What the mock shop does by itself, as the BFF's automationOf says it: reported transfers are
 * checked against the bank's receipt (and a verified one confirmed) when receipt checks are on
 * (PAYMENT_AUTO_CONFIRM is the BFF's default, true). The mocks fetch no receipt themselves.
 */
export function mockAutomation(): Automation {
  return { provisioning: mockAutoProvision(), transferCheck: mockSettings.receiptVerification === true };
}

/** One of the caller's orders as its status page reads it (the BFF's getMyOrderStatus). */
export function toMyOrder(order: MockOrder): MyOrder {
  const base = toOrder(order);
  const found = db.services.find((s) => s.orderId === order.id);
  const service = found ? { id: found.id, status: found.status, currentStatus: found.currentStatus } : null;
  const paymentRejection = paymentRejectionOf(base);
  const progress = orderProgress({
    status: base.status,
    paid: base.paid,
    paymentReported: base.paymentReported,
    renewal: Boolean(base.renewalOfServiceId),
    service,
    paymentCheck: null,
    // As the BFF: the open report's receipt check (mock payments carry it when checks are on).
    transferCheck: base.paymentReported
      ? (db.payments.findLast((p) => p.orderId === order.id && p.status === 'PENDING')?.verification
          ?.status ?? null)
      : null,
    paymentRejected: paymentRejection !== null,
  });
  // As the BFF: the newest online payment that ended without paying, while the order is to pay.
  const onlinePayment =
    base.status === 'PENDING' && !base.paid && !base.paymentReported ? (order.chapaEnded ?? null) : null;
  return { ...base, progress, paymentRejection, onlinePayment, service, automation: mockAutomation() };
}
