import { ticketNumber } from '@shop/domain';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { MockTicket } from '../../mocks/db';
import { DEMO_USER, mockId } from '../../mocks/fixtures';
import { db } from '../../mocks/state';

/** Fixed ids, so the stories' routes can name them. */
export const OPEN_TICKET = mockId('ticket', 'story-open');
export const ANSWERED_TICKET = mockId('ticket', 'story-answered');
export const CLOSED_TICKET = mockId('ticket', 'story-closed');

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

function ticket(id: string, subject: string, status: MockTicket['status'], minutesAgo: number): MockTicket {
  return {
    id,
    number: ticketNumber(id),
    userId: DEMO_USER.id,
    email: null,
    name: null,
    subject,
    department: 'TECHNICAL',
    priority: 'HIGH',
    status,
    serviceId: null,
    orderId: null,
    assigneeId: null,
    statusChangedAt: at(minutesAgo),
    lastActivityAt: at(minutesAgo),
    firstResponseAt: status === 'OPEN' ? null : at(minutesAgo + 30),
    closedAt: status === 'CLOSED' ? at(minutesAgo) : null,
    createdAt: at(minutesAgo + 60),
    messages: [
      {
        id: `${id}-m1`,
        author: 'CUSTOMER',
        authorUserId: DEMO_USER.id,
        body: 'My server does not answer on port 22 since this morning.',
        internal: false,
        createdAt: at(minutesAgo + 60),
        attachments: [{ id: `${id}-a1`, name: 'screenshot.png', size: 68, type: 'image/png', data: '' }],
      },
      ...(status === 'OPEN'
        ? []
        : [
            {
              id: `${id}-m2`,
              author: 'STAFF' as const,
              authorUserId: null,
              body: 'Customer probably changed the SSH port.',
              internal: true,
              createdAt: at(minutesAgo + 40),
              attachments: [],
            },
            {
              id: `${id}-m3`,
              author: 'STAFF' as const,
              authorUserId: null,
              body: 'Please try port 2222: the firewall moved SSH there. Tell us if it still fails.',
              internal: false,
              createdAt: at(minutesAgo + 30),
              attachments: [],
            },
          ]),
    ],
  };
}

/** Three tickets of the demo customer: open, answered (with an internal note), closed. */
export function seedStoryTickets(): void {
  db.tickets.push(
    ticket(OPEN_TICKET, 'Cannot reach my server over SSH', 'OPEN', 5),
    ticket(ANSWERED_TICKET, 'Invoice shows the wrong company name', 'ANSWERED', 90),
    ticket(CLOSED_TICKET, 'How do I add an IPv4 address?', 'CLOSED', 60 * 24 * 3),
  );
}

/** Every ticket call waits forever: the loading states. */
export const ticketsLoading = (): HttpHandler[] => [
  http.get('/api/tickets', () => delay('infinite')),
  http.get('/api/tickets/:id', () => delay('infinite')),
  http.get('/api/admin/tickets', () => delay('infinite')),
  http.get('/api/admin/tickets/:id', () => delay('infinite')),
];

const failure = () =>
  HttpResponse.json(
    { statusCode: 500, error: 'Internal Server Error', message: 'Database unavailable' },
    { status: 500 },
  );

/** Every ticket read fails: the error states. */
export const ticketsFail = (): HttpHandler[] => [
  http.get('/api/tickets', failure),
  http.get('/api/tickets/:id', failure),
  http.get('/api/admin/tickets', failure),
  http.get('/api/admin/tickets/:id', failure),
];
