import fs from 'node:fs';
import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { SCREENSHOT_DIR } from '../fixtures/screenshots';
import { DEMO_PASSWORD } from '../fixtures/signIn';
import { recordToasts, seenToasts } from '../fixtures/toasts';
import { KanbanSwitcher } from '../pages/KanbanSwitcher';
import { LoginPage } from '../pages/LoginPage';
import { OverviewKanban } from '../pages/OverviewKanban';
import { Shell } from '../pages/Shell';

/** What each menu entry opens, and what shows once that screen is there. */
const SCREENS = {
  'Equipment Overview': { path: '/deviceoverviewkanban', ready: (p: Page) => p.getByTestId('overview-kanban') },
  'Custom Dashboard': { path: '/customDashboard/list', ready: (p: Page) => p.getByTestId('dashboard-list') },
  Distribution: { path: '/distributionkanban', ready: (p: Page) => p.getByTestId('distribution-kanban') },
  Popularity: { path: '/popularitykanban', ready: (p: Page) => p.getByTestId('popularity-kanban') },
  Utilization: { path: '/utilizationkanban', ready: (p: Page) => p.getByTestId('utilization-kanban') },
  'Device details': { path: '/devicedetailskanban', ready: (p: Page) => p.getByTestId('detail-kanban') },
  'Report a repair': { path: '/createrepairorder', ready: (p: Page) => p.getByTestId('repair-form') },
  'Repair orders': { path: '/repairorderquery', ready: (p: Page) => p.getByTestId('repair-table') },
  'Maintenance home': { path: '/maintenancehome', ready: (p: Page) => p.getByTestId('repair-home-unclosed') },
  'Maintenance plans': { path: '/maintenanceplans', ready: (p: Page) => p.getByTestId('plan-table') },
  'Check orders': { path: '/checkorders', ready: (p: Page) => p.getByTestId('check-table') },
  'Device archives': { path: '/deviceView', ready: (p: Page) => p.getByTestId('device-archive-table') },
  'Customer roster': { path: '/customerroster', ready: (p: Page) => p.getByTestId('customer-table') },
  'Product archive management': { path: '/productlist', ready: (p: Page) => p.getByTestId('product-table') },
  'Product display configuration': { path: '/productdisplayconfiguration', ready: (p: Page) => p.getByTestId('display-config') },
  'User management': { path: '/users', ready: (p: Page) => p.getByTestId('user-list') },
  Members: { path: '/members', ready: (p: Page) => p.getByTestId('member-table') },
  'Work shifts': { path: '/shifts', ready: (p: Page) => p.getByTestId('shift-table') },
  Messages: { path: '/messages', ready: (p: Page) => p.getByTestId('message-table') },
  'Role permission management': { path: '/rolepermission', ready: (p: Page) => p.getByTestId('role-permission-page') },
  'GraphQL explorer': { path: '/explorer', ready: (p: Page) => p.locator('.graphiql-container') },
  'API tokens': { path: '/apitokens', ready: (p: Page) => p.getByTestId('api-tokens-page') },
} as const;
type MenuEntry = keyof typeof SCREENS;

/** The five kanbans as the switcher names them, in its order. */
const KANBANS = [
  { name: 'Equipment overview', path: '/deviceoverviewkanban', testId: 'overview-kanban' },
  { name: 'Device details', path: '/devicedetailskanban', testId: 'detail-kanban' },
  { name: 'Distribution kanban', path: '/distributionkanban', testId: 'distribution-kanban' },
  { name: 'Popularity kanban', path: '/popularitykanban', testId: 'popularity-kanban' },
  { name: 'Utilization kanban', path: '/utilizationkanban', testId: 'utilization-kanban' },
] as const;

// Every role may use the overview, the device kanbans and the screens that need no API.
// Every demo policy lists repair orders (GET /repairorder: the list and the maintenance home); all but the maintainer's report them (POST /repairorder).
const EVERYONE: MenuEntry[] = ['Equipment Overview', 'Custom Dashboard', 'Distribution', 'Utilization', 'Device details', 'Repair orders', 'Maintenance home', 'Check orders', 'GraphQL explorer', 'API tokens'];
// The maker's staff (and every administrator) see the maintenance plans; customers only their machines' check orders.
// The demo policies: GET /device/statistics (the popularity kanban) and GET /devicearchive for tenant and maintenance administrators only.
const menuOf = (...extra: MenuEntry[]): MenuEntry[] => (Object.keys(SCREENS) as MenuEntry[]).filter((entry) => EVERYONE.includes(entry) || extra.includes(entry));
const ADMIN_MENU = menuOf('Popularity', 'Report a repair', 'Maintenance plans', 'Device archives', 'Customer roster', 'Product archive management', 'User management', 'Members', 'Work shifts', 'Messages');
const ALL_KANBANS = KANBANS.map((k) => k.name);
const WITHOUT_POPULARITY = ALL_KANBANS.filter((name) => name !== 'Popularity kanban');

/** The eight demo accounts: where each lands, its menu and its kanbans. */
const ACCOUNTS = [
  // super_admin starts at the platform's maker (the first root, Cloud Operations, has no devices).
  { account: 'superadmin', landing: 'Jinan Photon Machinery (7 devices)', menu: menuOf('Popularity', 'Report a repair', 'Maintenance plans', 'Device archives', 'Customer roster', 'Product archive management', 'User management', 'Members', 'Work shifts', 'Messages', 'Role permission management'), kanbans: ALL_KANBANS },
  { account: 'tenantadmin', landing: 'Jinan Photon Machinery (7 devices)', menu: ADMIN_MENU, kanbans: ALL_KANBANS },
  { account: 'maintadmin', landing: 'Jinan Photon Machinery (7 devices)', menu: menuOf('Popularity', 'Report a repair', 'Maintenance plans', 'Device archives', 'Product archive management', 'Product display configuration', 'Members', 'Work shifts', 'Messages'), kanbans: ALL_KANBANS },
  { account: 'maintainer', landing: 'Jinan Photon Machinery (7 devices)', menu: menuOf('Maintenance plans', 'Members', 'Messages'), kanbans: WITHOUT_POPULARITY },
  { account: 'customer', landing: 'Qilu Precision Sheet Metal (2 devices)', menu: menuOf('Report a repair', 'Product archive management', 'Messages'), kanbans: WITHOUT_POPULARITY },
  { account: 'qiluadmin', landing: 'Qilu Precision Sheet Metal (2 devices)', menu: ADMIN_MENU, kanbans: ALL_KANBANS },
  { account: 'rivaladmin', landing: 'Hangzhou Waterjet Works (1 device)', menu: ADMIN_MENU, kanbans: ALL_KANBANS },
  { account: 'rivaluser', landing: 'Xihu Granite Cutting (1 device)', menu: menuOf('Report a repair', 'Product archive management', 'Messages'), kanbans: WITHOUT_POPULARITY },
];

/** Neither the no-permission state nor the role's "No access" page. */
async function expectUsable(page: Page) {
  await expect(page.getByTestId('no-permission')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No access' })).toHaveCount(0);
}

for (const { account, landing, menu, kanbans } of ACCOUNTS) {
  test(`${account} lands on data, sees only menu entries it may open, and reaches its kanbans by keyboard, full screen too`, async ({ page }) => {
    test.setTimeout(240_000); // the tour visits every menu entry (three more with the repair screens) and every kanban twice
    await recordToasts(page);
    await page.goto('/login');
    await new LoginPage(page).signIn(account, DEMO_PASSWORD);

    // The landing page: the overview with the caller's devices, and no error toast.
    await expect(page).toHaveURL(/\/deviceoverviewkanban$/);
    const overview = new OverviewKanban(page);
    await expect(overview.title()).toHaveText(landing);
    await expect(overview.cards().first()).toBeVisible();
    await expectUsable(page);

    // The menu lists exactly what the role may open, and each entry opens.
    const links = new Shell(page).menu().getByRole('link');
    await expect(links).toHaveText(menu);
    for (const entry of menu) {
      await new Shell(page).menu().getByRole('link', { name: entry, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === SCREENS[entry].path);
      await expect(SCREENS[entry].ready(page).first()).toBeVisible();
      await expectUsable(page);
    }

    // A device shown on the detail kanban is where the switcher's "Device details" leads.
    await overview.open();
    const card = overview.cards().first();
    const uuid = await card.getAttribute('data-uuid');
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/devicedetailskanban\\?uuid=${uuid}&`));
    // The URL changes before the router's transition draws the detail kanban, and the overview has a
    // switcher too: wait for the device's panels, drawn once it is loaded (and kept for "Device details").
    await expect(page.getByTestId('detail-layout')).toBeVisible();

    const switcher = new KanbanSwitcher(page);
    for (const full of [false, true]) {
      expect(await switcher.open()).toEqual(kanbans);
      await switcher.close();
      for (const name of kanbans) {
        const kanban = KANBANS.find((k) => k.name === name)!;
        await switcher.choose(name);
        await expect(page).toHaveURL((url) => url.pathname === `${kanban.path}${full ? '/full' : ''}`);
        if (kanban.testId === 'detail-kanban') expect(new URL(page.url()).searchParams.get('uuid')).toBe(uuid);
        await expect(page.getByTestId(kanban.testId)).toBeVisible();
        await expectUsable(page);
      }
      if (!full) {
        // Into full screen by keyboard; the switcher then keeps to full-screen variants.
        await page.getByRole('button', { name: 'Full screen' }).focus();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/full(\?|$)/);
        await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
      }
    }

    expect(await seenToasts(page)).toEqual([]);
  });
}

test('a screen the role may not use says what is missing and whom to ask, without an error toast', async ({ page }) => {
  await recordToasts(page);
  await page.goto('/login');
  await new LoginPage(page).signIn('maintainer', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/deviceoverviewkanban$/);
  // A link from elsewhere to the popularity kanban, which needs GET /device/statistics.
  await page.goto('/popularitykanban');
  const state = page.getByTestId('no-permission');
  await expect(state.getByRole('heading', { name: 'No permission' })).toBeVisible();
  await expect(state.getByTestId('missing-permissions')).toContainText('(GET /device/statistics)');
  await expect(state).toContainText('Ordinary member');
  // Whom to ask: the administrators of the maintainer's tenant.
  await expect(state).toContainText('Li Wei');
  await expect(state).toContainText('Jinan Photon Machinery');
  await expect(new Shell(page).menu()).toBeVisible();
  expect(await seenToasts(page)).toEqual([]);
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'no-permission.png') });
});

test('super_admin comes back to the tenant it chose last', async ({ page }) => {
  await page.goto('/login');
  await new LoginPage(page).signIn('superadmin', DEMO_PASSWORD);
  const overview = new OverviewKanban(page);
  await expect(overview.title()).toHaveText('Jinan Photon Machinery (7 devices)');
  await overview.pickTenant('Hangzhou Waterjet Works');
  await expect(overview.title()).toHaveText('Hangzhou Waterjet Works (1 device)');
  await page.reload();
  await expect(overview.title()).toHaveText('Hangzhou Waterjet Works (1 device)');
});
