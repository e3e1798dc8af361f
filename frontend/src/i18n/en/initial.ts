import { catalog } from './catalog';
import { common } from './common';
import { errors } from './errors';
import { landing } from './landing';
import { layout } from './layout';

/**
 * The English texts the first screen needs, bundled with the app: the header, footer and layout,
 * the landing page (which shows catalog cards), and the API's error texts. Every other area loads
 * with its page (../page-texts.ts); page-texts.test.ts checks that each module reads only what is
 * loaded by then.
 */
export const initialEn = { common, layout, landing, catalog, errors } as const;
