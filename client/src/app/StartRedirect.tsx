import { Navigate } from 'react-router';
import { usePermissions } from '../shared/permissions/usePermissions';
import { useSession } from '../shared/session/useSession';
import { PageLoading } from '../shared/widgets/PageLoading';
import { startPath } from './shell/menu';

/** The index route '/': on to the first screen the caller may use (the guard waited for the permissions). */
export function StartRedirect() {
  const { user } = useSession();
  const permissions = usePermissions();
  // The loading state stays while the start screen renders (not an empty page).
  return (
    <>
      <Navigate to={startPath(user?.roles[0] ?? null, permissions)} replace />
      <PageLoading />
    </>
  );
}
