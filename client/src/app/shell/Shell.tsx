import { Box, Flex } from '@chakra-ui/react';
import { Suspense, useMemo } from 'react';
import { Outlet } from 'react-router';
import { usePermissions } from '../../shared/permissions/usePermissions';
import { usePermissionsLive } from '../../shared/permissions/usePermissionsLive';
import { useSession } from '../../shared/session/useSession';
import { PageLoading } from '../../shared/widgets/PageLoading';
import { Header } from './Header';
import { menuFor } from './menu';
import { SideMenu } from './SideMenu';
import { useMenuCollapsed } from './useMenuCollapsed';

/** The layout of signed-in pages: side menu, header and the page. */
export function Shell() {
  const { user } = useSession();
  const [collapsed, toggleCollapsed] = useMenuCollapsed();
  const role = user?.roles[0] ?? null;
  const permissions = usePermissions();
  // A policy replaced while the session is open reaches the menu, guards and element wrappers at once.
  usePermissionsLive(!!role && role !== 'super_admin');
  // The guard shows the shell only once the permissions are known: the menu lists what the caller may open.
  const items = useMemo(() => menuFor(role, permissions), [role, permissions]);

  // The guard only lets signed-in users in; this covers the instant of a sign out.
  if (!user) return null;
  return (
    <Flex h="100vh" overflow="hidden">
      <SideMenu items={items} collapsed={collapsed} />
      <Flex direction="column" flex="1" minW="0">
        <Header user={user} collapsed={collapsed} onToggleMenu={toggleCollapsed} />
        <Box as="main" flex="1" minH="0" overflow="auto" bg="bg.subtle">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Box>
      </Flex>
    </Flex>
  );
}
