import {
  COUPON_CHECK_FAILED_MESSAGE,
  COUPON_EMPTY_MESSAGE,
  COUPON_INVALID_MESSAGE,
  builtInCouponRestriction,
  checkServiceRestriction,
  normalizeCouponCode,
} from '@shop/domain';
import { useState } from 'react';
import {
  getApiErrorMessage,
  useLazyLookupDiscountCodeQuery,
  type ApiError,
  type CouponLookup,
} from '../../api';

/** 404: the code does not exist or is not usable; 422: the server's own reason; anything else failed. */
export function couponFailureMessage(error: unknown): string {
  const status = (error as Partial<ApiError> | undefined)?.status;
  if (status === 404) return COUPON_INVALID_MESSAGE;
  if (status === 422) return getApiErrorMessage(error, COUPON_INVALID_MESSAGE);
  return COUPON_CHECK_FAILED_MESSAGE;
}

export type CouponState = {
  /** What the customer typed, upper-cased as typed. */
  input: string;
  setInput: (value: string) => void;
  applied: CouponLookup | null;
  error: string | null;
  checking: boolean;
  apply: () => Promise<void>;
  remove: () => void;
};

/**
 * The coupon of the configuration summary: the code is normalised, the built-in service-name rules
 * (ET2018, SP45) are checked locally first, then the public look-up decides.
 */
export function useCoupon(serviceName: string): CouponState {
  const [input, setRawInput] = useState('');
  const [applied, setApplied] = useState<CouponLookup | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [lookup, { isFetching }] = useLazyLookupDiscountCodeQuery();

  const setInput = (value: string) => {
    setRawInput(value.toUpperCase());
    setError(null);
  };

  const apply = async () => {
    const code = normalizeCouponCode(input);
    if (!code) return setError(COUPON_EMPTY_MESSAGE);
    const refusal = checkServiceRestriction(builtInCouponRestriction(code), serviceName);
    if (refusal) return setError(refusal);
    setError(null);
    try {
      const found = await lookup({ code, serviceName }).unwrap();
      if (typeof found?.discount !== 'number') return setError(COUPON_INVALID_MESSAGE);
      setApplied({ code: found.code || code, discount: found.discount });
      setRawInput('');
    } catch (failure) {
      setError(couponFailureMessage(failure));
    }
  };

  const remove = () => {
    setApplied(null);
    setError(null);
  };

  return { input, setInput, applied, error, checking: isFetching, apply, remove };
}
