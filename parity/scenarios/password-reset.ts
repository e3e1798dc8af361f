import { SERVER_MESSAGES, SERVER_MESSAGES_AM } from '@shop/domain';
import { PASSWORD_RESET_RATE_LIMIT } from '@shop/domain/rate-limits';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  MOCK_EXPIRED_RESET_TOKEN,
  MOCK_RESET_TOKEN,
} from '../../frontend/src/mocks/fixtures';
import type { Scenario, Step } from '../harness/types';

const AM = 'am-ET,am;q=0.9,en;q=0.8';
const NEW_PASSWORD = 'violet-kettle-sunrise-42';

const ask = (email: string, lang?: string) => ({
  method: 'POST' as const,
  path: '/auth/password-reset',
  body: { email },
  lang,
});
const confirm = (token: string, password = NEW_PASSWORD, lang?: string) => ({
  method: 'POST' as const,
  path: '/auth/password-reset/confirm',
  body: { token, password },
  lang,
});
const login = (password: string) => ({
  method: 'POST' as const,
  path: '/auth/login',
  body: { email: DEMO_EMAIL, password },
});

const asked = (count: number, email: (i: number) => string): Step[] =>
  Array.from({ length: count }, (_, i) => ({ as: 'anonymous' as const, request: ask(email(i)) }));

const reset: Step = { as: 'anonymous', request: confirm(MOCK_RESET_TOKEN) };

export const passwordResetScenarios: Scenario[] = [
  {
    name: 'a reset is asked for an existing account: 202 and the one message',
    as: 'anonymous',
    request: ask('  ABEBE@example.com '),
    expect: { status: 202, message: SERVER_MESSAGES.passwordResetRequested },
    same: [''],
  },
  {
    name: 'a reset asked for an e-mail without an account gets the very same answer',
    as: 'anonymous',
    request: ask('nobody@example.com'),
    expect: { status: 202, message: SERVER_MESSAGES.passwordResetRequested },
    same: [''],
  },
  {
    name: 'the answer to a reset request in Amharic',
    as: 'anonymous',
    request: ask(DEMO_EMAIL, AM),
    expect: { status: 202, message: SERVER_MESSAGES_AM.passwordResetRequested },
  },
  {
    name: 'a reset request needs an e-mail (the contract names it)',
    as: 'anonymous',
    request: { method: 'POST', path: '/auth/password-reset', body: {} },
    expect: { status: 400, message: '"email" is required' },
  },
  {
    name: `past ${PASSWORD_RESET_RATE_LIMIT.accountRequests} requests for one account the answer stays the same`,
    before: asked(PASSWORD_RESET_RATE_LIMIT.accountRequests, () => DEMO_EMAIL),
    as: 'anonymous',
    request: ask(DEMO_EMAIL),
    expect: { status: 202, message: SERVER_MESSAGES.passwordResetRequested },
  },
  {
    name: `the request after ${PASSWORD_RESET_RATE_LIMIT.addressRequests} from one address is refused as too many`,
    before: asked(PASSWORD_RESET_RATE_LIMIT.addressRequests, (i) => `probe${i}@example.com`),
    as: 'anonymous',
    request: ask(DEMO_EMAIL),
    expect: { status: 429, message: SERVER_MESSAGES.passwordResetRateLimited },
    same: [''],
  },
  {
    name: 'the reset link sets a new password',
    as: 'anonymous',
    request: confirm(MOCK_RESET_TOKEN),
    expect: { status: 200, message: SERVER_MESSAGES.passwordResetDone },
    same: [''],
  },
  {
    name: 'after a reset the new password signs in',
    before: [reset],
    as: 'anonymous',
    request: login(NEW_PASSWORD),
    expect: { status: 200, fields: { 'user.email': DEMO_EMAIL } },
  },
  {
    name: 'after a reset the old password no longer signs in',
    before: [reset],
    as: 'anonymous',
    request: login(DEMO_PASSWORD),
    expect: { status: 401, message: SERVER_MESSAGES.invalidCredentials },
  },
  {
    name: 'a reset link works once',
    before: [reset],
    as: 'anonymous',
    request: confirm(MOCK_RESET_TOKEN, 'another-long-passphrase'),
    expect: { status: 400, message: SERVER_MESSAGES.passwordResetTokenInvalid },
    same: [''],
  },
  {
    name: 'an expired reset link is refused with the same message',
    as: 'anonymous',
    request: confirm(MOCK_EXPIRED_RESET_TOKEN),
    expect: { status: 400, message: SERVER_MESSAGES.passwordResetTokenInvalid },
  },
  {
    name: 'an unknown reset token is refused with the same message, in Amharic',
    as: 'anonymous',
    request: confirm('not-a-token-anybody-was-sent', NEW_PASSWORD, AM),
    expect: { status: 400, message: SERVER_MESSAGES_AM.passwordResetTokenInvalid },
  },
  {
    name: 'a new password while the server is too busy to hash it answers 503 with Retry-After',
    settings: { passwordHashingBusy: true },
    as: 'anonymous',
    request: confirm(MOCK_RESET_TOKEN),
    expect: { status: 503, message: SERVER_MESSAGES.serverBusy, headers: { 'retry-after': '1' } },
  },
  {
    name: 'an unknown reset token while busy is still refused: it is looked up before any hash',
    settings: { passwordHashingBusy: true },
    as: 'anonymous',
    request: confirm('not-a-token-anybody-was-sent'),
    expect: { status: 400, message: SERVER_MESSAGES.passwordResetTokenInvalid },
  },
  {
    name: 'a common password is refused as at sign-up, and the link still works',
    before: [{ as: 'anonymous', request: confirm(MOCK_RESET_TOKEN, 'password123'), status: 400 }],
    as: 'anonymous',
    request: confirm(MOCK_RESET_TOKEN, 'password123'),
    expect: { status: 400, message: SERVER_MESSAGES.passwordTooCommon },
  },
  {
    name: 'a password shorter than 8 characters is refused by the contract',
    as: 'anonymous',
    request: confirm(MOCK_RESET_TOKEN, 'short'),
    expect: { status: 400, message: '"password" length must be at least 8 characters long' },
  },
  {
    name: `the confirmation after ${PASSWORD_RESET_RATE_LIMIT.addressConfirms} from one address is refused as too many`,
    before: Array.from({ length: PASSWORD_RESET_RATE_LIMIT.addressConfirms }, (_, i) => ({
      as: 'anonymous' as const,
      request: confirm(`guess-${i}`),
      status: 400,
    })),
    as: 'anonymous',
    request: confirm(MOCK_RESET_TOKEN),
    expect: { status: 429, message: SERVER_MESSAGES.passwordResetRateLimited },
  },
];
