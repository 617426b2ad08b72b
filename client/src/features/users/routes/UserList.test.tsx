import { ERROR_CATALOGUE } from '@contract/error-messages';
import { VALIDATION_MESSAGES } from '@contract/validation-messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../../../../jest/renderScreen';
import type { ScriptedErrors } from '../../../../jest/scriptedLink';
import type { Locale } from '../../../shared/i18n/locale';
import { sessionStore } from '../../../shared/session/sessionStore';
import { toaster } from '../../../shared/toast/toaster';
import { UserList } from './UserList';

// Whole dialog flows on a busy 2-core box.
jest.setTimeout(30_000);

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
const api = (method: string) => ({ __typename: 'ApiPermission', path: '/user', method });
const ALL = [api('GET'), api('POST'), api('PUT')];
const user = (id: string, name: string, account: string, role: string) => ({
  __typename: 'User',
  id,
  name,
  account,
  role,
  phone: id === '1' ? '13800138000' : null,
  email: null,
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-02T08:00:00.000Z',
  tenant: { __typename: 'Tenant', id: '10', name: 'Jinan Photon Machinery' },
});
const USERS = {
  users: {
    __typename: 'UserPage',
    total: 2,
    page: 1,
    pageSize: 20,
    items: [user('1', 'Li Wei', 'liwei', 'tenant_admin'), user('2', 'Wang Fang', 'wangfang', 'maintainer')],
  },
};
const TREE = {
  tenantTree: [{ __typename: 'TenantNode', id: '10', name: 'Jinan Photon Machinery', subTenants: [{ __typename: 'TenantNode', id: '11', name: 'Qilu Precision', subTenants: [] }] }],
};
const ADDED = { addUser: user('3', 'Zhang San', 'zhangsan', 'user') };

async function show(answers: Record<string, Record<string, unknown> | ScriptedErrors>, locale: Locale = 'en') {
  return renderScreen(<UserList />, { answers: { UserTenantTree: TREE, Users: USERS, ...answers }, locale });
}

const signInAs = (role: 'tenant_admin' | 'super_admin') =>
  act(() => sessionStore.signIn({ id: '1', username: 'Li Wei', account: 'tenantadmin', roles: [role], language: null, avatarUrl: null }));
afterEach(() => {
  act(() => toaster.remove());
  act(() => sessionStore.signOut());
});

const addButton = () => screen.getByTestId('action-add') as HTMLButtonElement;
const editButton = () => screen.getByTestId('row-action-edit') as HTMLButtonElement;
const dialog = () => screen.getByTestId('user-dialog');
const field = (name: string) => dialog().querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLSelectElement;
const click = async (element: Element) => {
  await act(async () => {
    fireEvent.click(element);
    await settle();
  });
};
const fill = async (values: Record<string, string>) => {
  await act(async () => {
    for (const [name, value] of Object.entries(values)) fireEvent.change(field(name), { target: { value } });
    await settle();
  });
};
const submit = async () => {
  await act(async () => {
    fireEvent.submit(field('name').closest('form') as HTMLFormElement);
    await settle();
  });
};
const pick = async (name: string) => click(within(screen.getByRole('table')).getByText(name));

describe('user list', () => {
  it('lists the users with the part 2 role names, the maintenance roles as the badge names them', async () => {
    await signInAs('tenant_admin');
    await show({ MyPermissions: { myPermissions: ALL } });
    const table = screen.getByRole('table', { name: 'User management' });
    expect(within(table).getByText('liwei')).toBeTruthy();
    expect(within(table).getByText('Administrator')).toBeTruthy();
    expect(within(table).getByText('Ordinary member')).toBeTruthy();
    expect(within(table).getAllByText('Jinan Photon Machinery')).toHaveLength(2);
  });

  it('disables add without POST /user and edit without PUT /user, even on a current row', async () => {
    await signInAs('tenant_admin');
    await show({ MyPermissions: { myPermissions: [api('GET')] } });
    expect(addButton().disabled).toBe(true);
    expect(addButton().getAttribute('aria-disabled')).toBe('true');
    await pick('Li Wei');
    expect(editButton().disabled).toBe(true);
  });

  it('enables add with POST /user; edit needs a current row of a dialog role', async () => {
    await signInAs('tenant_admin');
    await show({ MyPermissions: { myPermissions: ALL } });
    expect(addButton().disabled).toBe(false);
    expect(editButton().disabled).toBe(true);
    await pick('Wang Fang');
    expect(editButton().disabled).toBe(true);
    await pick('Li Wei');
    expect(editButton().disabled).toBe(false);
  });

  it('shows the failure with a retry in place of the rows, never "no data"', async () => {
    await signInAs('super_admin');
    await show({ Users: { errors: [{ message: 'x', extensions: { code: 'INTERNAL_SERVER_ERROR', errorno: 4 } }] } });
    expect(screen.queryByText('No data')).toBeNull();
    expect(screen.getAllByText(ERROR_CATALOGUE[4].en).length).toBeGreaterThan(0);
  });
});

describe('user dialog', () => {
  it('add: every rule message in English, the bad password rule, then a success toast and the list asked again', async () => {
    await signInAs('tenant_admin');
    const link = await show({ MyPermissions: { myPermissions: ALL }, AddUser: ADDED });
    await click(addButton());
    expect(within(dialog()).getByText('Add user')).toBeTruthy();
    await submit();
    for (const key of ['name_required', 'account_required', 'password_required', 'confirm_required', 'role_required'] as const) expect(within(dialog()).getByText(VALIDATION_MESSAGES[key].en)).toBeTruthy();
    await fill({ name: 'Zhang San', account: 'zhangsan', password: 'abcdefgh', confirmPassword: 'abcdefgh', role: 'user', phone: '123', email: 'x@' });
    expect(within(dialog()).getByText(VALIDATION_MESSAGES.password_letters_digits.en)).toBeTruthy();
    expect(within(dialog()).getByText(VALIDATION_MESSAGES.phone_format.en)).toBeTruthy();
    expect(within(dialog()).getByText(VALIDATION_MESSAGES.email_format.en)).toBeTruthy();
    expect(link.requests.filter((r) => r.operationName === 'AddUser')).toHaveLength(0);

    const listed = link.requests.filter((r) => r.operationName === 'Users').length;
    await fill({ password: 'Abcdefg1', confirmPassword: 'Abcdefg1', phone: '', email: '', tenantId: '11' });
    await submit();
    expect(link.requests.filter((r) => r.operationName === 'AddUser').map((r) => r.variables)).toEqual([
      { input: { tenantId: '11', name: 'Zhang San', account: 'zhangsan', password: 'Abcdefg1', confirmPassword: 'Abcdefg1', role: 'user', phone: null, email: null } },
    ]);
    expect(await screen.findByText('User added')).toBeTruthy();
    // The dialog closes (after its exit animation, slower on a busy machine).
    await waitFor(() => expect(screen.queryByTestId('user-dialog')).toBeNull());
    expect(link.requests.filter((r) => r.operationName === 'Users').length).toBeGreaterThan(listed);
  });

  it('add in Chinese: title, role names 管理员 / 用户 and the rule messages', async () => {
    await signInAs('tenant_admin');
    await show({ MyPermissions: { myPermissions: ALL } }, 'zh-CN');
    await click(addButton());
    expect(within(dialog()).getByText('添加用户')).toBeTruthy();
    const options = [...(field('role') as HTMLSelectElement).options].map((o) => o.text);
    expect(options).toEqual(['请选择角色', '管理员', '用户']);
    await fill({ name: 'Z', account: 'zs', password: 'Abcdefg1', confirmPassword: 'Abcdefg2' });
    await submit();
    expect(within(dialog()).getByText(VALIDATION_MESSAGES.name_too_short.zh)).toBeTruthy();
    expect(within(dialog()).getByText(VALIDATION_MESSAGES.account_format.zh)).toBeTruthy();
    expect(within(dialog()).getByText(VALIDATION_MESSAGES.confirm_mismatch.zh)).toBeTruthy();
    // 请选择角色 is also the select's empty choice: here it is the field's error too.
    expect(within(dialog()).getAllByText(VALIDATION_MESSAGES.role_required.zh)).toHaveLength(2);
    expect(field('role').closest('[data-invalid]')).not.toBeNull();
  });

  it("puts the server's field errors on the fields", async () => {
    await signInAs('tenant_admin');
    await show({
      MyPermissions: { myPermissions: ALL },
      AddUser: { errors: [{ message: 'x', extensions: { code: 'BAD_USER_INPUT', errorno: 1003, fields: [{ field: 'account', key: 'account_format', message: 'x' }] } }] },
    });
    await click(addButton());
    await fill({ name: 'Zhang San', account: 'zhangsan', password: 'Abcdefg1', confirmPassword: 'Abcdefg1', role: 'user' });
    await submit();
    expect(within(dialog()).getByText(VALIDATION_MESSAGES.account_format.en)).toBeTruthy();
    expect(field('account').closest('[data-invalid]')).not.toBeNull();
  });

  it('edit: the user filled in, account disabled, no passwords nor tenant, only what the server edits is sent', async () => {
    await signInAs('tenant_admin');
    const link = await show({ MyPermissions: { myPermissions: ALL }, UpdateUser: { updateUser: { ...user('1', 'Li Wei Jr', 'liwei', 'user') } } }, 'zh-CN');
    await pick('Li Wei');
    await click(editButton());
    expect(within(dialog()).getByText('编辑用户')).toBeTruthy();
    expect(field('account').value).toBe('liwei');
    expect(field('account').disabled).toBe(true);
    expect(field('password')).toBeNull();
    expect(field('confirmPassword')).toBeNull();
    expect(field('tenantId')).toBeNull();
    expect(field('role').value).toBe('tenant_admin');
    await fill({ name: '' });
    await submit();
    expect(within(dialog()).getByText(VALIDATION_MESSAGES.name_required.zh)).toBeTruthy();
    await fill({ name: 'Li Wei Jr', role: 'user' });
    await submit();
    expect(link.requests.filter((r) => r.operationName === 'UpdateUser').map((r) => r.variables)).toEqual([
      { input: { id: '1', name: 'Li Wei Jr', role: 'user', phone: '13800138000', email: null } },
    ]);
    expect(await screen.findByText('编辑用户成功')).toBeTruthy();
  });
});
