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
import { errors } from './errors';

/**
 * Catalogue keys (full paths, 'auth.signIn.failed') whose English text is a specification text that
 * domain also holds: catalogue.test.ts ties each to its domain constant, so English keeps the
 * specs' exact words. One file per area.
 */
export const SPEC_TEXTS: Readonly<Record<string, string>> = {
  ...common,
  ...layout,
  ...landing,
  ...catalog,
  ...configure,
  ...auth,
  ...checkout,
  ...payment,
  ...orders,
  ...services,
  ...contact,
  ...tos,
  ...affiliate,
  ...errors,
};
