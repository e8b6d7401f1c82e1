// Route guards: anonymous users go to sign-in; only admins see the admin area. The server
// enforces the same rules on every API call; these only decide what to render.
import { Navigate, Outlet } from 'react-router';
import { Spinner } from '../ui/spinner';
import { useAuth } from '../../lib/auth-state';
import { PATHS } from '../../lib/paths';

export function RequireAuth() {
  const { loading, user } = useAuth();
  if (loading) return <Spinner className="py-24" />;
  if (!user) return <Navigate to={PATHS.signIn} replace />;
  return <Outlet />;
}

export function RequireAdmin() {
  const { loading, user, isAdmin } = useAuth();
  if (loading) return <Spinner className="py-24" />;
  if (!user) return <Navigate to={PATHS.signIn} replace />;
  if (!isAdmin) return <Navigate to={PATHS.home} replace />;
  return <Outlet />;
}
