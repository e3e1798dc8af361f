import { Outlet } from 'react-router-dom';
import { selectIsAdmin, selectIsLoggedIn } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { AccessDenied } from './access-denied';
import { usePrerendering } from '../../components/prerendering';
import { useSignInRedirect } from './use-sign-in-redirect';

/**
 * The admin console: signed out -> /signin (destination remembered); a customer -> Access Denied.
 * Prerendered, the console's loading state (see prerendering.ts).
 */
export function RequireAdmin() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const isAdmin = useAppSelector(selectIsAdmin);
  const prerendering = usePrerendering();
  useSignInRedirect(!isLoggedIn && !prerendering);
  if (prerendering) return <Outlet />;
  if (!isLoggedIn) return null;
  return isAdmin ? <Outlet /> : <AccessDenied />;
}
