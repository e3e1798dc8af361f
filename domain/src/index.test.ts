import { describe, expect, it } from 'vitest';
import * as domain from './index';
import * as affiliate from './affiliate';
import * as catalog from './catalog';
import * as coupons from './coupons';
import * as enums from './enums';
import * as games from './games';
import * as locale from './locale';
import * as messages from './messages';
import * as messagesAm from './messages-am';
import * as money from './money';
import * as orderDrafts from './order-drafts';
import * as payments from './payments';
import * as pricing from './pricing';
import * as serverMessageLocale from './server-message-locale';
import * as serviceSpecs from './service-specs';
import * as shopCatalog from './shop-catalog';
import * as sliders from './sliders';
import * as status from './status';
import * as units from './units';
import * as validation from './validation';

describe('index', () => {
  it.each(
    Object.entries({
      affiliate,
      catalog,
      coupons,
      enums,
      // The slider and game rules come through catalog.
      games,
      locale,
      messages,
      messagesAm,
      money,
      orderDrafts,
      payments,
      pricing,
      serverMessageLocale,
      serviceSpecs,
      shopCatalog,
      sliders,
      status,
      units,
      validation,
    }),
  )('re-exports everything of %s', (name, module) => {
    const entries = Object.entries(module);
    expect(entries, `${name} exports values`).not.toEqual([]);
    for (const [key, value] of entries) {
      expect((domain as Record<string, unknown>)[key], key).toBe(value);
    }
  });
});
