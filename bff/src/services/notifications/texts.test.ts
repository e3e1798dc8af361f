import { describe, expect, it } from 'vitest';
import { smsParts } from './afromessage.ts';
import { orderRef } from '../../mail/format.ts';
import {
  inquiryAlert,
  jobDeadAlert,
  latePaymentRefundedText,
  orderRefundedText,
  paymentConfirmedText,
  paymentRejectedText,
  paymentReportedText,
  paymentReviewAlert,
  provisioningFailedAlert,
  renewalDueText,
  serverReadyText,
  serviceSuspendedText,
  serviceTerminatedText,
  terminationWarningText,
} from './texts.ts';
import type { NoticeText } from './texts.ts';

const APP = 'https://abaycloud.et';
const ORDER = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
const SERVICE = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const NOW = new Date('2026-11-23T09:00:00Z');
const END = new Date('2026-11-26T09:00:00Z');
const RENEWAL = { orderId: ORDER, amountSantim: 172_500 };

function texts(locale: 'en' | 'am'): Record<string, NoticeText> {
  const service = { locale, appUrl: APP, serviceId: SERVICE, serviceName: 'VPS Pro 2' };
  return {
    reported: paymentReportedText({ locale, appUrl: APP, orderId: ORDER, amountSantim: 172_500 }),
    rejected: paymentRejectedText({
      locale,
      appUrl: APP,
      orderId: ORDER,
      amountSantim: 172_500,
      reason: 'Wrong amount',
    }),
    confirmed: paymentConfirmedText({
      locale,
      appUrl: APP,
      orderId: ORDER,
      amountSantim: 172_500,
      serviceName: 'VPS Pro 2',
      invoiceNumber: 'INV-2026-000042',
      invoiceMailed: true,
    }),
    ready: serverReadyText({
      ...service,
      connection: { kind: 'KVM', ip: '196.188.10.20', port: 22, user: 'root' },
    }),
    due: renewalDueText({ ...service, endDate: END, now: NOW, renewal: RENEWAL }),
    suspended: serviceSuspendedText({ ...service, endDate: END, renewal: RENEWAL }),
    warning: terminationWarningText({ ...service, terminatesAt: END, renewal: RENEWAL }),
    terminated: serviceTerminatedText({ locale, appUrl: APP, serviceName: 'VPS Pro 2', endDate: END }),
    refunded: orderRefundedText({
      locale,
      appUrl: APP,
      orderId: ORDER,
      serviceName: 'VPS Pro 2',
      amountSantim: 172_500,
      creditNoteNumber: 'INV-CN-2026-000001',
    }),
    lateRefunded: latePaymentRefundedText({
      locale,
      appUrl: APP,
      orderId: ORDER,
      serviceName: 'VPS Pro 2',
      amountSantim: 172_500,
    }),
  };
}

describe('customer messages', () => {
  it.each(['en', 'am'] as const)(
    '(%s) a confirmation whose mail does not go points to the account only, never to an e-mail',
    (locale) => {
      const confirmed = (invoiceMailed: boolean) =>
        paymentConfirmedText({
          locale,
          appUrl: APP,
          orderId: ORDER,
          amountSantim: 172_500,
          serviceName: 'VPS Pro 2',
          invoiceNumber: 'INV-2026-000042',
          invoiceMailed,
        }).telegram;
      const email = locale === 'en' ? /e-mail/i : /ኢሜይል/;
      expect(confirmed(true)).toMatch(email);
      expect(confirmed(false)).not.toMatch(email);
      expect(confirmed(false)).toContain('INV-2026-000042');
    },
  );

  it.each(['en', 'am'] as const)('(%s) each has a link into the app', (locale) => {
    for (const [name, text] of Object.entries(texts(locale))) {
      expect(text.telegram, name).toMatch(/https:\/\/abaycloud\.et\//);
      if (text.sms) expect(text.sms, name).toMatch(/https:\/\/abaycloud\.et\//);
    }
  });

  it('are in the language asked: Amharic texts are written in Ethiopic, English ones not', () => {
    for (const text of Object.values(texts('am'))) expect(text.telegram).toMatch(/[\u1200-\u137F]/);
    for (const text of Object.values(texts('en'))) expect(text.telegram).not.toMatch(/[\u1200-\u137F]/);
  });

  it("a payment report's and a rejection's message: the order, the amount, the admin's reason, the order's link", () => {
    const link = `${APP}/orders/${ORDER}`;
    expect(texts('en').reported!.telegram.split('\n')).toEqual([
      `We received your payment report for order ${orderRef(ORDER)} (1,725.00 ETB).`,
      'We confirm payments within 24 hours and will tell you here.',
      link,
    ]);
    const rejected = texts('am').rejected!.telegram.split('\n');
    expect(rejected).toHaveLength(4);
    expect(rejected[0]).toContain(orderRef(ORDER));
    expect(rejected[1]).toBe('ምክንያት፦ Wrong amount');
    expect(rejected[3]).toBe(link);
  });

  it('the payment confirmation names the invoice; the renewal messages the amount and the pay link', () => {
    const en = texts('en');
    expect(en.confirmed!.telegram).toContain('INV-2026-000042');
    expect(en.due!.telegram).toContain('1,725.00 ETB');
    expect(en.due!.telegram).toContain(`${APP}/payment-instruction?orderId=${ORDER}`);
    expect(en.due!.telegram).toContain('ends in 3 days');
    expect(texts('am').due!.telegram).toContain('ብር');
  });

  it.each(['en', 'am'] as const)(
    '(%s) money paid after cancellation: the amount and the order go back, no credit note, no e-mail promised',
    (locale) => {
      const { telegram } = texts(locale).lateRefunded!;
      expect(telegram).toContain(orderRef(ORDER));
      expect(telegram).toContain(locale === 'en' ? '1,725.00 ETB' : '1,725.00');
      expect(telegram).not.toMatch(/INV-CN|credit note|e-mail|ኢሜይል|ማስታወሻ/i);
    },
  );

  it('server ready says address, port and user, and where the password is, never a password', () => {
    const { telegram } = texts('en').ready!;
    expect(telegram).toContain('196.188.10.20');
    expect(telegram).toContain('ssh -p 22 root@196.188.10.20');
    expect(telegram).toContain(`${APP}/service-details/${SERVICE}`);
    expect(telegram).not.toMatch(/password:/i);
  });

  it('the renewal messages have an SMS text that fits one SMS in English', () => {
    const en = texts('en');
    for (const name of ['due', 'suspended', 'warning', 'terminated']) {
      expect(en[name]!.sms, name).toBeDefined();
      expect(smsParts(en[name]!.sms!), `${name}: ${en[name]!.sms}`).toBe(1);
    }
    // The payments and servers kinds are never sent by SMS (domain's SMS_KINDS).
    expect(en.reported!.sms).toBeUndefined();
  });
});

describe('smsParts', () => {
  it('counts GSM-7 by 160 and 153, and UCS-2 (Amharic) by 70 and 67', () => {
    expect(smsParts('a'.repeat(160))).toBe(1);
    expect(smsParts('a'.repeat(161))).toBe(2);
    expect(smsParts('{'.repeat(80))).toBe(1);
    expect(smsParts('{'.repeat(81))).toBe(2);
    expect(smsParts('ሀ'.repeat(70))).toBe(1);
    expect(smsParts('ሀ'.repeat(71))).toBe(2);
    expect(smsParts('ሀ'.repeat(134))).toBe(2);
  });
});

describe("admins' alerts", () => {
  it('link into the console and say what happened', () => {
    const review = paymentReviewAlert({
      appUrl: APP,
      orderId: ORDER,
      amountSantim: 172_500,
      method: 'TELEBIRR',
      reference: 'CHQ0FJ403O',
      paidBy: 'Abebe',
      check: { status: 'MISMATCH', reasons: ['AMOUNT_MISMATCH'] },
    });
    expect(review).toContain('order 1B9D6BCD');
    expect(review).toContain('1,725.00 ETB by telebirr');
    expect(review).toContain('Receipt check: the receipt does not match (AMOUNT_MISMATCH)');
    expect(review).toContain(`${APP}/admin/orders?search=1B9D6BCD`);
    expect(
      paymentReviewAlert({
        appUrl: APP,
        orderId: ORDER,
        amountSantim: 1,
        method: 'CBE',
        reference: 'FT1',
        paidBy: 'A',
      }),
    ).not.toContain('Receipt check');
    expect(
      provisioningFailedAlert({ appUrl: APP, orderId: ORDER, serviceName: 'VPS', reason: 'no capacity' }),
    ).toContain('no capacity');
    expect(jobDeadAlert({ appUrl: APP, jobId: 'j1', name: 'provision-service', reason: 'x' })).toContain(
      `${APP}/admin/`,
    );
    expect(inquiryAlert({ appUrl: APP, name: 'Sara', email: 's@example.et', subject: 'Hi' })).toContain(
      'Sara <s@example.et>',
    );
  });
});
