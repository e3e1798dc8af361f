import {
  LOGIN_FAILED,
  PASSWORD_MISMATCH_MESSAGE,
  PHONE_MESSAGE,
  SIGNUP_FAILED,
  SIGNUP_SUCCESS,
} from '@shop/domain';

/** Keys of the auth area whose English text is a specification text domain also holds. */
export const auth: Readonly<Record<string, string>> = {
  'auth.signIn.failed': LOGIN_FAILED,
  'auth.signUp.success': SIGNUP_SUCCESS,
  'auth.signUp.failed': SIGNUP_FAILED,
  'auth.signUp.phoneInvalid': PHONE_MESSAGE,
  'auth.signUp.passwordMismatch': PASSWORD_MISMATCH_MESSAGE,
};
