import { describe, expect, it } from 'vitest';
import {
  afterCustomerReply,
  afterStaffReply,
  attachmentName,
  attachmentTypeOf,
  isAutoCloseDue,
  isPlainText,
  isWaitingForUs,
  medianMs,
  TICKET_AUTOCLOSE_DAYS,
  TICKET_REOPEN_DAYS,
  ticketNumber,
} from './tickets';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-29T12:00:00Z');
const text = (s: string) => new TextEncoder().encode(s);

describe('ticket rules', () => {
  it('numbers a ticket like an order, with T-', () => {
    expect(ticketNumber('b9543a05-1111-4222-8333-444455556666')).toBe('T-B9543A05');
  });

  it('moves a ticket on a customer reply: OPEN stays, others become CUSTOMER_REPLY', () => {
    expect(afterCustomerReply({ status: 'OPEN', closedAt: null }, NOW)).toEqual({ status: 'OPEN' });
    for (const status of ['ANSWERED', 'CUSTOMER_REPLY', 'ON_HOLD'] as const)
      expect(afterCustomerReply({ status, closedAt: null }, NOW)).toEqual({ status: 'CUSTOMER_REPLY' });
  });

  it(`reopens a closed ticket within ${TICKET_REOPEN_DAYS} days, later asks for a new one`, () => {
    const closed = (daysAgo: number) => ({
      status: 'CLOSED' as const,
      closedAt: new Date(NOW - daysAgo * DAY),
    });
    expect(afterCustomerReply(closed(TICKET_REOPEN_DAYS), NOW)).toEqual({ status: 'CUSTOMER_REPLY' });
    expect(afterCustomerReply(closed(TICKET_REOPEN_DAYS + 0.001), NOW)).toEqual({ refusal: 'reopenTooLate' });
  });

  it('a staff answer makes a ticket ANSWERED; an internal note changes nothing', () => {
    expect(afterStaffReply('CUSTOMER_REPLY', false)).toBe('ANSWERED');
    expect(afterStaffReply('CUSTOMER_REPLY', true)).toBe('CUSTOMER_REPLY');
  });

  it(`closes an ANSWERED ticket ${TICKET_AUTOCLOSE_DAYS} days after the answer, nothing else`, () => {
    const answered = (daysAgo: number, status: 'ANSWERED' | 'ON_HOLD' = 'ANSWERED') => ({
      status,
      statusChangedAt: new Date(NOW - daysAgo * DAY),
    });
    expect(isAutoCloseDue(answered(7), NOW)).toBe(true);
    expect(isAutoCloseDue(answered(6.99), NOW)).toBe(false);
    expect(isAutoCloseDue(answered(30, 'ON_HOLD'), NOW)).toBe(false);
    expect(isAutoCloseDue(answered(3), NOW, 2)).toBe(true);
  });

  it('waits for us while OPEN or CUSTOMER_REPLY', () => {
    expect(
      ['OPEN', 'ANSWERED', 'CUSTOMER_REPLY', 'ON_HOLD', 'CLOSED'].filter((s) => isWaitingForUs(s as never)),
    ).toEqual(['OPEN', 'CUSTOMER_REPLY']);
  });

  it('takes the median of durations', () => {
    expect(medianMs([])).toBeNull();
    expect(medianMs([5, 1, 3])).toBe(3);
    expect(medianMs([4, 1, 3, 2])).toBe(3);
  });
});

describe('attachments', () => {
  it('keeps a sniffed type only when it is one we take', () => {
    expect(attachmentTypeOf('image/png', new Uint8Array())).toBe('image/png');
    expect(attachmentTypeOf('application/zip', new Uint8Array())).toBeNull();
  });

  it('takes unsniffed bytes as plain text only when they are text without markup', () => {
    expect(attachmentTypeOf(undefined, text('kernel panic\r\n\tat line 3: a < b'))).toBe('text/plain');
    expect(isPlainText(text('<!DOCTYPE html><p>hi'))).toBe(false);
    expect(isPlainText(text('hello <script>alert(1)</script>'))).toBe(false);
    expect(isPlainText(text('<svg onload=alert(1)>'))).toBe(false);
    expect(isPlainText(new Uint8Array([0x68, 0x00, 0x69]))).toBe(false);
    expect(isPlainText(new Uint8Array([0xff, 0xfe, 0x00]))).toBe(false);
    expect(isPlainText(text('ሰላም ዓለም'))).toBe(true);
  });

  it('names a file by its last segment, without control characters or quotes', () => {
    expect(attachmentName('C:\\Users\\a\\shot.png')).toBe('shot.png');
    expect(attachmentName('../../etc/passwd')).toBe('passwd');
    expect(attachmentName('a"b\u0000.txt')).toBe('ab.txt');
    expect(attachmentName('')).toBe('attachment');
    expect(attachmentName('x'.repeat(300))).toHaveLength(120);
  });
});
