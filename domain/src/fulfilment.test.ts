import { describe, expect, it } from 'vitest';
import {
  adminServiceStatusRefusal,
  createServiceRefusal,
  isPastEndDate,
  markPaidRefusal,
  renewedEndDate,
  reminderDayOf,
  serviceActionRefusal,
} from './fulfilment';
import { SERVER_MESSAGES } from './messages';

describe('mark paid', () => {
  it('is for an unpaid order that was not cancelled', () => {
    expect(markPaidRefusal({ paid: false, status: 'PENDING' })).toBeNull();
    expect(markPaidRefusal({ paid: true, status: 'PENDING' })).toBe(SERVER_MESSAGES.orderAlreadyPaidAdmin);
    expect(markPaidRefusal({ paid: false, status: 'CANCELLED' })).toBe(SERVER_MESSAGES.orderNotPayable);
  });
});

describe('create service', () => {
  const paid = { paid: true, status: 'PENDING', renewalOfServiceId: null, hasService: false };
  it('is for a paid, non-renewal order without a service, or a FAILED one (retry)', () => {
    expect(createServiceRefusal(paid)).toBeNull();
    expect(createServiceRefusal({ ...paid, status: 'FAILED', hasService: true })).toBeNull();
    expect(createServiceRefusal({ ...paid, paid: false })).toBe(SERVER_MESSAGES.orderNotPaidYet);
    expect(createServiceRefusal({ ...paid, renewalOfServiceId: 'x' })).toBe(
      SERVER_MESSAGES.renewalCreatesNoService,
    );
    expect(createServiceRefusal({ ...paid, status: 'PROVISIONING', hasService: true })).toBe(
      SERVER_MESSAGES.orderHasServiceAlready,
    );
    expect(createServiceRefusal({ ...paid, status: 'ACTIVE', hasService: true })).toBe(
      SERVER_MESSAGES.orderHasServiceAlready,
    );
  });
});

describe('customer actions', () => {
  it('are only for an ACTIVE service whose machine is ready', () => {
    expect(serviceActionRefusal({ status: 'ACTIVE', currentStatus: 'stopped' })).toBeNull();
    expect(serviceActionRefusal({ status: 'EXPIRED', currentStatus: 'stopped' })).toBe(
      SERVER_MESSAGES.serviceExpired,
    );
    expect(serviceActionRefusal({ status: 'INACTIVE', currentStatus: 'running' })).toBe(
      SERVER_MESSAGES.serviceNotActive,
    );
    expect(serviceActionRefusal({ status: 'ACTIVE', currentStatus: 'provisioning' })).toBe(
      SERVER_MESSAGES.serviceNotReady,
    );
  });
  it('wait while the machine carries out an action (no Start in the middle of a Stop)', () => {
    for (const currentStatus of ['starting', 'stopping', 'restarting', 'installing', 'migrating']) {
      expect(serviceActionRefusal({ status: 'ACTIVE', currentStatus })).toBe(
        SERVER_MESSAGES.serviceInTransition,
      );
    }
    expect(serviceActionRefusal({ status: 'ACTIVE', currentStatus: 'running' })).toBeNull();
  });
});

describe('admin service status', () => {
  it('switches between ACTIVE and INACTIVE only', () => {
    expect(adminServiceStatusRefusal('ACTIVE', 'INACTIVE')).toBeNull();
    expect(adminServiceStatusRefusal('INACTIVE', 'ACTIVE')).toBeNull();
    expect(adminServiceStatusRefusal('ACTIVE', 'ACTIVE')).toBe(SERVER_MESSAGES.serviceAlreadyActive);
    expect(adminServiceStatusRefusal('INACTIVE', 'INACTIVE')).toBe(SERVER_MESSAGES.serviceAlreadyInactive);
    expect(adminServiceStatusRefusal('EXPIRED', 'ACTIVE')).toBe(SERVER_MESSAGES.expiredServiceStatus);
  });
});

describe('renewal end date', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('adds the days to a running service end date', () => {
    expect(renewedEndDate('2026-12-01T00:00:00Z', 30, now).toISOString()).toBe('2026-12-31T00:00:00.000Z');
  });
  it('counts from the old end date for an expired service too: no day given away', () => {
    expect(renewedEndDate('2026-11-01T00:00:00Z', 30, now).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });
  it('knows when the end date has passed', () => {
    expect(isPastEndDate('2026-11-22T11:59:59Z', now)).toBe(true);
    expect(isPastEndDate('2026-11-22T12:00:01Z', now)).toBe(false);
  });
});

describe('reminder day', () => {
  it('is the Africa/Addis_Ababa calendar date: a new day begins at 21:00 UTC', () => {
    expect(reminderDayOf(new Date('2026-11-27T20:59:59Z'))).toBe('2026-11-27');
    expect(reminderDayOf(new Date('2026-11-27T21:00:00Z'))).toBe('2026-11-28');
  });
});
