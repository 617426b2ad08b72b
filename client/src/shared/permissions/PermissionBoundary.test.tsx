import { API } from '@contract/apis';
import { act, screen } from '@testing-library/react';
import { renderScreen, signInAs } from '../../../jest/renderScreen';
import { sessionStore } from '../session/sessionStore';
import { PermissionBoundary } from './PermissionBoundary';

const POLICY = { myPermissions: [{ __typename: 'ApiPermission', path: '/device/efficiency', method: 'GET' }] };
const screenBody = <p data-testid="screen">the screen</p>;

beforeEach(() => signInAs(['maintainer'], 'maintainer'));
afterEach(() => act(() => sessionStore.signOut()));

describe('a permission boundary while the permissions load', () => {
  it('shows a screen that needs no API at once (the starter of a reload, the public pages)', async () => {
    // MyPermissions unanswered: still on its way.
    const link = await renderScreen(
      <PermissionBoundary apis={[]} page="Starting" role="maintainer">
        {screenBody}
      </PermissionBoundary>,
    );
    expect(link.requests.map((r) => r.operationName)).toContain('MyPermissions');
    expect(screen.getByTestId('screen')).toBeTruthy();
  });

  it('shows a screen that needs an API the loading state, not an empty page, until they are known', async () => {
    await renderScreen(
      <PermissionBoundary apis={[API.deviceEfficiency]} page="Utilization kanban" role="maintainer">
        {screenBody}
      </PermissionBoundary>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByTestId('screen')).toBeNull();
  });

  it('leaves a panel empty inside its screen until they are known', async () => {
    await renderScreen(
      <PermissionBoundary apis={[API.deviceEfficiency]} page="Utilization kanban" role="maintainer" compact>
        {screenBody}
      </PermissionBoundary>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByTestId('screen')).toBeNull();
  });

  it('shows the screen once they are known and hold its APIs', async () => {
    await renderScreen(
      <PermissionBoundary apis={[API.deviceEfficiency]} page="Utilization kanban" role="maintainer">
        {screenBody}
      </PermissionBoundary>,
      { answers: { MyPermissions: POLICY } },
    );
    expect(screen.getByTestId('screen')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
