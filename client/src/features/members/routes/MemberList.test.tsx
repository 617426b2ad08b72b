import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { ScriptedLink } from '../../../../jest/scriptedLink';
import { createApolloClient } from '../../../app/apolloClient';
import { APP_MESSAGES } from '../../../app/catalogue';
import { addMessages, catalogueFor } from '../../../app/messageCatalogue';
import { sessionStore } from '../../../shared/session/sessionStore';
import { AppToaster } from '../../../shared/toast/AppToaster';
import { toaster } from '../../../shared/toast/toaster';
import { MemberList } from './MemberList';

// A whole dialog flow, its chunk loaded on first open, on a busy 2-core box.
jest.setTimeout(30_000);

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
const api = (path: string, method: string) => ({ __typename: 'ApiPermission', path, method });
const MEMBERS = {
  members: {
    __typename: 'MemberPage',
    total: 1,
    page: 1,
    pageSize: 20,
    items: [
      { __typename: 'MemberItem', id: '7', account: 'maintainer', name: 'Wang Fang', role: 'maintainer', phone: '13800000004', email: null, remarkName: '', gender: 'unknown', status: 'standby', serviceCustomerId: null, serviceCustomerName: null, location: '', updatedAt: '2026-03-01T08:00:00.000Z' },
    ],
  },
};
const TREE = { tenantTree: [{ __typename: 'TenantNode', id: '10', name: 'Jinan Photon Machinery', subTenants: [] }] };
const CORRECTED = { updateMemberAccount: { __typename: 'MemberItem', id: '7', account: 'maintainer', name: 'Wang Fang', role: 'maintainadmin', phone: '13900000018', email: 'wang.fang@jnpm.example.com', updatedAt: '2026-03-02T08:00:00.000Z' } };
const ADDED = { addMember: { __typename: 'MemberItem', id: '8', account: 'liuyang', name: 'Liu Yang', role: 'maintainer', status: 'standby' } };

async function show(permissions: ReturnType<typeof api>[]) {
  const link = new ScriptedLink({ Members: MEMBERS, UserTenantTree: TREE, AddMember: ADDED, UpdateMemberAccount: CORRECTED, MyPermissions: { myPermissions: permissions } });
  const client = createApolloClient(sessionStore, link);
  // The screen's own texts come with its route; the dialog's with the dialog.
  addMessages([APP_MESSAGES.members]);
  await act(async () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <ApolloProvider client={client}>
          <IntlProvider locale="en" messages={catalogueFor('en')}>
            <MemoryRouter>
              <MemberList />
            </MemoryRouter>
            <AppToaster />
          </IntlProvider>
        </ApolloProvider>
      </ChakraProvider>,
    );
    await settle();
  });
  return link;
}

beforeEach(() => act(() => sessionStore.signIn({ id: '1', username: 'Li Wei', account: 'tenantadmin', roles: ['tenant_admin'], language: null, avatarUrl: null })));
afterEach(() => {
  act(() => toaster.remove());
  act(() => sessionStore.signOut());
});

describe('MemberList: adding a member', () => {
  it('needs POST /member for its button', async () => {
    await show([api('/member', 'GET')]);
    expect((screen.getByTestId('action-add') as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens the user dialog with the maintenance roles, loads its texts, and adds through addMember', async () => {
    const link = await show([api('/member', 'GET'), api('/member', 'POST')]);
    await act(async () => {
      fireEvent.click(screen.getByTestId('action-add'));
      await settle();
    });
    const dialog = await screen.findByTestId('user-dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByText('Add member')).toBeTruthy();
    const role = dialog.querySelector('[name="role"]') as HTMLSelectElement;
    expect([...role.options].map((o) => o.textContent).filter((t) => t !== role.options[0].textContent)).toEqual(['Administrator', 'Ordinary member']);
    const field = (name: string) => dialog.querySelector(`[name="${name}"]`) as HTMLInputElement;
    await act(async () => {
      for (const [name, value] of Object.entries({ name: 'Liu Yang', account: 'liuyang', password: 'Member2026', confirmPassword: 'Member2026', role: 'maintainer' })) fireEvent.change(field(name), { target: { value } });
      await settle();
    });
    await act(async () => {
      fireEvent.submit(field('name').closest('form') as HTMLFormElement);
      await settle();
    });
    expect(link.requests.filter((r) => r.operationName === 'AddMember').map((r) => r.variables)).toEqual([
      { input: { tenantId: null, name: 'Liu Yang', account: 'liuyang', password: 'Member2026', confirmPassword: 'Member2026', role: 'maintainer', phone: null, email: null } },
    ]);
    expect(await screen.findByText('Member added')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('user-dialog')).toBeNull());
  });
});

describe("MemberList: correcting a member's account", () => {
  const accountButton = () => screen.getByTestId('row-action-account') as HTMLButtonElement;
  const pick = async (text: string) => {
    await act(async () => {
      fireEvent.click(within(screen.getByRole('table')).getByText(text));
      await settle();
    });
  };

  it('needs POST /member (as adding does) and a current row', async () => {
    await show([api('/member', 'GET'), api('/member', 'PUT')]);
    await pick('Wang Fang');
    expect(accountButton().disabled).toBe(true);
  });

  it("opens the user dialog on the member's account with the maintenance roles and saves through updateMemberAccount", async () => {
    const link = await show([api('/member', 'GET'), api('/member', 'POST')]);
    expect(within(screen.getByRole('table')).getByText('13800000004')).toBeTruthy();
    expect(accountButton().disabled).toBe(true);
    await pick('Wang Fang');
    await act(async () => {
      fireEvent.click(accountButton());
      await settle();
    });
    const dialog = await screen.findByTestId('user-dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByText('Edit member account')).toBeTruthy();
    const field = (name: string) => dialog.querySelector(`[name="${name}"]`) as HTMLInputElement;
    expect(['name', 'account', 'role', 'phone', 'email'].map((name) => field(name).value)).toEqual(['Wang Fang', 'maintainer', 'maintainer', '13800000004', '']);
    expect(field('account').disabled).toBe(true);
    expect(dialog.querySelector('[name="password"]')).toBeNull();
    const role = dialog.querySelector('[name="role"]') as HTMLSelectElement;
    expect([...role.options].map((o) => o.value).filter(Boolean)).toEqual(['maintainadmin', 'maintainer']);
    await act(async () => {
      for (const [name, value] of Object.entries({ role: 'maintainadmin', phone: '13900000018', email: 'wang.fang@jnpm.example.com' })) fireEvent.change(field(name), { target: { value } });
      await settle();
    });
    await act(async () => {
      fireEvent.submit(field('name').closest('form') as HTMLFormElement);
      await settle();
    });
    expect(link.requests.filter((r) => r.operationName === 'UpdateMemberAccount').map((r) => r.variables)).toEqual([
      { id: '7', input: { name: 'Wang Fang', role: 'maintainadmin', phone: '13900000018', email: 'wang.fang@jnpm.example.com' } },
    ]);
    expect(link.requests.some((r) => r.operationName === 'UpdateUser')).toBe(false);
    expect(await screen.findByText('Member account updated')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('user-dialog')).toBeNull());
  });
});
