import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderScreen } from '../../../../jest/renderScreen';
import { ScriptedLink } from '../../../../jest/scriptedLink';
import type { Locale } from '../../../shared/i18n/locale';
import { toaster } from '../../../shared/toast/toaster';
import { RolePermissionPage } from './RolePermissionPage';

// Whole flows through the UI: several renders each; a busy machine needs more than jest's 5 s.
const LONG_FLOW_MS = 20_000;

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
const api = (path: string, method: string, summary: string, fields: string[]) => ({ __typename: 'ApiInfo', path, method, summary, fields });
const CATALOGUE = {
  apiCatalogue: [
    { __typename: 'ApiGroup', tag: 'device', apis: [api('/device', 'GET', 'List devices and their live data', ['Query.devices', 'Subscription.deviceStatusChanged'])] },
    {
      __typename: 'ApiGroup',
      tag: 'user',
      apis: [api('/user', 'GET', 'List users', ['Query.users']), api('/user', 'POST', 'Add a user', ['Mutation.addUser']), api('/user', 'PUT', 'Edit a user', ['Mutation.updateUser'])],
    },
  ],
};
const policy = (...keys: [string, string][]) => ({ rolePolicies: keys.map(([method, path]) => ({ __typename: 'ApiPermission', path, method })) });

async function show(link: ScriptedLink, locale: Locale = 'en') {
  await renderScreen(<RolePermissionPage />, { link, locale });
}

const chooseRole = async (name: string) => {
  await act(async () => {
    fireEvent.change(screen.getByRole('combobox', { name: /role/i }), { target: { value: name } });
    await settle();
  });
};
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const toggle = async (name: string) => {
  await act(async () => {
    fireEvent.click(box(name));
    await settle();
  });
};

afterEach(() => act(() => toaster.remove()));

describe('RolePermissionPage', () => {
  it('names the roles as part 2 does, and asks for a role before it shows or saves anything', async () => {
    await show(new ScriptedLink({ RolePermissionCatalogue: CATALOGUE }));
    const options = [...(screen.getByRole('combobox', { name: /role/i }) as HTMLSelectElement).options].map((o) => [o.value, o.textContent]);
    expect(options).toEqual([
      ['', 'Select a role'],
      ['tenant_admin', 'Administrator'],
      ['user', 'User'],
      ['maintainadmin', 'Maintenance administrator'],
      ['maintainer', 'Maintenance member'],
    ]);
    expect(screen.getByTestId('rp-pick-role')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await settle();
    });
    expect(await screen.findByText('Please select a role first')).toBeTruthy();
  }, LONG_FLOW_MS);

  it("loads a role's policy, ticks per API, per group and all, and saves exactly the ticked APIs", async () => {
    const link = new ScriptedLink({
      RolePermissionCatalogue: CATALOGUE,
      RolePermissionPolicies: policy(['GET', '/device'], ['GET', '/user']),
      ReplaceRolePolicies: { replaceRolePolicies: [] },
    });
    await show(link);
    await chooseRole('tenant_admin');
    expect(link.requests.filter((r) => r.operationName === 'RolePermissionPolicies').map((r) => r.variables)).toEqual([{ role: 'tenant_admin' }]);
    expect(box('GET /device').checked).toBe(true);
    expect(box('POST /user').checked).toBe(false);
    // The user group is partly ticked.
    const userGroup = screen.getByTestId('api-group-user');
    expect(within(userGroup).getByText('user (1/3)')).toBeTruthy();
    expect(within(userGroup).getByText('Guards: Mutation.addUser')).toBeTruthy();

    await toggle('user (1/3)');
    expect(box('POST /user').checked).toBe(true);
    expect(box('PUT /user').checked).toBe(true);
    await toggle('GET /device');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      await settle();
    });
    const saved = link.requests.find((r) => r.operationName === 'ReplaceRolePolicies');
    expect(saved?.variables).toEqual({
      role: 'tenant_admin',
      apis: [
        { path: '/user', method: 'GET' },
        { path: '/user', method: 'POST' },
        { path: '/user', method: 'PUT' },
      ],
    });
    expect(await screen.findByText('Permission saved successfully')).toBeTruthy();

    // Select all, then none.
    await toggle('Select all');
    expect([box('GET /device'), box('GET /user'), box('POST /user'), box('PUT /user')].every((b) => b.checked)).toBe(true);
    await toggle('Select all');
    expect([box('GET /device'), box('GET /user'), box('POST /user'), box('PUT /user')].some((b) => b.checked)).toBe(false);
  }, LONG_FLOW_MS);

  it('reloads the policy when the role changes, and refresh drops unsaved ticks', async () => {
    const link = new ScriptedLink({ RolePermissionCatalogue: CATALOGUE, RolePermissionPolicies: policy(['GET', '/device']) });
    await show(link);
    await chooseRole('user');
    expect(box('GET /device').checked).toBe(true);
    link.answer('RolePermissionPolicies', policy(['PUT', '/user']));
    await chooseRole('maintainer');
    expect(link.requests.filter((r) => r.operationName === 'RolePermissionPolicies').map((r) => r.variables.role)).toEqual(['user', 'maintainer']);
    expect(box('GET /device').checked).toBe(false);
    expect(box('PUT /user').checked).toBe(true);
    await toggle('GET /device');
    expect(box('GET /device').checked).toBe(true);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
      await settle();
    });
    expect(box('GET /device').checked).toBe(false);
  }, LONG_FLOW_MS);

  it('opens and closes a group with its button', async () => {
    await show(new ScriptedLink({ RolePermissionCatalogue: CATALOGUE, RolePermissionPolicies: policy() }));
    await chooseRole('user');
    const collapse = screen.getByRole('button', { name: 'Collapse user' });
    expect(collapse.getAttribute('aria-expanded')).toBe('true');
    await act(async () => fireEvent.click(collapse));
    expect(screen.queryByRole('checkbox', { name: 'POST /user' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Expand user' })));
    expect(screen.getByRole('checkbox', { name: 'POST /user' })).toBeTruthy();
  }, LONG_FLOW_MS);

  it('shows the failure where the tree would be, with a retry', async () => {
    await show(new ScriptedLink({ RolePermissionCatalogue: { errors: [{ message: 'Server failure', extensions: { code: 'INTERNAL_SERVER_ERROR', errorno: 4 } }] } }));
    expect(screen.getByTestId('load-failed').textContent).toContain('Server failure');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  }, LONG_FLOW_MS);

  it('speaks Chinese: 管理员 and 用户, the method tags and the summaries in the user language', async () => {
    await show(new ScriptedLink({ RolePermissionCatalogue: CATALOGUE, RolePermissionPolicies: policy() }), 'zh-CN');
    const select = screen.getByRole('combobox', { name: /角色/ }) as HTMLSelectElement;
    expect([...select.options].slice(1, 3).map((o) => o.textContent)).toEqual(['管理员', '用户']);
    await act(async () => {
      fireEvent.change(select, { target: { value: 'user' } });
      await settle();
    });
    expect(screen.getByText('添加用户')).toBeTruthy();
    expect(screen.getAllByText('GET')[0].getAttribute('data-tag')).toBe('info');
    expect(screen.getByText('POST').getAttribute('data-tag')).toBe('success');
    expect(screen.getByText('PUT').getAttribute('data-tag')).toBe('warning');
  }, LONG_FLOW_MS);
});
