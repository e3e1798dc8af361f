import { TELEGRAM_CONNECT_LABEL } from '@shop/domain/telegram-bot';
/** Texts of the Notifications page (issue 28): the Telegram link and the channels per kind of message. */
export const notifications = {
  page: {
    title: 'Notifications',
    subtitle: 'Choose where we tell you about your payments, servers and renewals.',
    loading: 'Loading your notification settings',
    loadFailed: 'Your notification settings could not be loaded.',
  },
  telegram: {
    title: 'Telegram',
    notOffered: 'This shop does not offer Telegram notifications.',
    explain:
      'Get your messages in Telegram: connect your account to the shop’s bot once, then choose below what it sends you.',
    connect: TELEGRAM_CONNECT_LABEL.en,
    open: 'Open Telegram',
    validFor: 'This link works for 15 minutes.',
    waiting: 'Open the link and press Start in Telegram. This page updates once you have.',
    expired: 'This link has expired. Create a new one.',
    connected: 'Connected',
    connectedOn: 'Connected on {date}',
    disconnect: 'Disconnect',
    disconnectTitle: 'Disconnect Telegram?',
    disconnectDescription:
      'We stop sending messages to your Telegram chat. What you chose to get only in Telegram comes by e-mail instead.',
  },
  preferences: {
    title: 'What we send you, and where',
    kinds: {
      payments: { title: 'Payments', detail: 'Payment received, rejected or confirmed.' },
      servers: { title: 'Servers', detail: 'Your server is ready, and how to connect to it.' },
      renewals: { title: 'Renewals', detail: 'Renewal reminders, suspension and termination.' },
      support: { title: 'Support', detail: 'Our answers to your support tickets.' },
    },
    channels: {
      email: 'E-mail',
      telegram: 'Telegram',
      sms: 'SMS',
    },
    telegramOff: 'Connect Telegram above to choose it.',
    smsOff: 'This shop does not send SMS.',
    smsTo: 'SMS go to {phone}.',
    byEmail: 'Nothing chosen here can reach you now, so these come by e-mail.',
    fallback: 'When nothing you chose can reach you, we e-mail you.',
    save: 'Save',
    saved: 'Your choices are saved.',
  },
} as const;
