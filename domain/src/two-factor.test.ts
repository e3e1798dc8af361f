import { describe, expect, it } from 'vitest';
import {
  acceptedCodeStep,
  newTwoFactorSecret,
  timeStepAt,
  twoFactorCodeAt,
  twoFactorUri,
} from './two-factor';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const AT = 1_800_000_015; // 15 s into step 60 000 000

describe('two-factor codes', () => {
  it('makes base32 secrets and an otpauth address for Abay Cloud labelled with the e-mail', () => {
    const secret = newTwoFactorSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = twoFactorUri('admin@abay.et', secret);
    expect(uri.startsWith('otpauth://totp/Abay%20Cloud:admin%40abay.et?')).toBe(true);
    const query = new URLSearchParams(uri.slice(uri.indexOf('?') + 1));
    expect(query.get('secret')).toBe(secret);
    expect(query.get('issuer')).toBe('Abay Cloud');
  });

  it('accepts the code of this step and of the steps either side, and answers its step', async () => {
    const step = timeStepAt(AT);
    expect(await acceptedCodeStep(SECRET, await twoFactorCodeAt(SECRET, AT), null, AT)).toBe(step);
    expect(await acceptedCodeStep(SECRET, await twoFactorCodeAt(SECRET, AT - 30), null, AT)).toBe(step - 1);
    expect(await acceptedCodeStep(SECRET, await twoFactorCodeAt(SECRET, AT + 30), null, AT)).toBe(step + 1);
  });

  it('refuses codes two steps away, other secrets, and anything but six digits', async () => {
    expect(await acceptedCodeStep(SECRET, await twoFactorCodeAt(SECRET, AT - 60), null, AT)).toBeNull();
    expect(await acceptedCodeStep(SECRET, await twoFactorCodeAt(SECRET, AT + 60), null, AT)).toBeNull();
    const other = newTwoFactorSecret();
    const code = await twoFactorCodeAt(SECRET, AT);
    const otherCode = await twoFactorCodeAt(other, AT);
    if (otherCode !== code) expect(await acceptedCodeStep(SECRET, otherCode, null, AT)).toBeNull();
    for (const typed of ['', '12345', '1234567', 'abcdef', `${code}0`]) {
      expect(await acceptedCodeStep(SECRET, typed, null, AT)).toBeNull();
    }
    expect(await acceptedCodeStep(SECRET, `${code.slice(0, 3)} ${code.slice(3)}`, null, AT)).toBe(
      timeStepAt(AT),
    );
  });

  it('refuses a code of the last accepted step or an earlier one (no replay)', async () => {
    const step = timeStepAt(AT);
    const code = await twoFactorCodeAt(SECRET, AT);
    expect(await acceptedCodeStep(SECRET, code, step, AT)).toBeNull();
    expect(await acceptedCodeStep(SECRET, await twoFactorCodeAt(SECRET, AT - 30), step - 1, AT)).toBeNull();
    expect(await acceptedCodeStep(SECRET, await twoFactorCodeAt(SECRET, AT + 30), step, AT)).toBe(step + 1);
  });
});
