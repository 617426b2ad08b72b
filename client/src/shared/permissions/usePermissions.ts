import { useMemo } from 'react';
import { graphql } from '../../gql';
import { useAppQuery } from '../api/useAppQuery';
import { useSession } from '../session/useSession';
import { type PermissionView, permissionView } from './permissions';

export const MyPermissionsQuery = graphql(`
  query MyPermissions {
    myPermissions {
      path
      method
    }
  }
`);

/**
 * The signed-in caller's permissions: loaded once per session (Apollo's cache; a sign-in or
 * sign-out clears it), not at all for super_admin. A failed load is only logged and leaves
 * everything denied (spec part 1 sections 6 and 8). `refresh` reloads them, e.g. after the
 * server answered FORBIDDEN because a policy changed. Element-level permission checks
 * build on this hook.
 */
export function usePermissions(): PermissionView & { refresh(): void } {
  const { user } = useSession();
  const role = user?.roles[0] ?? null;
  const lookup = !!role && role !== 'super_admin';
  const { data, error, refetch } = useAppQuery(MyPermissionsQuery, { skip: !lookup, fetchPolicy: 'cache-first', context: { errorDisplay: 'log' } });
  const loaded = data?.myPermissions ?? null;
  return useMemo(
    () => ({
      ...permissionView(role, error ? null : loaded, !lookup || !!loaded || !!error),
      refresh: () => {
        if (lookup) void refetch().catch(() => undefined);
      },
    }),
    [role, lookup, loaded, error, refetch],
  );
}
