import type { Messages } from '../catalogue';
import type { Catalogue } from '../en';
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

/** The Amharic catalogue: the English one's keys, translated (terms: ../GLOSSARY.md). */
export const am: Messages<Catalogue> = {
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
};
