import type { Order, ServiceDetails, ServiceSummary } from '../../api';
import { db } from '../../mocks/state';
import { DEMO_USER, mockId } from '../../mocks/fixtures';
import { toOrder, toServiceDetails, toServiceSummary } from '../../mocks/views';

/**
 * The demo customer's services of the mock backend, by what they show, and variants of them for the
 * states the fixtures do not hold (stopped, suspended, being set up...). Stories and tests answer
 * single calls with these; the actions still go to the mock backend, which knows the same ids.
 */
export const SERVICE_IDS = {
  /** Package Starter, KVM, ACTIVE, running. */
  kvm: mockId('service', 'demo-starter-active'),
  /** Valheim, game server, ACTIVE, running. */
  game: mockId('service', 'demo-valheim-active'),
  /** Package Boost, KVM, EXPIRED (past its end date, no renewal order open). */
  expired: mockId('service', 'demo-boost-expired'),
  /** Package Small, KVM, INACTIVE: suspended by the shop (suspendedSummary; not in the mock data). */
  suspended: mockId('service', 'demo-small-suspended'),
} as const;

function serviceRow(id: string) {
  const row = db.services.find((s) => s.id === id);
  if (!row) throw new Error(`No mock service ${id}`);
  return row;
}

/** GET /services/{id}/details as the mock backend answers it now, with changes. */
export function detailsOf(id: string, changes: Partial<ServiceDetails> = {}): ServiceDetails {
  return { ...toServiceDetails(serviceRow(id)), ...changes };
}

/** A service of GET /services/list as the mock backend answers it now, with changes. */
export function summaryOf(id: string, changes: Partial<ServiceSummary> = {}): ServiceSummary {
  return { ...toServiceSummary(serviceRow(id)), ...changes };
}

/** A KVM service whose machine the provider is still building: no connection details. */
export function provisioningDetails(): ServiceDetails {
  const {
    ipv4: _ip,
    addresses: _addresses,
    port: _port,
    user: _user,
    password: _password,
    ...rest
  } = detailsOf(SERVICE_IDS.kvm);
  return { ...rest, currentStatus: 'provisioning', daysLeft: 30 };
}

/** A KVM server bought with 3 IPv4 addresses: the page lists all three. */
export function severalAddressesDetails(): ServiceDetails {
  const ips = ['196.188.44.12', '196.188.44.13', '196.188.44.14'];
  return detailsOf(SERVICE_IDS.kvm, {
    ipcount: 3,
    ipv4: { ip: ips[0]! },
    addresses: ips.map((ip) => ({ ip, family: 'ipv4' as const })),
  });
}

/** An IPv6-only plan's server: an IPv6 address and no IPv4. */
export function ipv6OnlyDetails(): ServiceDetails {
  const { ipv4: _ip, ...rest } = detailsOf(SERVICE_IDS.kvm);
  return {
    ...rest,
    serviceName: 'IPv6 Medium',
    ipcount: 0,
    addresses: [{ ip: '2001:db8:188:2c::c', family: 'ipv6' }],
  };
}

/**
 * The list the stories and tests start from: five services that can come back (two running, one
 * expired waiting for its renewal, one suspended by the shop, one past its end date before the
 * lifecycle marks it) and one terminated.
 */
export function servicesInEveryGroup(): ServiceSummary[] {
  return [
    summaryOf(SERVICE_IDS.kvm),
    summaryOf(SERVICE_IDS.game),
    summaryOf(SERVICE_IDS.expired),
    suspendedSummary(),
    // ACTIVE but past its end date (the lifecycle has not run yet): it still runs.
    summaryOf(SERVICE_IDS.kvm, {
      id: mockId('service', 'overdue'),
      serviceId: 'vm-overdue1',
      serviceName: 'Package Medium',
      remainingDays: -1,
    }),
    { ...terminatedSummary(), id: mockId('service', 'terminated'), serviceName: 'Ryzen Basic' },
  ];
}

/**
 * The expired Boost service (suspended on its provider after its end date) with its open renewal
 * order: paying it brings the server back.
 */
export function expiredWithRenewalSummary(paymentReported = false): ServiceSummary {
  return summaryOf(SERVICE_IDS.expired, {
    currentStatus: 'suspended',
    renewalDue: {
      orderId: mockId('order', 'demo-boost-renewal'),
      endDate: '2027-01-20T09:00:00.000Z',
      amount: 2990,
      days: 30,
      paymentReported,
    },
  });
}

/** A service just created by the shop: in the list, being set up. */
export function provisioningSummary(): ServiceSummary {
  return summaryOf(SERVICE_IDS.kvm, {
    id: mockId('service', 'new'),
    serviceId: '',
    serviceName: 'IPv6 Medium',
    currentStatus: 'provisioning',
    remainingDays: 60,
  });
}

/** The demo customer's orders as GET /orders answers them. */
export function demoOrders(): Order[] {
  return db.orders.filter((o) => o.userId === DEMO_USER.id).map(toOrder);
}

/** A paid order with no service yet (being set up), and one whose payment awaits confirmation. */
export function ordersBeingSetUpFixture(): Order[] {
  const base = demoOrders().find((o) => o.id === mockId('order', 'demo-small-unpaid'))!;
  return [
    {
      ...base,
      id: mockId('order', 'setting-up'),
      serviceName: 'Package Boost',
      status: 'PENDING',
      paid: true,
      paymentReported: false,
      serviceId: null,
    },
    {
      ...base,
      id: mockId('order', 'awaiting'),
      serviceName: 'Package Small',
      status: 'PENDING',
      paid: false,
      paymentReported: true,
      serviceId: null,
    },
  ];
}

/** The running KVM service with its open renewal order (the one the shop makes 7 days before the end). */
export function renewalDueSummary(paymentReported = false): ServiceSummary {
  const summary = summaryOf(SERVICE_IDS.kvm);
  return {
    ...summary,
    remainingDays: 5,
    renewalDue: {
      orderId: mockId('order', 'demo-starter-renewal'),
      endDate: '2027-03-14T09:00:00.000Z',
      amount: 1725,
      days: 30,
      paymentReported,
    },
  };
}

/** The expired Boost service after its retention period: its server is gone. */
export function terminatedSummary(): ServiceSummary {
  return {
    ...summaryOf(SERVICE_IDS.expired),
    status: 'TERMINATED',
    currentStatus: 'terminated',
    renewalDue: null,
  };
}

/**
 * A KVM server the shop suspended (INACTIVE), as My Services lists it. Made from the running
 * Starter server rather than kept in the shared mock data, whose counts the parity suite and the
 * console's lists rely on.
 */
export function suspendedSummary(): ServiceSummary {
  return summaryOf(SERVICE_IDS.kvm, {
    id: SERVICE_IDS.suspended,
    serviceName: 'Package Small',
    status: 'INACTIVE',
    currentStatus: 'suspended',
  });
}
