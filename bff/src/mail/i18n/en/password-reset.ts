/** The password reset mail: the single-use link. */
export const passwordReset = {
  subject: 'Reset your Abay Cloud password',
  intro: 'Someone (we hope you) asked to reset the password of your Abay Cloud account.',
  link: 'Choose a new password',
  expires:
    'The link works once, for {minutes} minutes. Setting a new password signs you out on every device.',
  ignore: 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
};
