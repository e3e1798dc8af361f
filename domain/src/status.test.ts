import { describe, expect, it } from 'vitest';
import {
  ADDIS_ABABA_UTC_OFFSET_HOURS,
  addisDate,
  canCompletePayment,
  canCreateService,
  canDeleteOrder,
  canMarkPaid,
  daysLeft,
  EXPIRY_WARNING_DAYS,
  isActiveService,
  serviceResume,
  isExpired,
  isExpiring,
  isOrderStatus,
  ORDER_STATUS_LABELS,
  OrderStatus,
  orderStatusLabel,
  orderTab,
  SHORT_ID_LENGTH,
  shortId,
} from './status';
import { ORDER_STATUSES } from './enums';

describe('order statuses', () => {
  it('are the eight values (REFUNDED is derived: stored CANCELLED and paid)', () => {
    expect(ORDER_STATUSES).toEqual([
      'PENDING',
      'PROVISIONING',
      'ACTIVE',
      'FAILED',
      'COMPLETED',
      'CANCELLED',
      'EXPIRED',
      'REFUNDED',
    ]);
    expect(OrderStatus.CANCELLED).toBe('CANCELLED');
  });

  it.each([
    ['PENDING', 'pending'],
    ['PROVISIONING', 'pending'],
    ['ACTIVE', 'concluded'],
    ['FAILED', 'concluded'],
    ['COMPLETED', 'concluded'],
    ['CANCELLED', 'concluded'],
    ['EXPIRED', 'concluded'],
    ['SOMETHING_NEW', 'concluded'],
  ])('%s is on the %s tab', (status, tab) => {
    expect(orderTab(status)).toBe(tab);
  });
});

describe('ORDER_STATUS_LABELS: the one English table of the order statuses', () => {
  it('names every status of the contract, in its order, as the console and the mails write it', () => {
    expect(Object.keys(ORDER_STATUS_LABELS)).toEqual([...ORDER_STATUSES]);
    expect(ORDER_STATUS_LABELS.PENDING).toBe('Pending');
    expect(ORDER_STATUS_LABELS.REFUNDED).toBe('Refunded');
  });

  it("knows the contract's statuses only (not an object's own names)", () => {
    expect(ORDER_STATUSES.every(isOrderStatus)).toBe(true);
    expect(isOrderStatus('ON_HOLD')).toBe(false);
    expect(isOrderStatus('toString')).toBe(false);
  });
});

describe('orderStatusLabel', () => {
  it.each([
    ['PENDING', false, false, 'Pending Payment'],
    ['PENDING', false, true, 'Awaiting Confirmation'],
    ['PENDING', true, false, 'Processing'],
    ['PENDING', true, true, 'Processing'],
    ['PROVISIONING', true, false, 'Provisioning'],
    ['ACTIVE', true, false, 'Active'],
    ['FAILED', true, false, 'Failed'],
    ['COMPLETED', true, false, 'Completed'],
    ['CANCELLED', false, false, 'Cancelled'],
    ['EXPIRED', true, false, 'Expired'],
    ['ON_HOLD', false, false, 'ON_HOLD'],
    ['toString', false, false, 'toString'],
  ])('%s paid=%s reported=%s -> %s', (status, paid, paymentReported, label) => {
    expect(orderStatusLabel({ status, paid, paymentReported })).toBe(label);
  });
});

describe('canCompletePayment', () => {
  it.each([
    ['PENDING', false, false, true],
    ['PENDING', false, true, false],
    ['PENDING', true, false, false],
    ['PROVISIONING', false, false, false],
    ['CANCELLED', false, false, false],
    ['FAILED', false, false, false],
  ])('%s paid=%s reported=%s -> %s', (status, paid, paymentReported, expected) => {
    expect(canCompletePayment({ status, paid, paymentReported })).toBe(expected);
  });
});

describe('admin order actions', () => {
  it.each([
    // paid, hasService, mark paid, create service, delete
    [false, false, true, false, true],
    [true, false, false, true, false],
    [true, true, false, false, false],
    [false, true, true, false, false],
  ])('paid=%s service=%s', (paid, hasService, markPaid, createService, deleteOrder) => {
    const order = { paid, hasService };
    expect(canMarkPaid(order)).toBe(markPaid);
    expect(canCreateService(order)).toBe(createService);
    expect(canDeleteOrder(order)).toBe(deleteOrder);
  });
});

describe('isActiveService', () => {
  it.each([
    ['ACTIVE', true],
    // Suspended by the shop, or past the end date and waiting for its renewal: it can come back.
    ['INACTIVE', true],
    ['EXPIRED', true],
    // The machine is gone; an unknown value is not offered as current either.
    ['TERMINATED', false],
    ['CANCELLED', false],
    ['', false],
  ])('%s -> %s', (status, expected) => {
    expect(isActiveService({ status })).toBe(expected);
  });

  it('keeps a service past its end date active until it is terminated', () => {
    const overdue = { status: 'ACTIVE', remainingDays: -3 };
    const waitingForRenewal = { status: 'EXPIRED', remainingDays: -10 };
    expect(isActiveService(overdue)).toBe(true);
    expect(isActiveService(waitingForRenewal)).toBe(true);
  });
});

describe('serviceResume', () => {
  it.each([
    ['EXPIRED', 'renewal'],
    ['INACTIVE', 'support'],
    ['ACTIVE', null],
    ['TERMINATED', null],
  ])('%s -> %s', (status, expected) => {
    expect(serviceResume({ status })).toBe(expected);
  });
});

describe('daysLeft', () => {
  // Addis Ababa is UTC+3: midnight of 2 January in Addis is 2025-01-01T21:00:00Z.
  it.each([
    // end, now, days
    ['2025-01-02T21:00:00Z', '2025-01-01T21:00:00Z', 1], // both at Addis midnight
    ['2025-01-01T21:00:00Z', '2025-01-01T20:59:59Z', 1], // 1 s apart, but 2 Jan vs 1 Jan in Addis
    ['2025-01-01T20:59:59Z', '2025-01-01T00:00:00Z', 0], // same Addis day (1 Jan 03:00 to 23:59)
    ['2025-01-01T21:00:00Z', '2025-01-01T21:00:01Z', 0], // the last day
    ['2025-01-01T20:59:59Z', '2025-01-01T21:00:00Z', -1], // ended yesterday in Addis
    ['2025-01-31T12:00:00Z', '2025-01-01T12:00:00Z', 30],
    ['2025-03-01T00:00:00Z', '2025-02-28T00:00:00Z', 1], // not a leap year
    ['2024-03-01T00:00:00Z', '2024-02-28T00:00:00Z', 2], // leap year
    ['2024-12-25T10:00:00Z', '2025-01-01T10:00:00Z', -7],
    // 23:30 UTC on 10 June is 02:30 on 11 June in Addis; noon UTC of 10 June is still 10 June there
    ['2025-06-10T23:30:00Z', '2025-06-10T12:00:00Z', 1],
    // UTC dates would say 0 here; Addis dates say 1
    ['2025-06-10T22:00:00Z', '2025-06-10T20:00:00Z', 1],
  ])('end %s, now %s -> %s', (end, now, days) => {
    expect(daysLeft(end, new Date(now))).toBe(days);
    expect(daysLeft(new Date(end), new Date(now))).toBe(days);
  });

  it('accepts a date string with an offset', () => {
    expect(daysLeft('2025-01-02T00:00:00+03:00', new Date('2025-01-01T23:59:59+03:00'))).toBe(1);
  });

  it('uses the current time by default', () => {
    expect(daysLeft(new Date(Date.now() + 10 * 86_400_000))).toBe(10);
    expect(daysLeft(new Date())).toBe(0);
  });

  it('throws on an invalid date', () => {
    expect(() => daysLeft('soon', new Date())).toThrow(RangeError);
    expect(() => daysLeft(new Date(), new Date(NaN))).toThrow(RangeError);
  });
});

describe('addisDate', () => {
  it.each([
    ['2025-01-01T20:59:59Z', '2025-01-01'],
    ['2025-01-01T21:00:00Z', '2025-01-02'],
    ['2024-02-28T21:00:00Z', '2024-02-29'],
    ['1969-12-31T21:00:00Z', '1970-01-01'],
    ['1969-12-31T20:59:59Z', '1969-12-31'],
  ])('%s -> %s', (instant, date) => {
    expect(addisDate(instant)).toBe(date);
  });

  it('agrees with the Africa/Addis_Ababa time zone of Intl', () => {
    expect(ADDIS_ABABA_UTC_OFFSET_HOURS).toBe(3);
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Africa/Addis_Ababa',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    // every 97 minutes over two years, which lands on every hour of the day
    const start = Date.UTC(2024, 0, 1);
    for (let t = start; t < start + 2 * 365 * 86_400_000; t += 97 * 60_000) {
      expect(addisDate(new Date(t))).toBe(intl.format(new Date(t)));
    }
  });
});

describe('isExpiring and isExpired', () => {
  it.each([
    [-30, false, true],
    [-1, false, true],
    [0, true, false],
    [3, true, false],
    [7, true, false],
    [8, false, false],
    [365, false, false],
  ])('%s days: expiring %s, expired %s', (days, expiring, expired) => {
    expect(isExpiring(days)).toBe(expiring);
    expect(isExpired(days)).toBe(expired);
  });

  it('warns at 7 days', () => {
    expect(EXPIRY_WARNING_DAYS).toBe(7);
  });
});

describe('shortId', () => {
  it.each([
    ['3f2b9c1e-7a4d-4e8b-9c2f-1a2b3c4d5e6f', '3f2b9c1e'],
    ['abc', 'abc'],
    ['', ''],
  ])('%s -> %s', (id, short) => {
    expect(shortId(id)).toBe(short);
    expect(SHORT_ID_LENGTH).toBe(8);
  });
});
