import { describe, expect, it } from 'vitest';
import {
  emailProblem,
  enteredPasswordProblem,
  firstProblemField,
  newPasswordProblem,
  PASSWORD_LENGTH,
  requiredProblem,
  USERNAME_RULES,
  usernameProblem,
} from './account-fields';
import { operations } from './generated/validation.gen';

/** The register payload's rules as the contract generated them. */
function registerRules(field: 'username' | 'password' | 'email') {
  const description = operations.register.payload.describe() as {
    keys: Record<string, { rules?: { name: string; args?: { limit?: number; regex?: string } }[] }>;
  };
  return description.keys[field]!.rules ?? [];
}
const limit = (field: 'username' | 'password' | 'email', name: string) =>
  registerRules(field).find((rule) => rule.name === name)?.args?.limit;

describe('the account forms check what the contract checks', () => {
  it('holds the limits of openapi.yaml', () => {
    expect([limit('username', 'min'), limit('username', 'max')]).toEqual([
      USERNAME_RULES.min,
      USERNAME_RULES.max,
    ]);
    expect(registerRules('username').find((rule) => rule.name === 'pattern')?.args?.regex).toBe(
      `/${USERNAME_RULES.pattern.source}/`,
    );
    expect([limit('password', 'min'), limit('password', 'max')]).toEqual([
      PASSWORD_LENGTH.min,
      PASSWORD_LENGTH.max,
    ]);
  });

  it('names an empty field, whatever spaces it holds', () => {
    expect(requiredProblem('')).toBe('required');
    expect(requiredProblem('   ')).toBe('required');
    expect(requiredProblem('x')).toBeNull();
  });

  it('checks an e-mail address once trimmed', () => {
    expect(emailProblem(' ')).toBe('required');
    expect(emailProblem('abebe@')).toBe('email');
    expect(emailProblem('abebe@example')).toBe('email');
    expect(emailProblem(' abebe@example.et ')).toBeNull();
    expect(emailProblem(`${'a'.repeat(250)}@x.et`)).toBe('email');
  });

  it("checks a username's length and characters", () => {
    expect(usernameProblem('')).toBe('required');
    expect(usernameProblem('ab')).toBe('username');
    expect(usernameProblem('a'.repeat(33))).toBe('username');
    expect(usernameProblem('abebe kebede')).toBe('username');
    expect(usernameProblem(' abebe.k_1 ')).toBeNull();
  });

  it("checks a new password's length, not trimmed", () => {
    expect(newPasswordProblem('')).toBe('required');
    expect(newPasswordProblem('1234567')).toBe('passwordShort');
    expect(newPasswordProblem('        ')).toBeNull();
    expect(newPasswordProblem('x'.repeat(129))).toBe('passwordLong');
  });

  it('takes any password typed to sign in, spaces too', () => {
    expect(enteredPasswordProblem('')).toBe('required');
    expect(enteredPasswordProblem(' ')).toBeNull();
  });

  it('finds the first field with a problem in the form order', () => {
    expect(firstProblemField(['a', 'b', 'c'], { c: 'required', b: 'email', a: null })).toBe('b');
    expect(firstProblemField(['a', 'b'], { a: null })).toBeNull();
  });
});
