/** Texts of the contact screens (English: the specifications' exact texts). */
export const contact = {
  page: {
    eyebrow: 'Support',
    title: 'Contact Us',
    subtitle:
      'Questions about a server, an order or a payment? Write to us or chat with our team. We answer every e-mail within 24 hours.',
  },
  channels: {
    label: 'Ways to reach us',
    email: {
      title: 'E-mail Support',
      text: 'Write to us any time. We reply within 24 hours.',
    },
    chat: {
      title: 'Chat Support',
      /** The shop's support hours written out: `hours` is 16/7, `perDay` 16, `perWeek` 7. */
      text: 'Chat support on Telegram, {perDay, plural, one {# hour} other {# hours}} a day, {perWeek, plural, =7 {every day} one {# day a week} other {# days a week}} ({hours}).',
      opensApp: '(opens Telegram)',
    },
    phone: {
      title: 'Phone Support',
      text: 'Call us during our opening hours.',
    },
  },
  form: {
    title: 'Send Us a Message',
    description: 'All fields are required. We reply to the e-mail address you give.',
    name: 'Name',
    namePlaceholder: 'Your full name',
    email: 'Email',
    emailPlaceholder: 'you@example.com',
    subject: 'Subject',
    subjectPlaceholder: 'What is your message about?',
    message: 'Message',
    messagePlaceholder: 'Tell us how we can help. For an order or a server, include its number.',
    messageCount: '{count, number} / {max, number} characters',
    submit: 'Send Message',
    sending: 'Sending…',
    sentTitle: 'Message sent',
    failedTitle: 'Your message was not sent',
    failedHint: 'You can also e-mail us at {email}.',
    errors: {
      nameRequired: 'Please enter your name.',
      emailRequired: 'Please enter your e-mail address.',
      emailInvalid: 'Please enter a valid e-mail address, like name@example.com.',
      subjectRequired: 'Please enter a subject.',
      messageRequired: 'Please write your message.',
      tooLong: 'Please keep this to {max, number} characters or fewer.',
    },
  },
  hours: {
    title: 'Business Hours',
    weekdays: 'Monday to Friday',
    weekend: 'Saturday and Sunday',
    range: '{opens} – {closes}',
    timeZone: 'Addis Ababa time (EAT, UTC+3)',
    note: 'Outside these hours, e-mail us or chat with us on Telegram.',
  },
  office: {
    title: 'Office Location',
    city: 'Addis Ababa, Ethiopia',
    note: 'Visits by appointment only. Please write to us first.',
  },
  scope: {
    title: 'What We Help With',
    orders: 'Orders, checkout and coupon codes',
    payments: 'Confirming CBE and telebirr payments',
    servers: 'Server access, the control panel and reinstalls',
    renewals: 'Renewals and extending a service',
    affiliate: 'Affiliate codes and kickback',
    outside:
      'We do not manage the software you install on your server, but we gladly point you in the right direction.',
  },
  faq: {
    title: 'Frequently Asked Questions',
    intro: 'Quick answers about payments, setup and your services. Not covered here? Send us a message.',
    payment: {
      question: 'How long does payment confirmation take?',
      answer:
        'After you pay, report the payment on the payment confirmation page with your transaction number. Our team checks it against the CBE or telebirr statement and confirms it within 24 hours. You get an e-mail once it is confirmed.',
    },
    provisioning: {
      question: 'When will my server be ready?',
      answer:
        'Once your payment is confirmed, we set up your server. This usually takes up to 1 hour and never more than 24 hours. We e-mail you when it is ready, and its connection details appear under My Services.',
    },
    methods: {
      question: 'Which payment methods do you accept?',
      answer:
        "A bank transfer to our Commercial Bank of Ethiopia (CBE) account or a telebirr transfer, in ETB. The payment page shows the account, the amount and the transfer reason to write (your order's number).",
    },
    extend: {
      question: 'How do I extend my server?',
      answer:
        "Open My Services, choose Manage and press Extend. Pick 30 to 360 days: this creates a renewal order at your plan's price. Pay it like any order; the end date moves once the payment is confirmed.",
    },
    affiliate: {
      question: 'How does the affiliate program work?',
      answer:
        'Any customer can create one personal code on the Affiliate page. Buyers who use it get a discount, and you earn a kickback on every paid order, up to {cap, number} ETB per sale. Kickback becomes payable after a {holdingDays, number}-day holding period and is paid monthly once it reaches {minimumPayout, number} ETB. Some large plans earn no kickback, and you cannot use your own code.',
      terms: 'Read the Affiliate Terms',
    },
  },
} as const;
