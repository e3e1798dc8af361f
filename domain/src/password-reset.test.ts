import { describe, expect, it } from 'vitest';
import {
  isSessionStillValid,
  passwordResetExpiresAt,
  passwordResetUrl,
  sessionsValidFromSeconds,
} from './password-reset';

describe('password reset rules', () => {
  it('links to the reset page of the app, token encoded', () => {
    expect(passwordResetUrl('https://abay.example/', 'a-b_c')).toBe(
      'https://abay.example/reset-password?token=a-b_c',
    );
  });

  it('expires a link 30 minutes after it was asked for', () => {
    expect(passwordResetExpiresAt(Date.UTC(2026, 0, 1, 10, 0)).toISOString()).toBe(
      '2026-01-01T10:30:00.000Z',
    );
  });

  it('keeps sessions issued in the reset second and ends the earlier ones', () => {
    const validFrom = sessionsValidFromSeconds(1_800_000_000_999);
    expect(validFrom).toBe(1_800_000_000);
    expect(isSessionStillValid(1_800_000_000, validFrom)).toBe(true);
    expect(isSessionStillValid(1_800_000_001, validFrom)).toBe(true);
    expect(isSessionStillValid(1_799_999_999, validFrom)).toBe(false);
    expect(isSessionStillValid(1, null)).toBe(true);
  });
});
