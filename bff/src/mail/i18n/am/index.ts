import type { Messages } from '../catalogue.ts';
import type { MailCatalogue } from '../en/index.ts';
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

/** The Amharic mail texts: the English catalogue's keys, translated (terms: frontend/src/i18n/GLOSSARY.md). */
export const am: Messages<MailCatalogue> = {
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
};
