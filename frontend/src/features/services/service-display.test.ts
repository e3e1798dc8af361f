import { describe, expect, it } from 'vitest';
import type { Order, ServiceDetails, ServiceSummary } from '../../api';
import { i18n } from '../../i18n';
import {
  actionBlock,
  connectionOf,
  currentStatusText,
  currentStatusTone,
  daysLeftText,
  formatUptime,
  groupServices,
  ordersAwaitingConfirmation,
  ordersBeingSetUp,
  serviceKeySpecs,
  serviceTab,
} from './service-display';

const t = i18n.t.bind(i18n);

const summary = (changes: Partial<ServiceSummary>): ServiceSummary => ({
  id: 'id',
  serviceId: 'vm-1',
  serviceName: 'Package Small',
  status: 'ACTIVE',
  currentStatus: 'running',
  remainingDays: 10,
  ...changes,
});

describe('the service list grouping (domain isActiveService)', () => {
  it.each([
    ['ACTIVE', 10, 'active'],
    ['ACTIVE', 0, 'active'],
    // Past its end date, before the lifecycle suspends it: it still runs.
    ['ACTIVE', -1, 'active'],
    // Suspended after its end date: paying its renewal brings it back.
    ['EXPIRED', -5, 'active'],
    // Suspended by the shop: the shop brings it back.
    ['INACTIVE', 20, 'active'],
    // Its machine is gone.
    ['TERMINATED', 0, 'past'],
  ] as const)('%s with %i days left is %s', (status, remainingDays, tab) => {
    expect(serviceTab(summary({ status, remainingDays }))).toBe(tab);
  });

  it('keeps the server order within each group', () => {
    const a = summary({ id: 'a' });
    const b = summary({ id: 'b', status: 'TERMINATED' });
    const c = summary({ id: 'c', status: 'INACTIVE' });
    const d = summary({ id: 'd', status: 'EXPIRED', remainingDays: -3 });
    expect(groupServices([a, b, c, d])).toEqual({ active: [a, c, d], past: [b] });
  });
});

describe('the current status', () => {
  it.each([
    ['running', 'success'],
    ['stopped', 'danger'],
    ['starting', 'warning'],
    ['stopping', 'warning'],
    ['provisioning', 'neutral'],
    ['hibernating', 'neutral'],
  ])('%s is %s', (status, tone) => {
    expect(currentStatusTone(status)).toBe(tone);
  });

  it('names the known states and shows any other as it comes', () => {
    expect(currentStatusText('provisioning', t)).toBe('Being set up');
    expect(currentStatusText('hibernating', t)).toBe('hibernating');
  });
});

describe('what the customer may do', () => {
  const ready = { status: 'ACTIVE' as const, currentStatus: 'running', daysLeft: 3 };
  it('acts only on an ACTIVE service whose machine is ready', () => {
    expect(actionBlock(ready)).toBeNull();
    expect(actionBlock({ ...ready, status: 'EXPIRED' })).toBe('expired');
    expect(actionBlock({ ...ready, daysLeft: -1 })).toBe('expired');
    expect(actionBlock({ ...ready, status: 'INACTIVE' })).toBe('inactive');
    expect(actionBlock({ ...ready, currentStatus: 'provisioning' })).toBe('provisioning');
    expect(actionBlock({ ...ready, currentStatus: 'failed' })).toBe('failed');
    for (const currentStatus of ['starting', 'stopping', 'restarting', 'installing'])
      expect(actionBlock({ ...ready, currentStatus }), currentStatus).toBe('transition');
  });
});

describe('the figures shown', () => {
  it('writes KVM specs in GB with one decimal, and a game by its slots or memory', () => {
    expect(serviceKeySpecs(summary({ cores: 2, memory: 4096, disk: 61440 }), t)).toBe(
      '2 vCPU · 4.0 GB RAM · 60.0 GB SSD',
    );
    expect(serviceKeySpecs(summary({ game: 'Valheim', slots: 6, cores: 2, memory: 2048 }), t)).toBe(
      'Valheim · 6 slots',
    );
    expect(serviceKeySpecs(summary({ game: 'Minecraft', memory: 1536 }), t)).toBe('Minecraft · 1.5 GB RAM');
  });

  it('counts the days left, the last day and the days since expiry', () => {
    expect(daysLeftText(1, t)).toBe('1 day left');
    expect(daysLeftText(42, t)).toBe('42 days left');
    expect(daysLeftText(0, t)).toBe('Last day');
    expect(daysLeftText(-3, t)).toBe('Expired 3 days ago');
  });

  it('writes the uptime from seconds', () => {
    expect(formatUptime(3 * 86400 + 4 * 3600 + 17 * 60 + 59, t)).toBe('3d 4h 17m');
    expect(formatUptime(5 * 60, t)).toBe('0h 5m');
  });
});

describe('orders above the list', () => {
  const order = (changes: Partial<Order>) =>
    ({
      id: 'o',
      status: 'PENDING',
      paid: true,
      paymentReported: false,
      serviceId: null,
      renewalOfServiceId: null,
      ...changes,
    }) as Order;

  it('are the paid new orders that have no service yet', () => {
    const settingUp = [order({ id: 'paid' }), order({ id: 'provisioning', status: 'PROVISIONING' })];
    const others = [
      order({ id: 'has-service', serviceId: 'svc' }),
      order({ id: 'renewal', renewalOfServiceId: 'svc' }),
      order({ id: 'unpaid', paid: false }),
      order({ id: 'active', status: 'ACTIVE' }),
    ];
    expect(ordersBeingSetUp([...settingUp, ...others]).map((o) => o.id)).toEqual(['paid', 'provisioning']);
  });

  it('and the new orders whose payment awaits confirmation', () => {
    const orders = [
      order({ id: 'reported', paid: false, paymentReported: true }),
      order({ id: 'unpaid', paid: false }),
      order({ id: 'renewal', paid: false, paymentReported: true, renewalOfServiceId: 'svc' }),
    ];
    expect(ordersAwaitingConfirmation(orders).map((o) => o.id)).toEqual(['reported']);
  });
});

describe('connectionOf', () => {
  const base = {
    id: 'id',
    serviceName: 'Package Small',
    currentStatus: 'running',
    daysLeft: 10,
    startDate: '2026-11-01T00:00:00.000Z',
    endDate: '2026-12-01T00:00:00.000Z',
    game: null,
  } satisfies ServiceDetails;

  it('lists every address and keeps ipv4.ip as the main one', () => {
    const c = connectionOf({
      ...base,
      ipv4: { ip: '10.77.0.10' },
      addresses: [
        { ip: '10.77.0.10', family: 'ipv4' },
        { ip: '10.77.0.11', family: 'ipv4' },
      ],
    });
    expect(c.ip).toBe('10.77.0.10');
    expect(c.addresses.map((a) => a.ip)).toEqual(['10.77.0.10', '10.77.0.11']);
  });

  it('takes an IPv6-only server’s IPv6 address as the main one', () => {
    const c = connectionOf({ ...base, addresses: [{ ip: 'fd77::10', family: 'ipv6' }] });
    expect(c.ip).toBe('fd77::10');
  });

  it('falls back to the one address of a server that lists none', () => {
    expect(connectionOf({ ...base, ipv4: { ip: '10.77.0.9' } }).addresses).toEqual([
      { ip: '10.77.0.9', family: 'ipv4' },
    ]);
    expect(connectionOf(base).addresses).toEqual([]);
  });
});
