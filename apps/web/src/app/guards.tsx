import { Navigate, Outlet } from 'react-router';
import { useAuth } from '@/lib/auth';

/** Routes that need login send a visitor who is not signed in to /signin (spec 1 §2.1). */
export function RequireAuth() {
  const { user } = useAuth();
  return user ? <Outlet /> : <Navigate to="/signin" replace />;
}

/** Admin-flagged routes send everyone else to the Dashboard (docs/decisions.md). */
export function RequireAdmin() {
  const { isAdmin } = useAuth();
  return isAdmin ? <Outlet /> : <Navigate to="/" replace />;
}

/** Sign in and sign up: a user who is already signed in goes to the Dashboard. */
export function GuestOnly() {
  const { user } = useAuth();
  return user ? <Navigate to="/" replace /> : <Outlet />;
}
