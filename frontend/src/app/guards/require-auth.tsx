import { Outlet } from 'react-router-dom';
import { selectIsLoggedIn } from '../../features/auth/auth-slice';
import { useAppSelector } from '../hooks';
import { useSignInRedirect } from './use-sign-in-redirect';

/** Signed-in pages: a signed-out visitor is sent to /signin (destination remembered); nothing renders meanwhile. */
export function RequireAuth() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  useSignInRedirect(!isLoggedIn);
  return isLoggedIn ? <Outlet /> : null;
}
