import { describe, expect, it } from 'vitest';
import { passwordResetMail } from './password-reset-mail.ts';

const URL = 'https://abay.example/reset-password?token=abc_DEF-123';

describe('passwordResetMail', () => {
  it('gives the link, says it works once for 30 minutes and signs out everywhere', () => {
    const mail = passwordResetMail({ locale: 'en', resetUrl: URL });
    expect(mail.subject).toBe('Reset your Abay Cloud password');
    expect(mail.text).toContain(`Choose a new password: ${URL}`);
    expect(mail.text).toContain('The link works once, for 30 minutes.');
    expect(mail.text).toContain('signs you out on every device');
    expect(mail.html).toContain(`href="${URL}"`);
  });

  it('writes Amharic with the same link', () => {
    const mail = passwordResetMail({ locale: 'am', resetUrl: URL });
    expect(mail.subject).toMatch(/[\u1200-\u137F]/);
    expect(mail.text).toContain(URL);
    expect(mail.text).toContain('ለ30 ደቂቃ');
    expect(mail.text).not.toContain('Choose a new password');
  });
});
