import { SERVER_MESSAGES } from '@shop/domain';
import type { Scenario, Step } from '../harness/types';
import { ADMIN } from './fixtures';

/** The admin asks for a secret (saved as `secret`). */
const SET_UP: Step = {
  as: 'admin',
  request: { method: 'POST', path: '/auth/2fa/setup' },
  save: { secret: 'secret' },
};
/** ...and turns two-factor sign-in on with the code of now (which is then used up). */
const TURN_ON: Step[] = [
  SET_UP,
  { as: 'admin', request: { method: 'POST', path: '/auth/2fa/enable', body: { code: '{totp:secret}' } } },
];
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
    expect: { status: 200, message: SERVER_MESSAGES.twoFactorTurnedOn },
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
    name: 'disable with a fresh code turns it off',
    before: TURN_ON,
    as: 'admin',
    request: { method: 'POST', path: '/auth/2fa/disable', body: { code: '{totpNext:secret}' } },
    expect: { status: 200, message: SERVER_MESSAGES.twoFactorTurnedOff },
  },
  {
    name: 'disable with the used code is refused',
    before: TURN_ON,
    as: 'admin',
    request: { method: 'POST', path: '/auth/2fa/disable', body: { code: '{totp:secret}' } },
    expect: { status: 400, message: SERVER_MESSAGES.twoFactorCodeInvalid },
  },
  {
    name: 'disable is refused when two-factor sign-in is off',
    as: 'admin',
    request: { method: 'POST', path: '/auth/2fa/disable', body: { code: '123456' } },
    expect: { status: 409, message: SERVER_MESSAGES.twoFactorNotOn },
  },
  {
    name: 'a customer cannot disable two-factor sign-in',
    as: 'customerA',
    request: { method: 'POST', path: '/auth/2fa/disable', body: { code: '123456' } },
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
    request: { method: 'POST', path: '/auth/2fa/disable', body: { code: '{totpNext:secret}' } },
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
