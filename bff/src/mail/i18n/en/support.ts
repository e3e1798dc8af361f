/** A contact form message, forwarded to the support team. */
export const support = {
  subject: 'Support inquiry: {subject}',
  hello: 'Hello support team,',
  intro: '{name} sent a message through the contact form. Please reply to {email}.',
  name: 'Name',
  email: 'E-mail',
  subjectLabel: 'Subject',
};
