/** The server-ready mail: how to connect, and where the password is. */
export const server = {
  subject: 'Your server {name} is ready',
  intro: 'Your server {name} is set up and running.',
  game: {
    address: 'Server address',
    join: 'Enter this address in your game to join the server.',
  },
  kvm: {
    ip: 'IP address',
    more: 'More addresses',
    sshPort: 'SSH port',
    username: 'Username',
    connect: 'Connect with SSH:',
    hostname: 'Hostname',
    keys: 'These SSH keys can log in as root:',
    noKeys: 'No SSH key was put on this server: log in with the password.',
  },
  noPassword:
    'For your security this e-mail contains no password. The password is shown on the service details page in your customer area:',
  passwordChanged: {
    subject: 'The root password of {name} was changed',
    body: 'The root password of your server {name} was reset from your customer area. The new password is not in this e-mail: it was shown once on the service page.',
    when: 'When',
    from: 'From the address',
    notYou: 'If this was not you, change your account password and reset the server password again at once.',
  },
};
