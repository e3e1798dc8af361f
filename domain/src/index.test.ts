import { describe, expect, it } from 'vitest';
import * as domain from './index';
import * as affiliate from './affiliate';
import * as catalog from './catalog';
import * as coupons from './coupons';
import * as messages from './messages';
import * as money from './money';
import * as pricing from './pricing';
import * as shopCatalog from './shop-catalog';
import * as status from './status';
import * as units from './units';
import * as validation from './validation';

describe('index', () => {
  it.each(
    Object.entries({
      affiliate,
      catalog,
      coupons,
      messages,
      money,
      pricing,
      shopCatalog,
      status,
      units,
      validation,
    }),
  )('re-exports everything of %s', (_name, module) => {
    for (const [key, value] of Object.entries(module)) {
      expect((domain as Record<string, unknown>)[key], key).toBe(value);
    }
  });

  it('includes the slider and game rules through catalog', () => {
    expect(domain.kvmSliderBounds).toBeTypeOf('function');
    expect(domain.matchKnownGame).toBeTypeOf('function');
  });
});
