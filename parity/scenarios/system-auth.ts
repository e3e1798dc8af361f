import { PHONE_MESSAGE, SERVER_MESSAGES, SERVER_MESSAGES_AM, unacceptableTextMessage } from '@shop/domain';
import { REGISTRATION_RATE_LIMIT } from '@shop/domain/rate-limits';
import type { Scenario } from '../harness/types';
import { CUSTOMER_A } from './fixtures';

const NEW_ACCOUNT = {
  username: 'meron_t',
  phone: '0911223344',
  email: 'Meron@Example.com',
  password: 'pw-12345678',
};

export const systemScenarios: Scenario[] = [
  {
    name: 'the health check answers ok',
    as: 'anonymous',
    request: { method: 'GET', path: '/health' },
    expect: {
      status: 200,
      fields: { status: 'ok', database: 'up', 'jobs.status': 'ok', 'jobs.lagSeconds': 0 },
    },
  },
  {
    name: 'the liveness check answers ok',
    as: 'anonymous',
    request: { method: 'GET', path: '/health/live' },
    expect: { status: 200, fields: { status: 'ok' } },
  },
];

export const authScenarios: Scenario[] = [
  {
    name: 'a visitor signs up; the e-mail is stored lower-case and the account is a customer',
    as: 'anonymous',
    request: { method: 'POST', path: '/auth/register', body: NEW_ACCOUNT },
    expect: {
      status: 201,
      message: SERVER_MESSAGES.registered,
      fields: { 'user.username': 'meron_t', 'user.email': 'meron@example.com', 'user.isAdmin': false },
    },
  },
  {
    name: 'sign-up with a taken e-mail in another case is refused',
    as: 'anonymous',
    request: { method: 'POST', path: '/auth/register', body: { ...NEW_ACCOUNT, email: 'ABEBE@example.com' } },
    expect: { status: 409, message: SERVER_MESSAGES.emailTaken },
  },
  {
    name: 'sign-up with a look-alike of a taken e-mail (full-width, a zero-width space) is refused as taken',
    as: 'anonymous',
    request: {
      method: 'POST',
      path: '/auth/register',
      body: { ...NEW_ACCOUNT, email: '\u200Bａｂｅｂｅ@example.com' },
    },
    expect: { status: 409, message: SERVER_MESSAGES.emailTaken },
  },
  {
    name: 'sign-up with an e-mail in letters of another script is refused',
    as: 'anonymous',
    request: {
      method: 'POST',
      path: '/auth/register',
      body: { ...NEW_ACCOUNT, email: 'meron@ex\u0430mple.com' },
    },
    expect: { status: 400, message: SERVER_MESSAGES.emailNotPlain },
  },
  {
    name: 'sign-up with a taken username in another case is refused',
    as: 'anonymous',
    request: { method: 'POST', path: '/auth/register', body: { ...NEW_ACCOUNT, username: 'ABEBE' } },
    expect: { status: 409, message: SERVER_MESSAGES.usernameTaken },
  },
  {
    name: 'sign-up with a phone outside the Ethiopian formats is refused',
    as: 'anonymous',
    request: { method: 'POST', path: '/auth/register', body: { ...NEW_ACCOUNT, phone: '0811223344' } },
    expect: { status: 400, message: PHONE_MESSAGE },
  },
  {
    name: 'sign-up with an empty phone is refused with the phone message (the pattern forbids it)',
    as: 'anonymous',
    request: { method: 'POST', path: '/auth/register', body: { ...NEW_ACCOUNT, phone: '' } },
    expect: { status: 400, message: PHONE_MESSAGE },
  },
  {
    name: 'a form-encoded sign-up is refused with 415: the operations take JSON only',
    as: 'anonymous',
    request: {
      method: 'POST',
      path: '/auth/register',
      rawBody: 'username=meron_t&phone=0911223344&email=meron%40example.com&password=pw-12345678',
      contentType: 'application/x-www-form-urlencoded',
    },
    expect: { status: 415, message: SERVER_MESSAGES.jsonBodyRequired },
  },
  {
    name: 'a JSON body with a charset parameter is accepted',
    as: 'anonymous',
    request: {
      method: 'POST',
      path: '/auth/register',
      body: NEW_ACCOUNT,
      contentType: 'application/json; charset=utf-8',
    },
    expect: { status: 201, message: SERVER_MESSAGES.registered },
  },
  {
    name: 'a password with a lone surrogate is refused by name (MariaDB cannot store such text)',
    as: 'anonymous',
    request: {
      method: 'POST',
      path: '/auth/register',
      rawBody: JSON.stringify({ ...NEW_ACCOUNT, password: 'x' }).replace('"x"', '"pw-12345678\\ud800"'),
    },
    expect: { status: 400, message: unacceptableTextMessage('password') },
  },
  {
    name: 'a sign-in with a NUL in the password is refused by name',
    as: 'anonymous',
    request: {
      method: 'POST',
      path: '/auth/login',
      body: { email: 'abebe@example.com', password: 'pw\u0000' },
    },
    expect: { status: 400, message: unacceptableTextMessage('password') },
  },
  {
    name: 'sign-up with a common password is refused (NIST 800-63B), with no composition rule',
    as: 'anonymous',
    request: { method: 'POST', path: '/auth/register', body: { ...NEW_ACCOUNT, password: 'iloveyou' } },
    expect: { status: 400, message: SERVER_MESSAGES.passwordTooCommon },
  },
  {
    name: 'sign-up with a short password is refused',
    as: 'anonymous',
    request: { method: 'POST', path: '/auth/register', body: { ...NEW_ACCOUNT, password: 'short' } },
    expect: { status: 400, message: '"password" length must be at least 8 characters long' },
  },
  {
    name: 'sign-up without a body is refused',
    as: 'anonymous',
    request: { method: 'POST', path: '/auth/register' },
    expect: { status: 400, message: '"request body" must be of type object' },
  },
  {
    name: 'sign-up with malformed JSON is refused',
    as: 'anonymous',
    request: { method: 'POST', path: '/auth/register', rawBody: '{"username":' },
    expect: { status: 400, message: SERVER_MESSAGES.invalidJson },
  },
  {
    name: 'sign-ups from one address past the limit answer 429, probes of a taken e-mail counted too',
    before: Array.from({ length: REGISTRATION_RATE_LIMIT.attempts }, (_, i) => ({
      as: 'anonymous' as const,
      status: i % 2 ? 409 : 201,
      request: {
        method: 'POST' as const,
        path: '/auth/register',
        // Half of them probe an e-mail that is taken (409): they count like real sign-ups.
        body:
          i % 2
            ? { ...NEW_ACCOUNT, username: 'prober', email: CUSTOMER_A.email }
            : { ...NEW_ACCOUNT, username: `meron_${i}`, email: `meron${i}@example.com` },
      },
    })),
    as: 'anonymous',
    request: { method: 'POST', path: '/auth/register', body: NEW_ACCOUNT },
    expect: { status: 429, message: SERVER_MESSAGES.registrationRateLimited },
  },
  {
    name: 'the new account can sign in',
    before: [{ as: 'anonymous', request: { method: 'POST', path: '/auth/register', body: NEW_ACCOUNT } }],
    as: 'anonymous',
    request: {
      method: 'POST',
      path: '/auth/login',
      body: { email: 'meron@example.com', password: NEW_ACCOUNT.password },
    },
    expect: { status: 200, fields: { 'user.username': 'meron_t', 'user.isAdmin': false } },
  },
  {
    name: 'a customer signs in with the e-mail in any case',
    as: 'anonymous',
    request: { method: 'POST', path: '/auth/login', body: { ...CUSTOMER_A, email: 'Abebe@Example.com' } },
    expect: { status: 200, fields: { 'user.email': CUSTOMER_A.email, 'user.isAdmin': false } },
    same: ['user'],
  },
  {
    name: 'a wrong password is refused',
    as: 'anonymous',
    request: { method: 'POST', path: '/auth/login', body: { ...CUSTOMER_A, password: 'wrong-password' } },
    expect: { status: 401, message: SERVER_MESSAGES.invalidCredentials },
  },
  {
    name: 'an unknown e-mail gets the same refusal as a wrong password',
    as: 'anonymous',
    request: { method: 'POST', path: '/auth/login', body: { email: 'nobody@example.com', password: 'x' } },
    expect: { status: 401, message: SERVER_MESSAGES.invalidCredentials },
  },
  {
    name: 'a sign-in while every password check is taken and none may wait answers 503 with Retry-After',
    settings: { passwordHashingBusy: true },
    as: 'anonymous',
    request: { method: 'POST', path: '/auth/login', body: CUSTOMER_A },
    expect: { status: 503, message: SERVER_MESSAGES.serverBusy, headers: { 'retry-after': '1' } },
  },
  {
    name: 'the busy answer in Amharic, for an unknown e-mail too (it costs a check as well)',
    settings: { passwordHashingBusy: true },
    as: 'anonymous',
    request: {
      method: 'POST',
      path: '/auth/login',
      body: { email: 'nobody@example.com', password: 'x' },
      lang: 'am',
    },
    expect: { status: 503, message: SERVER_MESSAGES_AM.serverBusy, headers: { 'retry-after': '1' } },
  },
  {
    name: 'a sign-up while the server is too busy to hash the password answers 503',
    settings: { passwordHashingBusy: true },
    as: 'anonymous',
    request: { method: 'POST', path: '/auth/register', body: NEW_ACCOUNT },
    expect: { status: 503, message: SERVER_MESSAGES.serverBusy, headers: { 'retry-after': '1' } },
  },
  {
    name: 'a sign-up with a taken e-mail while busy still answers 409: it needs no hash',
    settings: { passwordHashingBusy: true },
    as: 'anonymous',
    request: { method: 'POST', path: '/auth/register', body: { ...NEW_ACCOUNT, email: CUSTOMER_A.email } },
    expect: { status: 409, message: SERVER_MESSAGES.emailTaken },
  },
  {
    name: 'a signed-in customer reads who they are',
    as: 'customerA',
    request: { method: 'GET', path: '/auth/me' },
    expect: { status: 200, fields: { email: CUSTOMER_A.email, isAdmin: false } },
    same: [''],
  },
  {
    name: 'an admin reads that they are an admin',
    as: 'admin',
    request: { method: 'GET', path: '/auth/me' },
    expect: { status: 200, fields: { isAdmin: true } },
  },
  {
    name: 'without a token nobody is signed in',
    as: 'anonymous',
    request: { method: 'GET', path: '/auth/me' },
    expect: { status: 401, message: SERVER_MESSAGES.missingAuthentication },
  },
  {
    name: 'the token of an account that no longer exists is refused',
    as: 'unknownUser',
    request: { method: 'GET', path: '/auth/me' },
    expect: { status: 401, message: SERVER_MESSAGES.tokenRejected },
  },
  {
    name: 'logout ends the session: 204 without a body',
    as: 'customerA',
    request: { method: 'POST', path: '/auth/logout' },
    expect: { status: 204 },
  },
  {
    name: 'logout without a token answers 401',
    as: 'anonymous',
    request: { method: 'POST', path: '/auth/logout' },
    expect: { status: 401, message: SERVER_MESSAGES.missingAuthentication },
  },
  {
    name: 'logout with the token of an unknown user answers 401',
    as: 'unknownUser',
    request: { method: 'POST', path: '/auth/logout' },
    expect: { status: 401, message: SERVER_MESSAGES.tokenRejected },
  },
  {
    name: 'sign out everywhere: 204, for customers and admins alike',
    as: 'admin',
    request: { method: 'POST', path: '/auth/logout-all' },
    expect: { status: 204 },
  },
  {
    name: 'sign out everywhere without a token answers 401',
    as: 'anonymous',
    request: { method: 'POST', path: '/auth/logout-all' },
    expect: { status: 401, message: SERVER_MESSAGES.missingAuthentication },
  },
];
