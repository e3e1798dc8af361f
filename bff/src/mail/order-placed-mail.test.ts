import { describe, expect, it } from 'vitest';
import { orderPlacedMail } from './order-placed-mail.ts';

const input = {
  appUrl: 'https://shop.example.et/',
  orderId: 'b9543a05-1111-4222-8333-444455556666',
  serviceName: 'Package Small',
  amountSantim: 172_500,
  accounts: {
    cbe: { accountNumber: '1000123456789', accountName: 'Abay Cloud PLC' },
    telebirr: { phoneNumber: '0911000000', accountName: 'Abay Cloud' },
    online: false,
  },
} as const;

describe('orderPlacedMail', () => {
  it('names both accounts with the order number as the reason, and links the payment page', () => {
    const mail = orderPlacedMail({ locale: 'en', ...input });
    expect(mail.subject).toBe('Order B9543A05: how to pay 1,725.00 ETB');
    expect(mail.text).toContain('Account number: 1000123456789');
    expect(mail.text).toContain('Phone number: 0911 000 000');
    expect(mail.text.match(/Reason \(order number\): B9543A05/g)).toHaveLength(2);
    expect(mail.text).toContain(
      'Pay or report your payment: https://shop.example.et/payment-instruction?orderId=b9543a05-1111-4222-8333-444455556666',
    );
    expect(mail.html).toContain('href="https://shop.example.et/payment-instruction?orderId=');
    expect(mail.text).not.toContain('pay online');
  });

  it('offers online payment only when the shop takes it', () => {
    const mail = orderPlacedMail({ locale: 'en', ...input, accounts: { ...input.accounts, online: true } });
    expect(mail.text).toContain('Or pay online there with telebirr, CBE Birr, M-Pesa or a card');
  });

  it('is written in Amharic for an Amharic customer, figures unchanged', () => {
    const mail = orderPlacedMail({ locale: 'am', ...input });
    expect(mail.subject).toMatch(/^ትዕዛዝ B9543A05፦ .*1,725\.00.* እንዴት እንደሚከፍሉ$/);
    expect(mail.text).toContain('የሂሳብ ቁጥር: 1000123456789');
    expect(mail.text).toContain('የዝውውሩ ምክንያት (የትዕዛዝ ቁጥር): B9543A05');
    expect(mail.text).not.toMatch(/Account number|Phone number/);
  });
});
