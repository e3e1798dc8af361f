import { describe, expect, it } from 'vitest';
import {
  expiryReminderMail,
  orderDetailsMail,
  freeOrderConfirmedMail,
  paymentConfirmedMail,
  paymentReceivedMail,
  paymentRejectedMail,
  serverReadyMail,
  serviceDetailsUrl,
  serviceEndedMail,
  supportInquiryMail,
} from './templates.ts';
import { latePaymentRefundedMail } from './refund-mail.ts';
import type { RenderedMail, ServerReadyInput } from './templates.ts';

const ORDER_ID = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
const SERVICE_ID = '7c0e1f2a-3b4c-4d5e-8f60-718293a4b5c6';
const APP_URL = 'https://abaycloud.example/';
const DETAILS_URL = `https://abaycloud.example/service-details/${SERVICE_ID}`;
const ETHIOPIC = /[\u1200-\u137F]/;

/** Everything a reader could see, in both versions. */
function allOf(mail: RenderedMail): string {
  return `${mail.subject}\n${mail.text}\n${mail.html}`;
}

describe('paymentReceivedMail', () => {
  it('names the order by its short id, the amount in ETB, the method, and the 24-hour promise', () => {
    const mail = paymentReceivedMail({
      locale: 'en',
      orderId: ORDER_ID,
      amountSantim: 172_500,
      method: 'TELEBIRR',
      reference: 'CHK8L2M3QX',
    });
    expect(mail.subject).toBe('We received your payment report for order 1B9D6BCD');
    expect(mail.text).toContain('Amount: 1,725.00 ETB');
    expect(mail.text).toContain('Payment method: telebirr');
    expect(mail.text).toContain('Transaction number: CHK8L2M3QX');
    expect(mail.text).toContain('within 24 hours');
    expect(mail.html).toContain('1,725.00 ETB');
  });

  it('writes Amharic, keeping the id and the digits of the amount', () => {
    const mail = paymentReceivedMail({
      locale: 'am',
      orderId: ORDER_ID,
      amountSantim: 172_550,
      method: 'CBE',
    });
    expect(mail.subject).toMatch(ETHIOPIC);
    expect(mail.subject).toContain('1B9D6BCD');
    expect(mail.text).toContain('1,725.50');
    expect(mail.text).toContain('የኢትዮጵያ ንግድ ባንክ (CBE)');
    expect(mail.text).toContain('በ24 ሰዓት ውስጥ');
    expect(mail.text).not.toContain('Amount');
    expect(mail.html).toContain('<html lang="am">');
  });
});

describe('paymentRejectedMail', () => {
  const input = {
    appUrl: APP_URL,
    orderId: ORDER_ID,
    amountSantim: 1_459_350,
    reference: 'CHK8L2M3QX',
    reason: 'The transfer is not on our statement',
  };

  it('says why, what is due, and links the order page to report again', () => {
    const mail = paymentRejectedMail({ locale: 'en', ...input });
    expect(mail.subject).toBe('We could not confirm your payment for order 1B9D6BCD');
    expect(mail.text).toContain('Reason: The transfer is not on our statement');
    expect(mail.text).toContain('Amount due: 14,593.50 ETB');
    expect(mail.text).toContain('Transaction number: CHK8L2M3QX');
    expect(mail.text).toContain(`https://abaycloud.example/orders/${ORDER_ID}`);
    expect(mail.html).toContain('Report the payment again');
  });

  it("writes Amharic, keeping the admin's reason as written", () => {
    const mail = paymentRejectedMail({ locale: 'am', ...input });
    expect(mail.subject).toMatch(ETHIOPIC);
    expect(mail.subject).toContain('1B9D6BCD');
    expect(mail.text).toContain('The transfer is not on our statement');
    expect(mail.text).toContain('ክፍያውን እንደገና ያሳውቁ');
    expect(mail.text).not.toContain('Reason');
    expect(mail.html).toContain('<html lang="am">');
  });
});

describe('paymentConfirmedMail', () => {
  it('confirms the payment and says the server is being set up', () => {
    const mail = paymentConfirmedMail({
      locale: 'en',
      orderId: ORDER_ID,
      amountSantim: 150_000,
      serviceName: 'small',
    });
    expect(mail.subject).toBe('Payment confirmed for order 1B9D6BCD');
    expect(mail.text).toContain('Your payment of 1,500.00 ETB for order 1B9D6BCD (small) is confirmed.');
    expect(mail.text).toContain('we are setting up your server now');
  });

  it('gives a renewal its new end date instead', () => {
    const mail = paymentConfirmedMail({
      locale: 'am',
      orderId: ORDER_ID,
      amountSantim: 150_000,
      serviceName: 'small',
      renewedUntil: new Date('2026-12-31T22:00:00Z'), // already 1 January in Addis Ababa
    });
    expect(mail.text).toContain('1 ጃንዋሪ 2027 (23 ታኅሣሥ 2019)');
    expect(mail.text).not.toContain('እያዘጋጀን');
  });
});

describe('freeOrderConfirmedMail', () => {
  it('confirms an order of 0 ETB without speaking of a payment, in both languages', () => {
    const en = freeOrderConfirmedMail({ locale: 'en', orderId: ORDER_ID, serviceName: 'small' });
    expect(en.subject).toBe('Order 1B9D6BCD confirmed');
    expect(en.text).toContain('Your order 1B9D6BCD (small) is confirmed.');
    expect(en.text).toContain('nothing to pay');
    expect(en.text).toContain('we are setting up your server now');
    expect(allOf(en)).not.toMatch(/0\.00|payment of/i);
    const am = freeOrderConfirmedMail({ locale: 'am', orderId: ORDER_ID, serviceName: 'small' });
    expect(am.subject).toMatch(ETHIOPIC);
    expect(am.text).toContain('ኩፖንዎ');
    expect(allOf(am)).not.toContain('0.00');
  });
});

describe('serverReadyMail', () => {
  const kvm: ServerReadyInput = {
    locale: 'en',
    appUrl: APP_URL,
    serviceId: SERVICE_ID,
    serviceName: 'small',
    connection: { kind: 'KVM', ip: '196.188.10.20', port: 2222, user: 'root' },
  };

  it('tells a KVM customer the IP, SSH port and user, and links the service details page', () => {
    const mail = serverReadyMail(kvm);
    expect(mail.subject).toBe('Your server small is ready');
    expect(mail.text).toContain('IP address: 196.188.10.20');
    expect(mail.text).toContain('SSH port: 2222');
    expect(mail.text).toContain('Username: root');
    expect(mail.text).toContain('ssh -p 2222 root@196.188.10.20');
    expect(mail.text).toContain(DETAILS_URL);
    expect(mail.html).toContain(`href="${DETAILS_URL}"`);
  });

  it('names the other addresses a KVM customer bought, in both languages', () => {
    const more = { ...kvm, connection: { ...kvm.connection, more: ['196.188.10.21', '2001:db8::5'] } };
    expect(serverReadyMail(more).text).toContain('More addresses: 196.188.10.21, 2001:db8::5');
    expect(serverReadyMail({ ...more, locale: 'am' }).text).toContain(
      'ሌሎች አድራሻዎች: 196.188.10.21, 2001:db8::5',
    );
    expect(serverReadyMail(kvm).text).not.toContain('More addresses');
  });

  it('tells a game customer the address to join as ip:port', () => {
    const mail = serverReadyMail({
      ...kvm,
      locale: 'am',
      serviceName: 'Minecraft',
      connection: { kind: 'GAME', ip: '196.188.10.21', port: 25565 },
    });
    expect(mail.text).toContain('የሰርቨር አድራሻ: 196.188.10.21:25565');
    expect(mail.subject).toContain('Minecraft');
    expect(mail.text).not.toContain('ssh');
    expect(mail.text).toContain(DETAILS_URL);
  });

  it.each([
    ['en', 'contains no password'],
    ['am', 'የይለፍ ቃል አልያዘም'],
  ] as const)(
    'never carries the password, even when the caller has one at hand (%s)',
    (locale, noPassword) => {
      const password = 'Xy7$pq-SECRET-92';
      const withPassword = {
        ...kvm,
        locale,
        connection: { ...kvm.connection, password },
        password,
      } as unknown as ServerReadyInput;
      const mail = serverReadyMail(withPassword);
      expect(allOf(mail)).not.toContain(password);
      expect(mail.text).toContain(noPassword);
    },
  );
});

describe('expiryReminderMail', () => {
  const base = { locale: 'en' as const, appUrl: APP_URL, serviceId: SERVICE_ID, serviceName: 'small' };
  // 09:00 in Addis Ababa.
  const now = new Date('2026-11-20T06:00:00Z');

  it('counts calendar days in Addis Ababa and writes the end date there', () => {
    // 01:30 on 24 November in Addis Ababa, still 23 November in UTC.
    const mail = expiryReminderMail({ ...base, now, endDate: new Date('2026-11-23T22:30:00Z') });
    expect(mail.subject).toBe('Your service small expires in 4 days');
    expect(mail.text).toContain('ends in 4 days, on 24 November 2026');
    expect(mail.text).toContain('extend it on its service details page');
    expect(mail.text).toContain(DETAILS_URL);
  });

  it('says tomorrow, today, and expired', () => {
    expect(expiryReminderMail({ ...base, now, endDate: new Date('2026-11-21T12:00:00Z') }).subject).toBe(
      'Your service small expires tomorrow',
    );
    expect(expiryReminderMail({ ...base, now, endDate: new Date('2026-11-20T18:00:00Z') }).subject).toBe(
      'Your service small expires today',
    );
    const expired = expiryReminderMail({ ...base, now, endDate: new Date('2026-11-20T05:00:00Z') });
    expect(expired.subject).toBe('Your service small has expired');
    expect(expired.text).toContain('expired on 20 November 2026');
  });

  it('writes Amharic with the Ethiopian date beside the Gregorian one', () => {
    const mail = expiryReminderMail({
      ...base,
      locale: 'am',
      now,
      endDate: new Date('2026-11-23T22:30:00Z'),
    });
    expect(mail.subject).toBe('አገልግሎትዎ (small) በ4 ቀናት ውስጥ ያበቃል');
    expect(mail.text).toContain('24 ኖቬምበር 2026 (15 ኅዳር 2019)');
    expect(mail.text).toContain('«ያራዝሙ»');
  });
});

describe('serviceEndedMail', () => {
  const base = { appUrl: APP_URL, serviceId: SERVICE_ID, serviceName: 'small' };

  it('says an expired service is stopped and how to extend it', () => {
    const mail = serviceEndedMail({
      ...base,
      locale: 'en',
      reason: 'expired',
      endDate: new Date('2026-11-22T10:00:00Z'),
    });
    expect(mail.subject).toBe('Your service small has expired and is stopped');
    expect(mail.text).toContain('22 November 2026');
    expect(mail.text).toContain(DETAILS_URL);
  });

  it('sends a suspended service to support, in both languages', () => {
    expect(serviceEndedMail({ ...base, locale: 'en', reason: 'suspended' }).text).toContain(
      'contact support',
    );
    const am = serviceEndedMail({ ...base, locale: 'am', reason: 'suspended' });
    expect(am.subject).toBe('አገልግሎትዎ (small) ታግዷል');
    expect(am.text).toContain('ድጋፍ ያግኙ');
  });
});

describe('orderDetailsMail', () => {
  const order = {
    id: ORDER_ID,
    type: 'KVM' as const,
    serviceName: 'small',
    status: 'PROVISIONING' as const,
    paid: true,
    totalSantim: 172_500,
    createdAt: new Date('2026-11-22T10:00:00Z'),
    specifications: {
      cores: 2,
      memory: 4096,
      disk: 51200,
      ipv4: 1,
      traffic: 4,
      duration: 30,
      os: 'Ubuntu 22.04',
      osId: 'x',
    },
  };

  it('lists the id, service, status, paid, total and the specifications', () => {
    const mail = orderDetailsMail({ locale: 'en', order });
    expect(mail.subject).toBe('Order 1B9D6BCD: small');
    for (const line of [
      `Order ID: ${ORDER_ID}`,
      'Service: small',
      'Type: KVM server',
      'Status: Provisioning',
      'Paid: Yes',
      'Total (incl. VAT): 1,725.00 ETB',
      'Ordered on: 22 November 2026',
      'Operating system: Ubuntu 22.04',
      'Cores: 2',
      'Memory: 4.0 GB',
      'Storage: 50.0 GB',
      'Bandwidth: 4 TB',
      'IPv4 addresses: 1',
      'Duration: 30 days',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).not.toContain('osId');
  });

  it('writes Amharic labels and keeps the values', () => {
    const mail = orderDetailsMail({ locale: 'am', order: { ...order, paid: false, status: 'PENDING' } });
    expect(mail.text).toContain('ሁኔታ: በመጠባበቅ ላይ');
    expect(mail.text).toContain('ተከፍሏል: አልተከፈለም');
    expect(mail.text).toContain('ኦፐሬቲንግ ሲስተም: Ubuntu 22.04');
    // Intl puts a no-break space after ብር.
    expect(mail.text).toMatch(/ብር\s1,725\.00/u);
  });
});

describe('supportInquiryMail', () => {
  it('forwards who wrote, their address, the subject and the message with its line breaks', () => {
    const mail = supportInquiryMail({
      locale: 'en',
      name: 'Abebe Kebede',
      email: 'abebe@example.et',
      subject: 'Cannot connect',
      message: 'Hello,\nSSH says connection refused.\n\nThanks',
    });
    expect(mail.subject).toBe('Support inquiry: Cannot connect');
    expect(mail.text).toContain('E-mail: abebe@example.et');
    expect(mail.text).toContain('Hello,\nSSH says connection refused.\n\nThanks');
    expect(mail.html).toContain('white-space:pre-wrap');
  });

  it('keeps a subject on one header line', () => {
    const mail = supportInquiryMail({
      locale: 'am',
      name: 'A',
      email: 'a@example.et',
      subject: 'Hi\r\nBcc: victim@example.com',
      message: 'x',
    });
    expect(mail.subject).toBe('የድጋፍ ጥያቄ፦ Hi Bcc: victim@example.com');
  });
});

describe('HTML escaping', () => {
  const hostile = `<script>alert("x")</script> & 'quotes'`;

  it.each([
    [
      'serverReadyMail',
      () =>
        serverReadyMail({
          locale: 'en',
          appUrl: APP_URL,
          serviceId: SERVICE_ID,
          serviceName: hostile,
          connection: { kind: 'GAME', ip: '1.2.3.4', port: 1 },
        }),
    ],
    [
      'orderDetailsMail',
      () =>
        orderDetailsMail({
          locale: 'am',
          order: {
            id: ORDER_ID,
            type: 'GAME',
            serviceName: hostile,
            status: 'ACTIVE',
            paid: true,
            totalSantim: 1,
            specifications: { game: hostile, extra: hostile },
          },
        }),
    ],
    [
      'supportInquiryMail',
      () =>
        supportInquiryMail({
          locale: 'en',
          name: hostile,
          email: 'a@example.et',
          subject: hostile,
          message: hostile,
        }),
    ],
    [
      'expiryReminderMail',
      () =>
        expiryReminderMail({
          locale: 'am',
          appUrl: APP_URL,
          serviceId: `"><script>`,
          serviceName: hostile,
          endDate: new Date(),
        }),
    ],
  ])('escapes every interpolated value in %s', (_name, build) => {
    const { html, text } = build();
    expect(html).not.toContain('<script>');
    expect(html).not.toContain(`'quotes'`);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;');
    // The text version is plain text: nothing to escape there.
    expect(text).toContain(hostile);
  });

  it('puts an id into the link path encoded', () => {
    expect(serviceDetailsUrl('https://abaycloud.example//', 'a/b?c')).toBe(
      'https://abaycloud.example/service-details/a%2Fb%3Fc',
    );
  });
});

describe('latePaymentRefundedMail', () => {
  const input = {
    appUrl: APP_URL,
    orderId: ORDER_ID,
    serviceName: '<b>small</b>',
    amountSantim: 172_500,
  };

  it('says the payment came after the cancellation and goes back, by Chapa or by hand, with no credit note', () => {
    const chapa = latePaymentRefundedMail({ ...input, locale: 'en', byChapa: true });
    expect(chapa.subject).toBe('Order 1B9D6BCD: your payment is being refunded');
    expect(chapa.text).toContain('1,725.00 ETB');
    expect(chapa.text).toContain('arrived after the order was cancelled');
    expect(chapa.text).toContain('Chapa returns the money');
    expect(latePaymentRefundedMail({ ...input, locale: 'en', byChapa: false }).text).toContain(
      'We send the money back',
    );
    expect(allOf(chapa)).not.toMatch(/credit note/i);
    expect(chapa.html).toContain('&lt;b&gt;small&lt;/b&gt;');
    expect(chapa.text).toContain(`https://abaycloud.example/orders/${ORDER_ID}`);
  });

  it('is written in Amharic for an Amharic reader', () => {
    const mail = latePaymentRefundedMail({ ...input, locale: 'am', byChapa: true });
    expect(mail.subject).toMatch(ETHIOPIC);
    expect(mail.text).toMatch(ETHIOPIC);
    expect(mail.text).toContain('ቻፓ');
    expect(allOf(mail)).not.toMatch(/ማስታወሻ/);
  });
});
