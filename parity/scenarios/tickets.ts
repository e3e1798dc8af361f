import { SERVER_MESSAGES, SERVER_MESSAGES_AM } from '@shop/domain';
import type { ApiRequest, Scenario, Step } from '../harness/types';
import { ADMIN_USER, DEMO_USER } from '../../frontend/src/mocks/fixtures';
import { ORDERS, SERVICES, UNKNOWN_ID } from './fixtures';

const AM = 'am-ET,am;q=0.9,en;q=0.8';
const BOUNDARY = 'parity-ticket-boundary';

/** A multipart/form-data body of text fields and text files, written out as a browser sends it. */
export function form(
  fields: Record<string, string>,
  files: { name: string; text: string; type?: string }[] = [],
): Pick<ApiRequest, 'rawBody' | 'contentType'> {
  const parts = [
    ...Object.entries(fields).map(
      ([name, value]) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
    ...files.map(
      (file) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="attachments"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n${file.text}\r\n`,
    ),
  ];
  return {
    rawBody: `${parts.join('')}--${BOUNDARY}--\r\n`,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  };
}

const fields = (extra: Record<string, string> = {}) => ({
  subject: 'My server does not boot',
  department: 'TECHNICAL',
  priority: 'HIGH',
  message: 'It hangs at the boot screen.',
  ...extra,
});

const HTML = '<!doctype html><html><body><script>alert(1)</script></body></html>';

/** Customer A opens a ticket (with a text file) and keeps its id and the file's. */
const opened = (extra: Record<string, string> = {}): Step => ({
  as: 'customerA',
  request: {
    method: 'POST',
    path: '/tickets',
    ...form(fields(extra), [{ name: 'boot.log', text: 'kernel: panic\n', type: 'text/plain' }]),
  },
  save: { ticketId: 'id', attachmentId: 'messages.0.attachments.0.id' },
});

const replied = (message: string): ApiRequest => ({
  method: 'POST',
  path: '/tickets/{ticketId}/replies',
  ...form({ message }),
});

export const ticketScenarios: Scenario[] = [
  {
    name: 'a customer opens a ticket about their server with a log attached',
    as: 'customerA',
    request: {
      method: 'POST',
      path: '/tickets',
      ...form(fields({ serviceId: SERVICES.aKvmRunning }), [{ name: 'boot.log', text: 'panic\n' }]),
    },
    expect: {
      status: 201,
      fields: {
        status: 'OPEN',
        serviceId: SERVICES.aKvmRunning,
        orderId: null,
        'messages.length': 1,
        'messages.0.author': 'CUSTOMER',
        'messages.0.attachments.0.name': 'boot.log',
        'messages.0.attachments.0.type': 'text/plain',
        'messages.0.attachments.0.size': 6,
      },
    },
  },
  {
    name: "another customer's order is not found",
    as: 'customerB',
    request: { method: 'POST', path: '/tickets', ...form(fields({ orderId: ORDERS.aUnpaid })) },
    expect: { status: 404, message: SERVER_MESSAGES.orderNotFound },
  },
  {
    name: 'a file named .png that holds HTML is refused, in Amharic',
    as: 'customerA',
    request: {
      method: 'POST',
      path: '/tickets',
      ...form(fields(), [{ name: 'cat.png', text: HTML, type: 'image/png' }]),
      lang: AM,
    },
    expect: { status: 400, message: SERVER_MESSAGES_AM.ticketFileType },
  },
  {
    name: 'a subject of spaces is refused as empty',
    as: 'customerA',
    request: { method: 'POST', path: '/tickets', ...form(fields({ subject: '   ' })) },
    expect: { status: 400, message: SERVER_MESSAGES.inquirySubjectEmpty },
  },
  {
    name: 'a JSON body is refused: tickets are sent as multipart/form-data',
    as: 'customerA',
    request: { method: 'POST', path: '/tickets', body: fields() },
    expect: { status: 415, message: SERVER_MESSAGES.multipartBodyRequired },
  },
  {
    name: 'the list holds the caller’s tickets, the latest activity first',
    before: [opened({ subject: 'first' }), opened({ subject: 'second' })],
    as: 'customerA',
    request: { method: 'GET', path: '/tickets' },
    expect: {
      status: 200,
      fields: { length: 2, '0.subject': 'second', '1.subject': 'first' },
      headers: { 'x-total-count': '2' },
    },
  },
  {
    name: 'the list needs a signed-in customer',
    as: 'anonymous',
    request: { method: 'GET', path: '/tickets' },
    expect: { status: 401, message: SERVER_MESSAGES.missingAuthentication },
  },
  {
    name: 'a customer reads their ticket',
    before: [opened()],
    as: 'customerA',
    request: { method: 'GET', path: '/tickets/{ticketId}' },
    expect: {
      status: 200,
      fields: { subject: 'My server does not boot', 'messages.0.body': 'It hangs at the boot screen.' },
    },
  },
  {
    name: "another customer's ticket is not found",
    before: [opened()],
    as: 'customerB',
    request: { method: 'GET', path: '/tickets/{ticketId}' },
    expect: { status: 404, message: SERVER_MESSAGES.ticketNotFound },
  },
  {
    name: 'a reply to an unanswered ticket keeps it OPEN',
    before: [opened()],
    as: 'customerA',
    request: replied('More details: it started after a reboot.'),
    expect: {
      status: 201,
      fields: { status: 'OPEN', 'messages.length': 2, 'messages.1.author': 'CUSTOMER' },
    },
  },
  {
    name: "a reply to another customer's ticket is not found",
    before: [opened()],
    as: 'customerB',
    request: replied('hello'),
    expect: { status: 404, message: SERVER_MESSAGES.ticketNotFound },
  },
  {
    name: 'a customer closes their ticket',
    before: [opened()],
    as: 'customerA',
    request: { method: 'POST', path: '/tickets/{ticketId}/close' },
    expect: { status: 200, fields: { status: 'CLOSED' } },
  },
  {
    name: 'a closed ticket cannot be closed again',
    before: [opened(), { as: 'customerA', request: { method: 'POST', path: '/tickets/{ticketId}/close' } }],
    as: 'customerA',
    request: { method: 'POST', path: '/tickets/{ticketId}/close' },
    expect: { status: 409, message: SERVER_MESSAGES.ticketAlreadyClosed },
  },
  {
    name: 'a reply reopens a ticket closed today',
    before: [opened(), { as: 'customerA', request: { method: 'POST', path: '/tickets/{ticketId}/close' } }],
    as: 'customerA',
    request: replied('It broke again.'),
    expect: { status: 201, fields: { status: 'CUSTOMER_REPLY' } },
  },
  {
    name: 'a customer downloads their attachment: its type, as an attachment, never sniffed',
    before: [opened()],
    as: 'customerA',
    request: { method: 'GET', path: '/tickets/{ticketId}/attachments/{attachmentId}' },
    expect: {
      status: 200,
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'content-disposition': `attachment; filename="boot.log"; filename*=UTF-8''boot.log`,
        'x-content-type-options': 'nosniff',
      },
    },
    same: [''],
  },
  {
    name: "another customer's attachment is not found",
    before: [opened()],
    as: 'customerB',
    request: { method: 'GET', path: `/tickets/{ticketId}/attachments/{attachmentId}` },
    expect: { status: 404, message: SERVER_MESSAGES.ticketAttachmentNotFound },
  },
  {
    name: 'an unknown attachment is not found',
    before: [opened()],
    as: 'customerA',
    request: { method: 'GET', path: `/tickets/{ticketId}/attachments/${UNKNOWN_ID}` },
    expect: { status: 404, message: SERVER_MESSAGES.ticketAttachmentNotFound },
  },
];

const staffReply = (message: string, internal: boolean): ApiRequest => ({
  method: 'POST',
  path: '/admin/tickets/{ticketId}/replies',
  ...form({ message, internal: String(internal) }),
});

export const adminTicketScenarios: Scenario[] = [
  {
    name: 'the console lists the tickets waiting for an answer, with their customer',
    before: [opened({ subject: 'waiting one' })],
    as: 'admin',
    request: { method: 'GET', path: '/admin/tickets?waiting=true&search=waiting' },
    expect: {
      status: 200,
      fields: {
        length: 1,
        '0.subject': 'waiting one',
        '0.waitingForUs': true,
        '0.customer.userId': DEMO_USER.id,
        '0.customer.email': DEMO_USER.email,
      },
      headers: { 'x-total-count': '1' },
    },
  },
  {
    name: 'a customer cannot list every ticket',
    as: 'customerA',
    request: { method: 'GET', path: '/admin/tickets' },
    expect: { status: 403, message: SERVER_MESSAGES.adminRequired },
  },
  {
    name: 'the console counts the tickets waiting for us',
    before: [opened(), opened()],
    as: 'admin',
    request: { method: 'GET', path: '/admin/tickets/stats' },
    expect: { status: 200, fields: { waiting: 2, medianFirstResponseMinutes: null } },
  },
  {
    name: 'a customer cannot read the ticket figures',
    as: 'customerB',
    request: { method: 'GET', path: '/admin/tickets/stats' },
    expect: { status: 403, message: SERVER_MESSAGES.adminRequired },
  },
  {
    name: 'an admin reads a ticket with its internal notes',
    before: [opened(), { as: 'admin', request: staffReply('Looks like a full disk.', true) }],
    as: 'admin',
    request: { method: 'GET', path: '/admin/tickets/{ticketId}' },
    expect: {
      status: 200,
      fields: {
        'messages.length': 2,
        'messages.1.internal': true,
        'messages.1.author': 'STAFF',
        status: 'OPEN',
      },
    },
  },
  {
    name: 'an unknown ticket is not found in the console',
    as: 'admin',
    request: { method: 'GET', path: `/admin/tickets/${UNKNOWN_ID}` },
    expect: { status: 404, message: SERVER_MESSAGES.ticketNotFound },
  },
  {
    name: 'an admin answers: the ticket is ANSWERED and the customer reads the answer, not the note',
    before: [
      opened(),
      { as: 'admin', request: staffReply('Internal: check the disk.', true) },
      { as: 'admin', request: staffReply('Please free some disk space.', false) },
    ],
    as: 'customerA',
    request: { method: 'GET', path: '/tickets/{ticketId}' },
    expect: {
      status: 200,
      fields: { status: 'ANSWERED', 'messages.length': 2, 'messages.1.body': 'Please free some disk space.' },
    },
  },
  {
    name: 'an admin answers a ticket',
    before: [opened()],
    as: 'admin',
    request: staffReply('Please free some disk space.', false),
    expect: { status: 201, fields: { status: 'ANSWERED', 'messages.length': 2 } },
  },
  {
    name: 'a customer cannot answer as staff',
    before: [opened()],
    as: 'customerA',
    request: staffReply('I am staff now.', false),
    expect: { status: 403, message: SERVER_MESSAGES.adminRequired },
  },
  {
    name: 'a customer reply after an answer shows CUSTOMER_REPLY in the console',
    before: [
      opened(),
      { as: 'admin', request: staffReply('Please free some disk space.', false) },
      {
        as: 'customerA',
        request: { method: 'POST', path: '/tickets/{ticketId}/replies', ...form({ message: 'Done.' }) },
      },
    ],
    as: 'admin',
    request: { method: 'GET', path: '/admin/tickets/{ticketId}' },
    expect: { status: 200, fields: { status: 'CUSTOMER_REPLY', waitingForUs: true } },
  },
  {
    name: 'an admin assigns a ticket to themselves and puts it on hold',
    before: [opened()],
    as: 'admin',
    request: {
      method: 'PATCH',
      path: '/admin/tickets/{ticketId}',
      body: { assigneeId: ADMIN_USER.id, status: 'ON_HOLD', priority: 'LOW' },
    },
    expect: {
      status: 200,
      fields: { assigneeId: ADMIN_USER.id, status: 'ON_HOLD', priority: 'LOW', waitingForUs: false },
    },
  },
  {
    name: 'a ticket is assigned only to an admin',
    before: [opened()],
    as: 'admin',
    request: { method: 'PATCH', path: '/admin/tickets/{ticketId}', body: { assigneeId: DEMO_USER.id } },
    expect: { status: 400, message: SERVER_MESSAGES.ticketAssigneeNotAdmin },
  },
  {
    name: 'an admin downloads a ticket’s attachment',
    before: [opened()],
    as: 'admin',
    request: { method: 'GET', path: '/admin/tickets/{ticketId}/attachments/{attachmentId}' },
    expect: { status: 200, headers: { 'x-content-type-options': 'nosniff' } },
    same: [''],
  },
  {
    name: 'an unknown attachment is not found in the console',
    before: [opened()],
    as: 'admin',
    request: { method: 'GET', path: `/admin/tickets/{ticketId}/attachments/${UNKNOWN_ID}` },
    expect: { status: 404, message: SERVER_MESSAGES.ticketAttachmentNotFound },
  },
];
