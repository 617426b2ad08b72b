import { Box } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ComingSoonPage } from '../features/common/ComingSoonPage';
import { NotFoundPage } from '../features/common/NotFoundPage';
import { lazyPage } from './lazyPage';
import { RootGuard, type RouteHandle } from './RootGuard';
import { RouteErrorPage } from './RouteErrorPage';
import { type AppRoute, INDEX_ROUTE, NOT_FOUND_ROUTE, ROUTE_TABLE, type RouteScreen, withFullVariants } from './routes';
import { ScreenGate } from './ScreenGate';
import { Shell } from './shell/Shell';
import { StartRedirect } from './StartRedirect';

/** One React.lazy per screen, so a kanban and its '/full' twin share the loaded chunk. */
function lazyComponents(): (screen: RouteScreen & { kind: 'lazy' }) => ComponentType {
  const made = new Map<RouteScreen, ComponentType>();
  return (screen) => {
    let component = made.get(screen);
    if (!component) {
      component = lazyPage(screen.load);
      made.set(screen, component);
    }
    return component;
  };
}

function pageFor(route: AppRoute, lazyComponent: ReturnType<typeof lazyComponents>): ReactNode {
  const { screen } = route;
  if (screen.kind === 'comingSoon') return <ComingSoonPage titleId={route.titleId} kanban={route.kanban} backTo={screen.backTo} />;
  const Page = lazyComponent(screen);
  return (
    <ScreenGate route={route}>
      <Page />
    </ScreenGate>
  );
}

/** The react-router tree built from the route table, guarded at its root. */
export function buildRoutes(): RouteObject[] {
  const routes = withFullVariants(ROUTE_TABLE);
  const lazyComponent = lazyComponents();
  const toRouteObject = (route: AppRoute): RouteObject => {
    const handle: RouteHandle = { route };
    const page = pageFor(route, lazyComponent);
    // Full-screen kanbans fill the window without the shell.
    const element = route.layout === 'bare' && route.kanban ? <Box h="100vh">{page}</Box> : page;
    return { path: route.path, handle, element };
  };
  return [
    {
      element: <RootGuard />,
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, handle: { route: INDEX_ROUTE } satisfies RouteHandle, element: <StartRedirect /> },
        ...routes.filter((r) => r.layout === 'bare').map(toRouteObject),
        { element: <Shell />, children: routes.filter((r) => r.layout === 'shell').map(toRouteObject) },
        { path: '*', handle: { route: NOT_FOUND_ROUTE } satisfies RouteHandle, element: <NotFoundPage /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
