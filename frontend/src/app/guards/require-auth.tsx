import { Outlet } from 'react-router-dom';
import { selectIsLoggedIn } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { usePrerendering } from '../../components/prerendering';
import { useSignInRedirect } from './use-sign-in-redirect';

/**
 * Signed-in pages: a signed-out visitor is sent to /signin (destination remembered); nothing
 * renders meanwhile. Prerendered, the page's loading state (see prerendering.ts).
 */
export function RequireAuth() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const prerendering = usePrerendering();
  useSignInRedirect(!isLoggedIn && !prerendering);
  return isLoggedIn || prerendering ? <Outlet /> : null;
}
