/** Support tickets (issue 40): a staff answer, an automatic closing, and the support inbox's notice. */
export const tickets = {
  answered: {
    subject: 'Re: {subject} [{number}]',
    intro: 'Our support team answered your ticket {number}:',
    read: 'Read the whole conversation and reply',
    openTicket: 'Open the ticket',
    anonymous: 'To write back, send us a new message through the contact form and mention {number}.',
  },
  autoClosed: {
    subject: 'Ticket {number} closed',
    intro:
      'We answered your ticket {number} ({subject}) {days, plural, one {# day} other {# days}} ago and have not heard back, so we closed it.',
    reopen: 'If you still need help, reply within 30 days and the ticket opens again.',
  },
  staff: {
    createdSubject: 'New ticket {number}: {subject}',
    repliedSubject: 'Customer reply on {number}: {subject}',
    created: 'A customer opened a support ticket.',
    replied: 'A customer replied to a support ticket.',
    customer: 'Customer',
    priority: 'Priority',
    department: 'Department',
    subjectLabel: 'Subject',
    open: 'Open it in the console',
  },
};
