/** Words every mail shares: the greeting, the sign-off, the link to a service's page. */
export const common = {
  hello: 'Hello,',
  signOff: 'Kind regards,',
  serviceDetails: 'Service details',
};
