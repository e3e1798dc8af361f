import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../hooks';
import { loggedOut } from '../../features/auth/auth-slice';

/** Signs out (auth and pending configuration cleared by the slices) and returns to the landing page. */
export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return () => {
    dispatch(loggedOut());
    navigate('/');
  };
}
