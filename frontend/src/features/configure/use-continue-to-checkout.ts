import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { rememberIntendedDestination } from '../../lib/intended-destination';
import { selectIsLoggedIn } from '../../store/auth-slice';
import { configurationSaved, type PendingConfiguration } from '../../store/checkout-slice';

export const CONFIRMATION_PATH = '/config-confirmation';

/**
 * 'Continue to Checkout' (storefront spec, section 4): save the pending configuration (the
 * persistence listener keeps it in browser storage), then go to the configuration summary when
 * signed in; otherwise remember that destination with the configuration as its data and sign in first.
 */
export function useContinueToCheckout(): (pending: PendingConfiguration) => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  return useCallback(
    (pending: PendingConfiguration) => {
      dispatch(configurationSaved(pending));
      if (isLoggedIn) {
        navigate(CONFIRMATION_PATH);
        return;
      }
      rememberIntendedDestination({ path: CONFIRMATION_PATH, search: '', state: pending });
      navigate('/signin');
    },
    [dispatch, navigate, isLoggedIn],
  );
}
