import {
  COUPON_CHECK_FAILED_MESSAGE,
  COUPON_EMPTY_MESSAGE,
  COUPON_INVALID_MESSAGE,
  INVALID_CONFIG_TYPE,
  NO_CONFIGURATION_DATA,
  NO_TOKEN_FOUND,
  ORDER_ID_MISSING,
  ORDER_NOT_RETURNED,
  SIGN_IN_TO_PAY,
  orderErrorMessage,
  serviceRestrictionMessage,
} from '@shop/domain';

/**
 * Keys of the checkout area whose English text is a specification text domain also holds. Texts
 * domain computes with a value are its function given the ICU placeholder ('{message}', '{names}').
 */
export const checkout: Readonly<Record<string, string>> = {
  'checkout.summary.noToken': NO_TOKEN_FOUND,
  'checkout.summary.signInToPay': SIGN_IN_TO_PAY,
  'checkout.empty.title': NO_CONFIGURATION_DATA,
  'checkout.coupon.empty': COUPON_EMPTY_MESSAGE,
  'checkout.coupon.invalid': COUPON_INVALID_MESSAGE,
  'checkout.coupon.checkFailed': COUPON_CHECK_FAILED_MESSAGE,
  'checkout.coupon.restricted': serviceRestrictionMessage(['{names}']),
  'checkout.order.failed': orderErrorMessage('{message}'),
  'checkout.order.notReturned': ORDER_NOT_RETURNED,
  'checkout.order.idMissing': ORDER_ID_MISSING,
  'checkout.order.invalidType': INVALID_CONFIG_TYPE,
};
