import { Navigate, Outlet, useLocation } from 'react-router';
import { ROUTES } from '@sakinah/contract';
import { useSession } from '../features/session/session';

/** Protected routes: nothing while the session loads, the login page when there is no member. */
export function RequireUser() {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return null;
  if (!user) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`${ROUTES.login}?redirect=${encodeURIComponent(back)}`} replace />;
  }
  return <Outlet />;
}
