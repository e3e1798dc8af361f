import { builtInCouponRestriction, checkServiceRestriction, normalizeCouponCode } from '@shop/domain';
import { useState } from 'react';
import {
  getApiErrorMessage,
  useLazyLookupDiscountCodeQuery,
  type ApiError,
  type CouponLookup,
} from '../../api';

/**
 * Why a code was not applied, for the page to word: empty, invalid, not checkable, a built-in rule
 * (the plans the code is for), or the server's own reason (as it comes, already in the language).
 */
export type CouponError =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'checkFailed' }
  | { kind: 'restricted'; allowedNames: readonly string[] }
  | { kind: 'server'; message: string };

/** 404: the code does not exist or is not usable; 422: the server's own reason; anything else failed. */
export function couponFailure(error: unknown): CouponError {
  const status = (error as Partial<ApiError> | undefined)?.status;
  if (status === 404) return { kind: 'invalid' };
  if (status === 422) {
    const message = getApiErrorMessage(error, '');
    return message ? { kind: 'server', message } : { kind: 'invalid' };
  }
  return { kind: 'checkFailed' };
}

export type CouponState = {
  /** What the customer typed, upper-cased as typed. */
  input: string;
  setInput: (value: string) => void;
  applied: CouponLookup | null;
  error: CouponError | null;
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
  const [error, setError] = useState<CouponError | null>(null);
  const [lookup, { isFetching }] = useLazyLookupDiscountCodeQuery();

  const setInput = (value: string) => {
    setRawInput(value.toUpperCase());
    setError(null);
  };

  const apply = async () => {
    const code = normalizeCouponCode(input);
    if (!code) return setError({ kind: 'empty' });
    const allowedNames = builtInCouponRestriction(code);
    if (allowedNames && checkServiceRestriction(allowedNames, serviceName)) {
      return setError({ kind: 'restricted', allowedNames });
    }
    setError(null);
    try {
      const found = await lookup({ code, serviceName }).unwrap();
      if (typeof found?.discount !== 'number') return setError({ kind: 'invalid' });
      setApplied({ code: found.code || code, discount: found.discount });
      setRawInput('');
    } catch (failure) {
      setError(couponFailure(failure));
    }
  };

  const remove = () => {
    setApplied(null);
    setError(null);
  };

  return { input, setInput, applied, error, checking: isFetching, apply, remove };
}
