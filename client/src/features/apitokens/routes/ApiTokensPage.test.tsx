import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderScreen } from '../../../../jest/renderScreen';
import { ScriptedLink } from '../../../../jest/scriptedLink';
import { usePermissionsLive } from '../../../shared/permissions/usePermissionsLive';
import { sessionStore } from '../../../shared/session/sessionStore';
import { toaster } from '../../../shared/toast/toaster';
import { ApiTokensPage } from './ApiTokensPage';

// Whole flows through the UI: several renders each; a busy machine needs more than jest's 5 s.
const LONG_FLOW_MS = 20_000;

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
const token = (id: string, name: string, extra: object = {}) => ({ __typename: 'ApiToken', id, name, hint: 'a1B2', createdAt: '2026-03-01T08:00:00.000Z', expiresAt: null, lastUsedAt: null, ...extra });
const user = (id: string, name: string, account: string) => ({ __typename: 'User', id, name, account });
const perm = (path: string, method: string) => ({ __typename: 'ApiPermission', path, method });

function Live({ children }: { children: ReactNode }) {
  usePermissionsLive(true);
  return <>{children}</>;
}

async function show(link: ScriptedLink) {
  await renderScreen(
    <Live>
      <ApiTokensPage />
    </Live>,
    { link },
  );
}

const signInAs = (role: 'tenant_admin' | 'maintainer') =>
  act(() => sessionStore.signIn({ id: '2', username: 'Li Wei', account: 'tenantadmin', roles: [role], language: null, avatarUrl: null }));

afterEach(() => {
  act(() => toaster.remove());
  act(() => sessionStore.signOut());
});

describe('ApiTokensPage', () => {
  it('creates a token and shows its secret once, then lists it', async () => {
    signInAs('maintainer');
    const link = new ScriptedLink({
      MyPermissions: { myPermissions: [] },
      MyApiTokens: { myApiTokens: [] },
      CreateApiToken: { createApiToken: { __typename: 'CreatedApiToken', secret: 'mmct_secretvalue', token: { __typename: 'ApiToken', id: '9' } } },
    });
    await show(link);
    expect(screen.getByText('No tokens yet.')).toBeTruthy();
    // The shared rule first.
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create' }));
      await settle();
    });
    expect(screen.getByText('Please enter a name for the token')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'ERP sync' } });
    link.answer('MyApiTokens', { myApiTokens: [token('9', 'ERP sync')] });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Create' }));
      await settle();
    });
    expect(link.requests.find((r) => r.operationName === 'CreateApiToken')?.variables).toEqual({ name: 'ERP sync', expiresAt: null });
    expect(screen.getByTestId('token-secret').textContent).toBe('mmct_secretvalue');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Done' }));
      await settle();
    });
    // Gone once the dialog's exit has run: the secret is not shown again.
    await waitFor(() => expect(screen.queryByTestId('token-secret')).toBeNull());
    const row = screen.getByTestId('token-9');
    expect(within(row).getByText('ERP sync')).toBeTruthy();
    expect(within(row).getByText('…a1B2')).toBeTruthy();
    expect(within(row).getByText('No expiry')).toBeTruthy();
    expect(within(row).getByText('Never')).toBeTruthy();
    // Not an administrator: no section of other users' tokens.
    expect(screen.queryByTestId('user-tokens')).toBeNull();
  }, LONG_FLOW_MS);

  it('revokes after asking', async () => {
    signInAs('maintainer');
    const link = new ScriptedLink({ MyPermissions: { myPermissions: [] }, MyApiTokens: { myApiTokens: [token('5', 'wall display')] }, RevokeApiToken: { revokeApiToken: { __typename: 'ApiToken', id: '5' } } });
    await show(link);
    await act(async () => {
      fireEvent.click(within(screen.getByTestId('token-5')).getByRole('button', { name: 'Revoke' }));
      await settle();
    });
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Revoke “wall display”? Everything using it stops working at once.')).toBeTruthy();
    link.answer('MyApiTokens', { myApiTokens: [] });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
      await settle();
    });
    expect(link.requests.find((r) => r.operationName === 'RevokeApiToken')?.variables).toEqual({ id: '5' });
    expect(await screen.findByText('Token revoked')).toBeTruthy();
  }, LONG_FLOW_MS);

  it("shows a tenant administrator its users' tokens while it may list users, and lets it revoke others' only with PUT /user, live", async () => {
    signInAs('tenant_admin');
    const link = new ScriptedLink({
      MyPermissions: { myPermissions: [perm('/user', 'GET')] },
      MyApiTokens: { myApiTokens: [] },
      UserApiTokens: {
        apiTokens: {
          __typename: 'ApiTokenPage',
          total: 2,
          items: [token('7', 'shop floor', { user: user('5', 'Wang Fang', 'maintainer') }), token('8', 'own', { user: user('2', 'Li Wei', 'tenantadmin') })],
        },
      },
    });
    await show(link);
    const section = screen.getByTestId('user-tokens');
    expect(within(section).getByText('Wang Fang (maintainer)')).toBeTruthy();
    const others = () => within(screen.getByTestId('token-7')).getByRole('button', { name: 'Revoke' }) as HTMLButtonElement;
    const own = () => within(screen.getByTestId('token-8')).getByRole('button', { name: 'Revoke' }) as HTMLButtonElement;
    expect(others().disabled).toBe(true);
    expect(own().disabled).toBe(false);

    await act(async () => {
      link.push('MyPermissionsChanged', { myPermissionsChanged: [perm('/user', 'GET'), perm('/user', 'PUT')] });
      await settle();
    });
    expect(others().disabled).toBe(false);

    await act(async () => {
      link.push('MyPermissionsChanged', { myPermissionsChanged: [perm('/user', 'PUT')] });
      await settle();
    });
    expect(screen.queryByTestId('user-tokens')).toBeNull();
  }, LONG_FLOW_MS);
});
