import { SERVER_MESSAGES, SERVER_MESSAGES_AM } from '@shop/domain';
import { INQUIRY_RATE_LIMIT, SUPPORT_CONTACT } from '@shop/domain/contact';
import type { Scenario, Step } from '../harness/types';

const AM = 'am-ET,am;q=0.9,en;q=0.8';

const inquiry = (extra: object = {}) => ({
  name: 'Abebe Kebede',
  email: 'abebe@example.et',
  subject: 'Cannot reach my server',
  message: 'My server does not answer on port 22 since this morning.',
  ...extra,
});

const send = (body: object, lang?: string) => ({ method: 'POST' as const, path: '/inquiry', body, lang });

/** Steps sending `count` messages from the one client address both targets see. */
const sent = (count: number, body: object = inquiry(), status?: number): Step[] =>
  Array.from({ length: count }, () => ({
    as: 'anonymous' as const,
    request: send(body),
    ...(status && { status }),
  }));

export const inquiryScenarios: Scenario[] = [
  {
    name: 'the contact page reads the support contacts: the address mail goes to and the Telegram chat (the defaults without settings), no phone',
    as: 'anonymous',
    request: { method: 'GET', path: '/support-contact' },
    expect: {
      status: 200,
      fields: { email: SUPPORT_CONTACT.email, telegram: SUPPORT_CONTACT.telegram, phone: undefined },
    },
  },
  {
    name: 'a visitor sends a message without signing in',
    as: 'anonymous',
    request: send(inquiry()),
    expect: { status: 201, message: SERVER_MESSAGES.inquiryReceived },
    same: [''],
  },
  {
    name: 'a signed-in customer sends a message, the thanks in Amharic',
    as: 'customerA',
    request: send(inquiry({ name: '  Almaz ', subject: ' Billing ' }), AM),
    expect: { status: 201, message: SERVER_MESSAGES_AM.inquiryReceived },
  },
  {
    name: 'a message needs every field (the contract names the missing one)',
    as: 'anonymous',
    request: send({ name: 'Abebe', email: 'abebe@example.et', subject: 'Hello' }),
    expect: { status: 400, message: '"message" is required' },
  },
  {
    name: 'a name of spaces is refused as empty',
    as: 'anonymous',
    request: send(inquiry({ name: '   ' })),
    expect: { status: 400, message: SERVER_MESSAGES.inquiryNameEmpty },
  },
  {
    name: 'a subject of spaces is refused as empty, in Amharic',
    as: 'anonymous',
    request: send(inquiry({ subject: ' \t ' }), AM),
    expect: { status: 400, message: SERVER_MESSAGES_AM.inquirySubjectEmpty },
  },
  {
    name: 'a message of blank lines is refused as empty',
    as: 'anonymous',
    request: send(inquiry({ message: '\n   \n' })),
    expect: { status: 400, message: SERVER_MESSAGES.inquiryMessageEmpty },
  },
  {
    name: 'a malformed e-mail is refused by the contract',
    as: 'anonymous',
    request: send(inquiry({ email: 'abebe@' })),
    expect: { status: 400, message: '"email" must be a valid email' },
  },
  {
    name: `the message after ${INQUIRY_RATE_LIMIT.messages} from one address is refused as too many`,
    before: sent(INQUIRY_RATE_LIMIT.messages),
    as: 'anonymous',
    request: send(inquiry()),
    expect: { status: 429, message: SERVER_MESSAGES.inquiryRateLimited },
    same: [''],
  },
  {
    name: 'the limit counts accepted messages only: refused ones leave it whole',
    before: [...sent(3, inquiry({ name: ' ' }), 400), ...sent(INQUIRY_RATE_LIMIT.messages - 1)],
    as: 'anonymous',
    request: send(inquiry()),
    expect: { status: 201, message: SERVER_MESSAGES.inquiryReceived },
  },
  {
    name: 'the limit is told in Amharic',
    before: sent(INQUIRY_RATE_LIMIT.messages),
    as: 'anonymous',
    request: send(inquiry(), AM),
    expect: { status: 429, message: SERVER_MESSAGES_AM.inquiryRateLimited },
  },
];
