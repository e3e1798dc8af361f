import { common } from './common';
import { layout } from './layout';
import { landing } from './landing';
import { catalog } from './catalog';
import { configure } from './configure';
import { auth } from './auth';
import { checkout } from './checkout';
import { payment } from './payment';
import { orders } from './orders';
import { services } from './services';
import { contact } from './contact';
import { tos } from './tos';
import { affiliate } from './affiliate';
import { notifications } from './notifications';
import { support } from './support';
import { access } from './access';
import { errors } from './errors';

/**
 * The English catalogue, by area (one file each). English is bundled with the app; other languages
 * load on demand. Texts quoted in the specifications appear here verbatim (catalogue.test.ts checks
 * those domain also holds, listed in ../spec).
 */
export const en = {
  common,
  layout,
  landing,
  catalog,
  configure,
  auth,
  checkout,
  payment,
  orders,
  services,
  contact,
  tos,
  affiliate,
  support,
  notifications,
  access,
  errors,
} as const;

export type Catalogue = typeof en;
