import { endSessionOnServer, useLogoutAllMutation } from '../api';
import { useAppDispatch, useAppSelector } from './hooks';
import { loggedOut, selectToken } from './auth-slice';

/**
 * Logout: asks the server to end this session (with the token, not waited for) and signs out here
 * at once; `leave` runs right after, in the same turn (navigating off a signed-in page before its
 * guard sees the signed-out state).
 */
export function useServerLogout(): (leave?: () => void) => void {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  return (leave) => {
    if (token) endSessionOnServer(token);
    dispatch(loggedOut({ byUser: true }));
    leave?.();
  };
}

/**
 * "Sign out everywhere": ends every session of the account on the server, this one included, and
 * then signs out here (`leave` runs just before, as for logout). On failure nothing changes and
 * `error` says so.
 */
export function useSignOutEverywhere() {
  const dispatch = useAppDispatch();
  const [logoutAll, state] = useLogoutAllMutation();
  const run = async (leave?: () => void): Promise<boolean> => {
    try {
      await logoutAll().unwrap();
    } catch {
      return false;
    }
    leave?.();
    dispatch(loggedOut({ byUser: true }));
    return true;
  };
  return { run, isLoading: state.isLoading, error: state.error };
}
