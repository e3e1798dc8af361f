import { SERVER_MESSAGES } from '@shop/domain';
import type { Scenario, Step } from '../harness/types';
import { ADMIN } from './fixtures';

/** The admin asks for a secret (saved as `secret`). */
const SET_UP: Step = {
  as: 'admin',
  request: { method: 'POST', path: '/auth/2fa/setup' },
  save: { secret: 'secret' },
};
/** ...and turns two-factor sign-in on with the code of now (which is then used up); keeps two recovery codes. */
const TURN_ON: Step[] = [
  SET_UP,
  {
    as: 'admin',
    request: { method: 'POST', path: '/auth/2fa/enable', body: { code: '{totp:secret}' } },
    save: { recovery0: 'recoveryCodes.0', recovery1: 'recoveryCodes.1' },
  },
];
/** The admin's password with a code, as turning off and renewing recovery codes ask. */
const withPassword = (code: string) => ({ code, password: ADMIN.password });
/** Five wrong codes turning it off (the free failures): the next attempt waits. */
const FIVE_WRONG: Step[] = Array.from({ length: 5 }, (_, i) => ({
  as: 'admin' as const,
  request: { method: 'POST' as const, path: '/auth/2fa/disable', body: withPassword(`00000${i}`) },
  status: 400,
}));
const login = (extra: Record<string, string> = {}) => ({
  method: 'POST' as const,
  path: '/auth/login',
  body: { ...ADMIN, ...extra },
});
const REQUIRED = { adminRequire2fa: true };

export const twoFactorScenarios: Scenario[] = [
  {
    name: 'an admin gets a new secret for the authenticator app',
    as: 'admin',
    request: { method: 'POST', path: '/auth/2fa/setup' },
    expect: { status: 200 },
  },
  {
    name: 'a customer cannot set up two-factor sign-in',
    as: 'customerA',
    request: { method: 'POST', path: '/auth/2fa/setup' },
    expect: { status: 403, message: SERVER_MESSAGES.adminRequired },
  },
  {
    name: 'set-up is refused while two-factor sign-in is on',
    before: TURN_ON,
    as: 'admin',
    request: { method: 'POST', path: '/auth/2fa/setup' },
    expect: { status: 409, message: SERVER_MESSAGES.twoFactorAlreadyOn },
  },
  {
    name: 'enable with a wrong code is refused',
    before: [SET_UP],
    as: 'admin',
    request: { method: 'POST', path: '/auth/2fa/enable', body: { code: '12345' } },
    expect: { status: 400, message: SERVER_MESSAGES.twoFactorCodeInvalid },
  },
  {
    name: 'enable without a set-up is refused',
    as: 'admin',
    request: { method: 'POST', path: '/auth/2fa/enable', body: { code: '123456' } },
    expect: { status: 400, message: SERVER_MESSAGES.twoFactorNoSetup },
  },
  {
    name: 'enable with the current code turns it on; the user says so',
    before: [SET_UP],
    as: 'admin',
    request: { method: 'POST', path: '/auth/2fa/enable', body: { code: '{totp:secret}' } },
    expect: {
      status: 200,
      message: SERVER_MESSAGES.twoFactorTurnedOn,
      fields: { 'recoveryCodes.length': 10 },
    },
  },
  {
    name: 'a customer cannot enable two-factor sign-in',
    as: 'customerA',
    request: { method: 'POST', path: '/auth/2fa/enable', body: { code: '123456' } },
    expect: { status: 403, message: SERVER_MESSAGES.adminRequired },
  },
  {
    name: 'getMe says two-factor sign-in is on',
    before: TURN_ON,
    as: 'admin',
    request: { method: 'GET', path: '/auth/me' },
    expect: { status: 200, fields: { twoFactorEnabled: true, twoFactorRequired: undefined } },
  },
  {
    name: 'sign-in without the code asks for it (401 marked two_factor_required)',
    before: TURN_ON,
    as: 'anonymous',
    request: login(),
    expect: {
      status: 401,
      message: SERVER_MESSAGES.twoFactorCodeRequired,
      fields: { code: 'two_factor_required' },
    },
  },
  {
    name: 'a wrong password with two-factor sign-in on answers the usual refusal (password first)',
    before: TURN_ON,
    as: 'anonymous',
    request: login({ password: 'not-the-password' }),
    expect: { status: 401, message: SERVER_MESSAGES.invalidCredentials, fields: { code: undefined } },
  },
  {
    name: 'sign-in with a wrong code is refused',
    before: TURN_ON,
    as: 'anonymous',
    request: login({ code: '99999' }),
    expect: { status: 401, message: SERVER_MESSAGES.twoFactorCodeInvalid, fields: { code: undefined } },
  },
  {
    name: 'sign-in with the code that turned it on is refused (used once)',
    before: TURN_ON,
    as: 'anonymous',
    request: login({ code: '{totp:secret}' }),
    expect: { status: 401, message: SERVER_MESSAGES.twoFactorCodeInvalid },
  },
  {
    name: 'sign-in with a fresh code succeeds',
    before: TURN_ON,
    as: 'anonymous',
    request: login({ code: '{totpNext:secret}' }),
    expect: { status: 200, fields: { 'user.twoFactorEnabled': true, 'user.isAdmin': true } },
  },
  {
    name: 'disable with the password and a fresh code turns it off',
    before: TURN_ON,
    as: 'admin',
    request: { method: 'POST', path: '/auth/2fa/disable', body: withPassword('{totpNext:secret}') },
    expect: { status: 200, message: SERVER_MESSAGES.twoFactorTurnedOff },
  },
  {
    name: 'disable with the password and a recovery code turns it off',
    before: TURN_ON,
    as: 'admin',
    request: { method: 'POST', path: '/auth/2fa/disable', body: withPassword('{recovery0}') },
    expect: { status: 200, message: SERVER_MESSAGES.twoFactorTurnedOff },
  },
  {
    name: 'disable without the password is refused (400)',
    before: TURN_ON,
    as: 'admin',
    request: { method: 'POST', path: '/auth/2fa/disable', body: { code: '{totpNext:secret}' } },
    expect: { status: 400 },
  },
  {
    name: 'disable with a wrong password is refused',
    before: TURN_ON,
    as: 'admin',
    request: {
      method: 'POST',
      path: '/auth/2fa/disable',
      body: { code: '{totpNext:secret}', password: 'not-the-password' },
    },
    expect: { status: 400, message: SERVER_MESSAGES.twoFactorPasswordInvalid },
  },
  {
    name: 'disable with the used code is refused',
    before: TURN_ON,
    as: 'admin',
    request: { method: 'POST', path: '/auth/2fa/disable', body: withPassword('{totp:secret}') },
    expect: { status: 400, message: SERVER_MESSAGES.twoFactorCodeInvalid },
  },
  {
    name: 'past five wrong codes, disable waits even with the right code (429, Retry-After)',
    before: [...TURN_ON, ...FIVE_WRONG],
    as: 'admin',
    request: { method: 'POST', path: '/auth/2fa/disable', body: withPassword('{totpNext:secret}') },
    expect: {
      status: 429,
      message: 'Too many wrong codes. Please try again in 1 minute.',
      headers: { 'retry-after': '30' },
    },
  },
  {
    name: 'past five wrong codes, the sign-in code waits too (in Amharic as well)',
    before: [...TURN_ON, ...FIVE_WRONG],
    as: 'anonymous',
    request: { ...login({ code: '{totpNext:secret}' }), lang: 'am' },
    expect: { status: 429, message: 'ብዙ የተሳሳቱ ኮዶች ገብተዋል። እባክዎ ከ1 ደቂቃ በኋላ እንደገና ይሞክሩ።' },
  },
  {
    name: 'disable is refused when two-factor sign-in is off',
    as: 'admin',
    request: { method: 'POST', path: '/auth/2fa/disable', body: withPassword('123456') },
    expect: { status: 409, message: SERVER_MESSAGES.twoFactorNotOn },
  },
  {
    name: 'a customer cannot disable two-factor sign-in',
    as: 'customerA',
    request: { method: 'POST', path: '/auth/2fa/disable', body: withPassword('123456') },
    expect: { status: 403, message: SERVER_MESSAGES.adminRequired },
  },
  {
    name: 'sign-in takes a recovery code in place of the authenticator code',
    before: TURN_ON,
    as: 'anonymous',
    request: login({ code: '{recovery0}' }),
    expect: { status: 200, fields: { 'user.twoFactorEnabled': true } },
  },
  {
    name: 'a used recovery code is refused',
    before: [
      ...TURN_ON,
      {
        as: 'anonymous',
        request: { method: 'POST', path: '/auth/login', body: { ...ADMIN, code: '{recovery1}' } },
      },
    ],
    as: 'anonymous',
    request: login({ code: '{recovery1}' }),
    expect: { status: 401, message: SERVER_MESSAGES.twoFactorCodeInvalid },
  },
  {
    name: 'new recovery codes with the password and a fresh code',
    before: TURN_ON,
    as: 'admin',
    request: { method: 'POST', path: '/auth/2fa/recovery-codes', body: withPassword('{totpNext:secret}') },
    expect: { status: 200, fields: { 'recoveryCodes.length': 10 } },
  },
  {
    name: 'new recovery codes: a wrong password is refused',
    before: TURN_ON,
    as: 'admin',
    request: {
      method: 'POST',
      path: '/auth/2fa/recovery-codes',
      body: { code: '{totpNext:secret}', password: 'not-the-password' },
    },
    expect: { status: 400, message: SERVER_MESSAGES.twoFactorPasswordInvalid },
  },
  {
    name: 'new recovery codes are refused while two-factor sign-in is off',
    as: 'admin',
    request: { method: 'POST', path: '/auth/2fa/recovery-codes', body: withPassword('123456') },
    expect: { status: 409, message: SERVER_MESSAGES.twoFactorNotOn },
  },
  {
    name: 'a customer cannot ask for recovery codes',
    as: 'customerA',
    request: { method: 'POST', path: '/auth/2fa/recovery-codes', body: withPassword('123456') },
    expect: { status: 403, message: SERVER_MESSAGES.adminRequired },
  },
  {
    name: 'ADMIN_REQUIRE_2FA: an admin without it is refused the console (403 marked)',
    settings: REQUIRED,
    as: 'admin',
    request: { method: 'GET', path: '/admin/stats' },
    expect: {
      status: 403,
      message: SERVER_MESSAGES.twoFactorSetupRequired,
      fields: { code: 'two_factor_setup_required' },
    },
  },
  {
    name: 'ADMIN_REQUIRE_2FA: getMe says it is required',
    settings: REQUIRED,
    as: 'admin',
    request: { method: 'GET', path: '/auth/me' },
    expect: { status: 200, fields: { twoFactorEnabled: false, twoFactorRequired: true } },
  },
  {
    name: 'ADMIN_REQUIRE_2FA: set-up stays open to an admin without it',
    settings: REQUIRED,
    as: 'admin',
    request: { method: 'POST', path: '/auth/2fa/setup' },
    expect: { status: 200 },
  },
  {
    name: 'ADMIN_REQUIRE_2FA: once on, the console opens',
    settings: REQUIRED,
    before: TURN_ON,
    as: 'admin',
    request: { method: 'GET', path: '/admin/stats' },
    expect: { status: 200 },
  },
  {
    name: 'ADMIN_REQUIRE_2FA: it cannot be turned off',
    settings: REQUIRED,
    before: TURN_ON,
    as: 'admin',
    request: { method: 'POST', path: '/auth/2fa/disable', body: withPassword('{totpNext:secret}') },
    expect: { status: 403, message: SERVER_MESSAGES.twoFactorRequiredByPolicy },
  },
  {
    name: 'ADMIN_REQUIRE_2FA: customers are not asked for it',
    settings: REQUIRED,
    as: 'customerA',
    request: { method: 'GET', path: '/auth/me' },
    expect: { status: 200, fields: { twoFactorEnabled: false, twoFactorRequired: undefined } },
  },
];
