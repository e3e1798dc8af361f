/** The lifecycle mails: the termination warning, the termination, an unpaid order cancelled. */
export const lifecycle = {
  warning: {
    subject: 'Your service {name} will be deleted on {date}',
    intro:
      'Your service {name} has expired. On {date} we delete its server, its IP address and its data for good.',
    renew: 'Pay its renewal before then to keep it.',
  },
  terminated: {
    subject: 'Your service {name} has been deleted',
    intro:
      'Your service {name} ended on {date} and was not renewed, so we have deleted its server, its IP address and its data.',
    welcome: 'You are welcome to order a new server at any time.',
  },
  staleOrder: {
    subject: 'Your unpaid order {ref} was cancelled',
    intro: 'Your order {ref} ({name}, {amount}) was not paid within {days} days, so we have cancelled it.',
    reorder: 'If you still want the server, please place a new order.',
  },
};
