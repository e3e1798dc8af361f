import {
  AFFILIATE_CODE_CHARSET_MESSAGE,
  AFFILIATE_CODE_LENGTH_MESSAGE,
  AFFILIATE_CREATE_FAILED,
  AFFILIATE_LOAD_FAILED,
  AFFILIATE_TOGGLE_FAILED,
  CODE_STATS_LOAD_FAILED,
} from '@shop/domain';

/** Keys of the affiliate area whose English text is a specification text domain also holds. */
export const affiliate: Readonly<Record<string, string>> = {
  'affiliate.banners.loadFailed': AFFILIATE_LOAD_FAILED,
  'affiliate.banners.createFailed': AFFILIATE_CREATE_FAILED,
  'affiliate.banners.toggleFailed': AFFILIATE_TOGGLE_FAILED,
  'affiliate.banners.statsFailed': CODE_STATS_LOAD_FAILED,
  'affiliate.form.lengthError': AFFILIATE_CODE_LENGTH_MESSAGE,
  'affiliate.form.charsetError': AFFILIATE_CODE_CHARSET_MESSAGE,
};
