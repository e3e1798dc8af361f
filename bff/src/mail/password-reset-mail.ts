import type { Locale } from '@shop/domain';
import { PASSWORD_RESET_TOKEN_TTL_SECONDS } from '@shop/domain/password-reset';
import { mailText } from './i18n/index.ts';
import { renderMail } from './render.ts';
import type { RenderedMail } from './render.ts';

export interface PasswordResetMailInput {
  locale: Locale;
  /** The link with the token: `<appUrl>/reset-password?token=...`. */
  resetUrl: string;
}

const MINUTES = PASSWORD_RESET_TOKEN_TTL_SECONDS / 60;

/** To the account's address, after someone asked to reset its password: the single-use link. */
export function passwordResetMail({ locale, resetUrl }: PasswordResetMailInput): RenderedMail {
  return renderMail({
    locale,
    subject: mailText(locale, 'passwordReset.subject'),
    greeting: mailText(locale, 'common.hello'),
    blocks: [
      { p: mailText(locale, 'passwordReset.intro') },
      { link: { label: mailText(locale, 'passwordReset.link'), href: resetUrl } },
      { p: mailText(locale, 'passwordReset.expires', { minutes: MINUTES }) },
      { p: mailText(locale, 'passwordReset.ignore') },
    ],
  });
}
