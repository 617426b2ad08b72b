import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../gql';
import { useLiveSubscription } from '../api/useLiveSubscription';
import { MyPermissionsQuery } from './usePermissions';

const MyPermissionsChangedSubscription = graphql(`
  subscription MyPermissionsChanged {
    myPermissionsChanged {
      path
      method
    }
  }
`);

/**
 * Keeps the caller's permissions current while the session is open: the server sends them at
 * once and again whenever the role's policy is replaced (on any instance), and each answer
 * replaces the cached `myPermissions`, so every permission check (menu, guards, element
 * wrappers) re-renders without a reload. Mounted once, by the shell; none for super_admin.
 */
export function usePermissionsLive(lookup: boolean): void {
  const client = useApolloClient();
  useLiveSubscription(MyPermissionsChangedSubscription, {
    skip: !lookup,
    // A failure here must not cover the page: the permissions already loaded stay.
    context: { errorDisplay: 'log' },
    onData: ({ data }) => {
      const myPermissions = data.data?.myPermissionsChanged;
      if (myPermissions) client.cache.writeQuery({ query: MyPermissionsQuery, data: { myPermissions } });
    },
  });
}
