import { Navigate } from 'react-router';
import { usePermissions } from '../shared/permissions/usePermissions';
import { useSession } from '../shared/session/useSession';
import { startPath } from './shell/menu';

/** The index route '/': on to the first screen the caller may use (the guard waited for the permissions). */
export function StartRedirect() {
  const { user } = useSession();
  const permissions = usePermissions();
  return <Navigate to={startPath(user?.roles[0] ?? null, permissions)} replace />;
}
