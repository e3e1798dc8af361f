import { common } from './common.ts';
import { payment } from './payment.ts';
import { orderPlaced } from './order-placed.ts';
import { server } from './server.ts';
import { expiry } from './expiry.ts';
import { lifecycle } from './lifecycle.ts';
import { refund } from './refund.ts';
import { orderDetails } from './order-details.ts';
import { support } from './support.ts';
import { passwordReset } from './password-reset.ts';
import { tickets } from './tickets.ts';

/**
 * The English mail texts, by kind of mail (one file each), as the app's catalogues are
 * (frontend/src/i18n/en). Ids, amounts, dates and names come in as values, formatted by
 * ../../format.ts; the words are those of frontend/src/i18n and its GLOSSARY.md.
 */
export const en = {
  common,
  payment,
  orderPlaced,
  server,
  expiry,
  lifecycle,
  refund,
  orderDetails,
  support,
  passwordReset,
  tickets,
} as const;

export type MailCatalogue = typeof en;
