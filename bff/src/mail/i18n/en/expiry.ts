/** The end of a service: the expiry reminder, the renewal to pay, the service stopped or suspended. */
export const expiry = {
  reminder: {
    subject:
      '{days, plural, =0 {Your service {name} expires today} =1 {Your service {name} expires tomorrow} other {Your service {name} expires in {days} days}}',
    intro:
      '{days, plural, =0 {Your service {name} ends today, {date}.} =1 {Your service {name} ends tomorrow, {date}.} other {Your service {name} ends in {days} days, on {date}.}}',
    extend: 'To keep it running, extend it on its service details page (Extend):',
  },
  expired: {
    subject: 'Your service {name} has expired',
    intro: 'Your service {name} expired on {date}.',
    extend: 'To use it again, extend it on its service details page (Extend):',
  },
  renewal: {
    ready: 'Your renewal order {ref} is ready: {amount}.',
    pay: 'Pay the renewal',
  },
  stopped: {
    subject: 'Your service {name} has expired and is stopped',
    intro: 'Your service {name} reached its end date, so we have stopped it.',
    introOn: 'Your service {name} reached its end date, {date}, so we have stopped it.',
    extend: 'To start it again, extend it on its service details page (Extend):',
  },
  suspended: {
    subject: 'Your service {name} is suspended',
    intro: 'We have suspended your service {name}: it cannot be started or changed for now.',
    support: 'Please contact support to find out why. Your service details page:',
  },
};
