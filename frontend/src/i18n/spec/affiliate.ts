import {
  AFFILIATE_CODE_CHARSET_MESSAGE,
  AFFILIATE_CODE_LENGTH_MESSAGE,
  AFFILIATE_CREATE_FAILED,
  AFFILIATE_LOAD_FAILED,
  AFFILIATE_TOGGLE_FAILED,
  CODE_STATS_LOAD_FAILED,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
} from '@shop/domain';

/** Keys of the affiliate area whose English text is a specification text domain also holds. */
export const affiliate: Readonly<Record<string, string>> = {
  'affiliate.banners.loadFailed': AFFILIATE_LOAD_FAILED,
  'affiliate.banners.createFailed': AFFILIATE_CREATE_FAILED,
  'affiliate.banners.toggleFailed': AFFILIATE_TOGGLE_FAILED,
  'affiliate.banners.statsFailed': CODE_STATS_LOAD_FAILED,
  'affiliate.form.lengthError': AFFILIATE_CODE_LENGTH_MESSAGE,
  'affiliate.form.charsetError': AFFILIATE_CODE_CHARSET_MESSAGE,
  // Every status of the contract, in domain's one table's words.
  ...Object.fromEntries(
    ORDER_STATUSES.map((status) => [`affiliate.orderStatus.${status}`, ORDER_STATUS_LABELS[status]]),
  ),
};
