import { Button, ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { ApolloProvider } from '@apollo/client/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { ScriptedLink } from '../../../jest/scriptedLink';
import { createApolloClient } from '../../app/apolloClient';
import { messagesFor } from '../i18n/catalogue';
import { sessionStore } from '../session/sessionStore';
import { DisableUnlessPermitted, HideUnlessPermitted } from './PermissionGuards';
import { isAllowed, permissionRef, permissionView } from './permissions';
import { usePermissionsLive } from './usePermissionsLive';

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
const api = (path: string, method: string) => ({ __typename: 'ApiPermission', path, method });

/** The shell's part: the live permissions, mounted once. */
function Live({ children }: { children: ReactNode }) {
  const role = sessionStore.getState().user?.roles[0];
  usePermissionsLive(!!role && role !== 'super_admin');
  return <>{children}</>;
}

async function show(link: ScriptedLink, children: ReactNode) {
  const client = createApolloClient(sessionStore, link);
  await act(async () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <ApolloProvider client={client}>
          <IntlProvider locale="en" messages={messagesFor('en')}>
            <Live>{children}</Live>
          </IntlProvider>
        </ApolloProvider>
      </ChakraProvider>,
    );
    await settle();
  });
}

const signInAs = (role: 'tenant_admin' | 'super_admin' | 'user') =>
  act(() => sessionStore.signIn({ id: '1', username: 'Li Wei', account: 'tenantadmin', roles: [role], language: null, avatarUrl: null }));

afterEach(() => act(() => sessionStore.signOut()));

describe('permission specs', () => {
  it('reads a path as GET, or a path and a method', () => {
    expect(permissionRef('/user')).toEqual({ path: '/user', method: 'GET' });
    expect(permissionRef({ path: '/productmanual', method: 'DELETE' })).toEqual({ path: '/productmanual', method: 'DELETE' });
  });

  it('grants only an exact path and method, nothing before the policy is known, everything to super_admin', () => {
    const policy = [{ path: '/user', method: 'GET' as const }];
    expect(isAllowed(permissionView('tenant_admin', policy, true), '/user')).toBe(true);
    expect(isAllowed(permissionView('tenant_admin', policy, true), { path: '/user', method: 'PUT' })).toBe(false);
    expect(isAllowed(permissionView('tenant_admin', policy, true), '/user/')).toBe(false);
    expect(isAllowed(permissionView('tenant_admin', null, false), '/user')).toBe(false);
    expect(isAllowed(permissionView('tenant_admin', null, true), '/user')).toBe(false);
    expect(isAllowed(permissionView('super_admin', null, false), { path: '/anything', method: 'DELETE' })).toBe(true);
    expect(isAllowed(permissionView(null, policy, true), '/user')).toBe(false);
  });
});

describe('HideUnlessPermitted and DisableUnlessPermitted', () => {
  it('hide and disable by the caller policy, and re-check when a policy change arrives on the open session', async () => {
    signInAs('tenant_admin');
    const link = new ScriptedLink({ MyPermissions: { myPermissions: [api('/user', 'GET')] } });
    const clicks: string[] = [];
    await show(
      link,
      <>
        <HideUnlessPermitted permission="/user">
          <p>user list</p>
        </HideUnlessPermitted>
        <HideUnlessPermitted permission={{ path: '/user', method: 'POST' }}>
          <p>add user</p>
        </HideUnlessPermitted>
        <DisableUnlessPermitted permission={{ path: '/user', method: 'PUT' }}>
          <Button onClick={() => clicks.push('edit')}>Edit user</Button>
        </DisableUnlessPermitted>
      </>,
    );
    expect(screen.getByText('user list')).toBeTruthy();
    expect(screen.queryByText('add user')).toBeNull();
    const edit = screen.getByRole('button', { name: 'Edit user' }) as HTMLButtonElement;
    expect(edit.disabled).toBe(true);
    expect(edit.getAttribute('aria-disabled')).toBe('true');
    expect(edit.hasAttribute('data-permission-denied')).toBe(true);
    expect(edit.style.opacity).toBe('0.4');
    expect(edit.style.cursor).toBe('not-allowed');
    fireEvent.click(edit);
    expect(clicks).toEqual([]);

    // super_admin edits the tenant_admin policy: the server tells this session, nothing reloads.
    expect(link.subscribers('MyPermissionsChanged')).toBe(1);
    await act(async () => {
      link.push('MyPermissionsChanged', { myPermissionsChanged: [api('/user', 'POST'), api('/user', 'PUT')] });
      await settle();
    });
    expect(screen.queryByText('user list')).toBeNull();
    expect(screen.getByText('add user')).toBeTruthy();
    const enabled = screen.getByRole('button', { name: 'Edit user' }) as HTMLButtonElement;
    expect(enabled.disabled).toBe(false);
    expect(enabled.hasAttribute('data-permission-denied')).toBe(false);
    fireEvent.click(enabled);
    expect(clicks).toEqual(['edit']);
    expect(link.requests.filter((r) => r.operationName === 'MyPermissions')).toHaveLength(1);
  });

  it('hide and disable everything while the permissions load, and when their load failed', async () => {
    signInAs('user');
    await show(
      new ScriptedLink({ MyPermissions: { errors: [{ message: 'Server failure', extensions: { code: 'INTERNAL_SERVER_ERROR', errorno: 4 } }] } }),
      <>
        <HideUnlessPermitted permission="/device">
          <p>devices</p>
        </HideUnlessPermitted>
        <DisableUnlessPermitted permission="/device">
          <button type="button">Open</button>
        </DisableUnlessPermitted>
      </>,
    );
    expect(screen.queryByText('devices')).toBeNull();
    expect((screen.getByRole('button', { name: 'Open' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('let super_admin through without a lookup or a live subscription', async () => {
    signInAs('super_admin');
    const link = new ScriptedLink();
    await show(
      link,
      <DisableUnlessPermitted permission={{ path: '/productmanual', method: 'DELETE' }}>
        <button type="button">Delete</button>
      </DisableUnlessPermitted>,
    );
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(false);
    expect(link.requests).toEqual([]);
  });
});
