import { Navigate, Outlet } from 'react-router-dom';
import { selectIsAdmin } from '../../features/auth/auth-slice';
import { useAppSelector } from '../hooks';

/** The landing, catalog and sign-in/up pages: a signed-in admin goes to the console instead. */
export function RedirectAdmin() {
  const isAdmin = useAppSelector(selectIsAdmin);
  return isAdmin ? <Navigate to="/admin" replace /> : <Outlet />;
}
