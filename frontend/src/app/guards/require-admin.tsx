import { Outlet } from 'react-router-dom';
import { selectIsAdmin, selectIsLoggedIn } from '../../features/auth/auth-slice';
import { useAppSelector } from '../hooks';
import { AccessDenied } from './access-denied';
import { useSignInRedirect } from './use-sign-in-redirect';

/** The admin console: signed out -> /signin (destination remembered); a customer -> Access Denied. */
export function RequireAdmin() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isAdmin = useAppSelector(selectIsAdmin);
  useSignInRedirect(!isLoggedIn);
  if (!isLoggedIn) return null;
  return isAdmin ? <Outlet /> : <AccessDenied />;
}
