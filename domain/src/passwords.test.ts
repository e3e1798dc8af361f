import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from './messages';
import { isCommonPassword, passwordRefusal } from './passwords';

describe('passwordRefusal (NIST 800-63B)', () => {
  it.each(['password', '12345678', 'qwertyuiop', 'iloveyou', 'Password1', 'PASSWORD', 'football'])(
    'refuses the common password %j, whatever its case',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
      expect(passwordRefusal(password)).toBe(SERVER_MESSAGES.passwordTooCommon);
    },
  );

  it.each(['Abay-e2e-pass-1', 'ሰላም-ለሁሉም-2026', 'correct horse battery staple', 'tikur-abay-42'])(
    'accepts %j: no composition rules, any script',
    (password) => {
      expect(passwordRefusal(password)).toBeNull();
    },
  );
});
