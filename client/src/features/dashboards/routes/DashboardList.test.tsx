import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderScreen } from '../../../../jest/renderScreen';
import type { ScriptedErrors, ScriptedLink } from '../../../../jest/scriptedLink';
import type { Locale } from '../../../shared/i18n/locale';
import { sessionStore } from '../../../shared/session/sessionStore';
import { toaster } from '../../../shared/toast/toaster';
import { DashboardList } from './DashboardList';

jest.setTimeout(30_000);

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
const api = (method: string) => ({ __typename: 'ApiPermission', path: '/dashboard', method });
const ALL = [api('GET'), api('POST'), api('PUT'), api('DELETE')];
const item = (id: string, name: string, canEdit: boolean, coverIcon: string | null = null) => ({
  __typename: 'Dashboard',
  id,
  name,
  description: `About ${name}`,
  coverIcon,
  updatedAt: new Date(2026, 2, 4, 5, 6, 7).toISOString(),
  userAccount: canEdit ? 'tenantadmin' : 'someone',
  version: 3,
  canEdit,
});
const page = (items: unknown[], total = items.length) => ({ dashboards: { __typename: 'DashboardPage', total, page: 1, pageSize: 10, items } });
const LIST = page([item('1', 'Line A', true, 'data:image/jpeg;base64,/9j/AAAA'), item('2', 'Line B', false)]);

async function show(answers: Record<string, Record<string, unknown> | ScriptedErrors>, locale: Locale = 'en') {
  return renderScreen(<DashboardList />, { answers: { MyPermissions: { myPermissions: ALL }, DashboardList: LIST, ...answers }, locale });
}

beforeEach(() => act(() => sessionStore.signIn({ id: '1', username: 'Li Wei', account: 'tenantadmin', roles: ['tenant_admin'], language: null, avatarUrl: null })));
afterEach(() => {
  act(() => toaster.remove());
  act(() => sessionStore.signOut());
});

const card = (id: string) => screen.getAllByTestId('dashboard-card').find((c) => c.getAttribute('data-id') === id) as HTMLElement;
const click = async (element: Element) => {
  await act(async () => {
    fireEvent.click(element);
    await settle();
  });
};
const dialog = () => screen.getByTestId('dashboard-dialog');
const field = (name: string) => dialog().querySelector(`[name="${name}"]`) as HTMLInputElement;
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
const requests = (link: ScriptedLink, name: string) => link.requests.filter((r) => r.operationName === name);

describe('dashboard list', () => {
  it('shows a card per dashboard: cover (a default one without), title, update time, owner; page size 10', async () => {
    const link = await show({});
    expect(requests(link, 'DashboardList')[0].variables).toEqual({ name: null, page: 1, pageSize: 10 });
    expect(within(card('1')).getByTestId('dashboard-name').textContent).toBe('Line A');
    expect(within(card('1')).getByTestId('dashboard-updated').textContent).toBe('Updated 2026-03-04 05:06:07');
    expect(card('1').textContent).toContain('Owner tenantadmin');
    expect((within(card('1')).getByTestId('dashboard-cover') as HTMLImageElement).src).toBe('data:image/jpeg;base64,/9j/AAAA');
    expect(within(card('2')).getByTestId('dashboard-cover').dataset.default).toBe('true');
  });

  it('offers edit, rename and delete only on dashboards the caller may change; view on every one', async () => {
    await show({});
    for (const id of ['dashboard-edit', 'dashboard-view', 'dashboard-rename', 'dashboard-delete']) expect(within(card('1')).getByTestId(id)).toBeTruthy();
    expect(within(card('2')).getByTestId('dashboard-view')).toBeTruthy();
    for (const id of ['dashboard-edit', 'dashboard-rename', 'dashboard-delete']) expect(within(card('2')).queryByTestId(id)).toBeNull();
  });

  it('opens the designer and the view in new tabs', async () => {
    await show({});
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    await click(within(card('1')).getByTestId('dashboard-edit'));
    await click(within(card('2')).getByTestId('dashboard-view'));
    expect(open.mock.calls.map((c) => [c[0], c[1]])).toEqual([
      ['/customDashboard/edit?id=1', '_blank'],
      ['/customDashboard/view?id=2', '_blank'],
    ]);
    open.mockRestore();
  });

  it('creates a dashboard after the title rule, says 创建成功。 and lists again', async () => {
    const link = await show({ CreateDashboard: { createDashboard: { __typename: 'Dashboard', id: '9', name: 'Hall 3' } } });
    await click(screen.getByTestId('dashboard-new'));
    expect(within(dialog()).getByText('Create dashboard')).toBeTruthy();
    await submit();
    expect(dialog().textContent).toContain('The dashboard title is required');
    expect(requests(link, 'CreateDashboard')).toHaveLength(0);
    expect(field('name').maxLength).toBe(16);
    await fill({ name: '  Hall 3 ', description: 'Lasers' });
    await submit();
    expect(requests(link, 'CreateDashboard')[0].variables).toEqual({ input: { name: 'Hall 3', description: 'Lasers' } });
    expect(await screen.findByText('Created.')).toBeTruthy();
    expect(requests(link, 'DashboardList').length).toBeGreaterThan(1);
  });

  it('renames from the version it listed (save without content)', async () => {
    const link = await show({ RenameDashboard: { saveDashboard: { __typename: 'Dashboard', id: '1', name: 'Line A2', description: 'x', updatedAt: '2026-03-05T00:00:00Z', version: 4 } } });
    await click(within(card('1')).getByTestId('dashboard-rename'));
    expect(within(dialog()).getByText('Rename dashboard')).toBeTruthy();
    expect(field('name').value).toBe('Line A');
    expect(field('description').value).toBe('About Line A');
    await fill({ name: 'Line A2' });
    await submit();
    expect(requests(link, 'RenameDashboard')[0].variables).toEqual({ input: { id: '1', name: 'Line A2', description: 'About Line A', baseVersion: 3 } });
    expect(await screen.findByText('Dashboard renamed.')).toBeTruthy();
  });

  it('asks 是否删除看板：{name} under 提示 before deleting, then says 删除成功。', async () => {
    const link = await show({ DeleteDashboard: { deleteDashboard: true } }, 'zh-CN');
    await click(within(card('1')).getByTestId('dashboard-delete'));
    const confirm = screen.getByTestId('dashboard-delete-dialog');
    expect(within(confirm).getByText('提示')).toBeTruthy();
    expect(confirm.textContent).toContain('是否删除看板：Line A');
    expect(requests(link, 'DeleteDashboard')).toHaveLength(0);
    await click(within(confirm).getByTestId('confirm-ok'));
    expect(requests(link, 'DeleteDashboard')[0].variables).toEqual({ id: '1' });
    expect(await screen.findByText('删除成功。')).toBeTruthy();
  });

  it('searches by title from page 1', async () => {
    const link = await show({});
    await act(async () => {
      fireEvent.change(screen.getByTestId('dashboard-search'), { target: { value: ' Line ' } });
      await settle();
    });
    await click(screen.getByTestId('dashboard-search-button'));
    expect(requests(link, 'DashboardList').at(-1)?.variables).toEqual({ name: 'Line', page: 1, pageSize: 10 });
  });

  it('pages by 10', async () => {
    const link = await show({ DashboardList: page([item('1', 'Line A', true)], 25) });
    expect(screen.getByTestId('dashboard-page').textContent).toBe('Page 1 of 3');
    await click(screen.getByText('Next page'));
    expect(requests(link, 'DashboardList').at(-1)?.variables).toEqual({ name: null, page: 2, pageSize: 10 });
  });

  it('says when there are none, and offers a retry when the list failed', async () => {
    await show({ DashboardList: page([]) });
    expect(screen.getByTestId('dashboard-list-empty').textContent).toBe('No dashboards yet.');
  });

  it('shows the failure with a retry instead of "none"', async () => {
    const link = await show({ DashboardList: { errors: [{ message: 'x', extensions: { code: 'INTERNAL_SERVER_ERROR', errorno: 4 } }] } });
    expect(screen.queryByTestId('dashboard-list-empty')).toBeNull();
    expect(screen.getByTestId('load-failed')).toBeTruthy();
    link.answer('DashboardList', LIST);
    await click(within(screen.getByTestId('load-failed')).getByRole('button', { name: 'Try again' }));
    expect(card('1')).toBeTruthy();
  });

  it('disables 新建 without POST /dashboard', async () => {
    await show({ MyPermissions: { myPermissions: [api('GET')] } });
    expect((screen.getByTestId('dashboard-new') as HTMLButtonElement).disabled).toBe(true);
    expect((within(card('1')).getByTestId('dashboard-delete') as HTMLButtonElement).disabled).toBe(true);
  });
});
