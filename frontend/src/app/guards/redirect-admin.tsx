import { Navigate, Outlet } from 'react-router-dom';
import { selectIsAdmin } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';

/** The landing, catalog and sign-in/up pages: a signed-in admin goes to the console instead. */
export function RedirectAdmin() {
  const isAdmin = useAppSelector(selectIsAdmin);
  return isAdmin ? <Navigate to="/admin" replace /> : <Outlet />;
}
