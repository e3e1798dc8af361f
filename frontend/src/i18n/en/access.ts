/** Texts of getting into one's own server (issue 39): the SSH keys page and the key picker. */
export const access = {
  sshKeys: {
    title: 'SSH keys',
    subtitle: 'Put your public keys on the servers you order or reinstall, and log in without a password.',
    loading: 'Loading your SSH keys',
    loadFailed: 'Your SSH keys could not be loaded.',
    empty: 'No SSH keys yet. Add the public key of each computer you log in from.',
    count: '{count, plural, one {# of {max} keys} other {# of {max} keys}}',
    listTitle: 'Your keys',
    added: 'Added {date}',
    fingerprint: 'Fingerprint',
    delete: 'Delete',
    deleteNamed: 'Delete the key {name}',
    deleteTitle: 'Delete the key “{name}”?',
    deleteDescription:
      'You can no longer choose it for new servers or reinstalls. Servers already built with it keep it.',
    full: 'You keep the most keys an account may have. Delete one to add another.',
  },
  addKey: {
    title: 'Add a key',
    name: 'Name',
    nameHint: 'A name you recognise it by, e.g. Laptop.',
    publicKey: 'Public key',
    publicKeyHint:
      'One line from your .pub file, e.g. ~/.ssh/id_ed25519.pub: ed25519, ECDSA or RSA of at least 2048 bits. Never paste the private key.',
    fromFile: 'Read a .pub file',
    fileTooLarge: 'This file is too large to be a public key.',
    submit: 'Add key',
    addedNotice: 'The key “{name}” was added.',
  },
  section: {
    title: 'Access',
    description: 'How you get into this server: its name and the SSH keys that can log in as root.',
    hostname: 'Hostname',
    keys: 'SSH keys',
    noKeys: 'No SSH key: log in with the password.',
  },
  reset: {
    button: 'Reset root password',
    title: 'Reset the root password?',
    description:
      'A new password is generated and set through the server’s guest agent, without a restart. It is shown once: copy it. The old one stops working.',
    confirm: 'Reset password',
    agentDownTitle: 'Restart the server to set the password?',
    agentDownDescription:
      'The server’s guest agent did not answer. The password can be set through cloud-init instead: the server restarts once, and running programs stop.',
    restartAndSet: 'Restart and set the password',
    shownOnce: 'Your new root password, shown only now: copy it.',
    password: 'the new root password',
  },
  picker: {
    title: 'Server access',
    legend: 'SSH keys',
    hint: 'The keys that can log in as root. Without one, log in with the password we send you.',
    none: 'You have no SSH keys yet.',
    manage: 'Manage SSH keys',
    loadFailed: 'Your SSH keys could not be loaded.',
    hostname: 'Hostname',
    hostnameHint: 'The server’s name, e.g. web1 or web1.example.com. Letters, digits, hyphens and dots.',
  },
} as const;
