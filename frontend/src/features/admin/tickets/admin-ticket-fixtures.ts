import { ticketNumber } from '@shop/domain';
import type { MockTicket } from '../../../mocks/db';
import { DEMO_USER, mockId } from '../../../mocks/fixtures';
import { db } from '../../../mocks/state';

export const WAITING_TICKET = mockId('ticket', 'console-waiting');
export const ANSWERED_TICKET = mockId('ticket', 'console-answered');

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

/** Two tickets for the console's stories: one waiting for us, one answered with an internal note. */
export function seedConsoleTickets(): void {
  const base = (id: string, subject: string): MockTicket => ({
    id,
    number: ticketNumber(id),
    userId: DEMO_USER.id,
    email: null,
    name: null,
    subject,
    department: 'TECHNICAL',
    priority: 'URGENT',
    status: 'CUSTOMER_REPLY',
    serviceId: null,
    orderId: null,
    assigneeId: null,
    statusChangedAt: at(10),
    lastActivityAt: at(10),
    firstResponseAt: at(40),
    closedAt: null,
    createdAt: at(90),
    messages: [
      {
        id: `${id}-1`,
        author: 'CUSTOMER',
        authorUserId: DEMO_USER.id,
        body: 'My server does not boot after the reinstall.',
        internal: false,
        createdAt: at(90),
        attachments: [{ id: `${id}-a`, name: 'console.png', size: 68, type: 'image/png', data: '' }],
      },
      {
        id: `${id}-2`,
        author: 'STAFF',
        authorUserId: null,
        body: 'Checked the hypervisor: the disk is fine.',
        internal: true,
        createdAt: at(50),
        attachments: [],
      },
      {
        id: `${id}-3`,
        author: 'STAFF',
        authorUserId: null,
        body: 'Please try booting once more; we repaired the boot record.',
        internal: false,
        createdAt: at(40),
        attachments: [],
      },
    ],
  });
  db.tickets.push(base(WAITING_TICKET, 'Server does not boot'), {
    ...base(ANSWERED_TICKET, 'Question about my invoice'),
    status: 'ANSWERED',
    department: 'BILLING',
    priority: 'LOW',
    lastActivityAt: at(200),
  });
}
