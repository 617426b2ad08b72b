import type { Role } from '@contract/roles';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { ForbiddenSinkContext } from '../api/errorDisplay';
import { PageLoading } from '../widgets/PageLoading';
import { NoPermission } from './NoPermission';
import { type ApiRef, missingApis } from './permissions';
import { usePermissions } from './usePermissions';

export type PermissionBoundaryProps = {
  /** What the screen or panel needs. */
  apis: readonly ApiRef[];
  /** The screen's title, for the notice. */
  page: string;
  role: Role | null;
  compact?: boolean;
  /** A new value (another screen, other query values) starts over. */
  resetKey?: unknown;
  children: ReactNode;
};

/**
 * Shows its children while the caller may call `apis`, else the no-permission state. A
 * query or subscription inside answered FORBIDDEN (the policy changed while the screen was
 * open) switches to the same state and reloads the caller's permissions, so the menu follows.
 */
export function PermissionBoundary({ apis, page, role, compact, resetKey, children }: PermissionBoundaryProps) {
  const permissions = usePermissions();
  const [withdrawn, setWithdrawn] = useState(false);
  useEffect(() => setWithdrawn(false), [resetKey]);
  const { refresh } = permissions;
  const sink = useMemo(
    () => ({
      forbidden: () => {
        setWithdrawn(true);
        refresh();
      },
    }),
    [refresh],
  );
  // Nothing to check (the starter, sign-in and other public pages): nothing to wait for. The starter
  // of a reload with a stored user had waited for the permissions on a blank page.
  if (!permissions.ready && apis.length > 0) {
    // Not known yet: a loading state rather than a notice that would flash away; a panel stays empty inside its screen.
    return compact ? null : <PageLoading />;
  }
  const missing = missingApis(apis, permissions);
  if (missing.length > 0 || withdrawn) {
    // After a FORBIDDEN the reloaded permissions say what went; until then, everything the screen needs.
    return <NoPermission missing={missing.length > 0 ? missing : apis} page={page} role={role} compact={compact} withdrawn={withdrawn} />;
  }
  return <ForbiddenSinkContext.Provider value={sink}>{children}</ForbiddenSinkContext.Provider>;
}
