import type { Locale } from '@shop/domain';
import { PASSWORD_RESET_TOKEN_TTL_SECONDS } from '@shop/domain/password-reset';
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
  if (locale === 'en') {
    return renderMail({
      locale,
      subject: 'Reset your Abay Cloud password',
      greeting: 'Hello,',
      blocks: [
        { p: 'Someone (we hope you) asked to reset the password of your Abay Cloud account.' },
        { link: { label: 'Choose a new password', href: resetUrl } },
        {
          p: `The link works once, for ${MINUTES} minutes. Setting a new password signs you out on every device.`,
        },
        { p: 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.' },
      ],
    });
  }
  return renderMail({
    locale,
    subject: 'የAbay Cloud የይለፍ ቃልዎን ይቀይሩ',
    greeting: 'ጤና ይስጥልኝ፣',
    blocks: [
      { p: 'የAbay Cloud መለያዎን የይለፍ ቃል ለመቀየር ጥያቄ ቀርቧል (እርስዎ እንደሆኑ እናምናለን)።' },
      { link: { label: 'አዲስ የይለፍ ቃል ይምረጡ', href: resetUrl } },
      {
        p: `ሊንኩ የሚሰራው አንድ ጊዜ ብቻ ሲሆን ለ${MINUTES} ደቂቃ ያገለግላል። አዲስ የይለፍ ቃል ሲያስገቡ ከሁሉም መሣሪያዎች ይወጣሉ።`,
      },
      { p: 'ይህን ያልጠየቁት ከሆነ ይህን ኢሜይል መተው ይችላሉ፤ የይለፍ ቃልዎ እንዳለ ይቆያል።' },
    ],
  });
}
