import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { rememberIntendedDestination } from '../../lib/intended-destination';

/**
 * While `active`, remembers where the visitor was going (path, query and navigation state) and
 * replaces the page with /signin. The sign-in page sends them back after a successful login.
 */
export function useSignInRedirect(active: boolean): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    rememberIntendedDestination({ path: location.pathname, search: location.search, state: location.state });
    navigate('/signin', { replace: true });
  }, [active, location, navigate]);
}
