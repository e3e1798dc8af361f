import { useNavigate } from 'react-router-dom';
import { useServerLogout, useSignOutEverywhere } from '../../store/session-actions';

/**
 * Signs out (the session ended on the server, auth and pending configuration cleared by the
 * slices) and returns to the landing page.
 */
export function useLogout() {
  const logout = useServerLogout();
  const navigate = useNavigate();
  return () => logout(() => navigate('/'));
}

/** "Sign out everywhere", then the sign-in page; `error` when the server could not do it. */
export function useLogoutEverywhere() {
  const everywhere = useSignOutEverywhere();
  const navigate = useNavigate();
  return {
    ...everywhere,
    run: () => everywhere.run(() => navigate('/signin')),
  };
}
