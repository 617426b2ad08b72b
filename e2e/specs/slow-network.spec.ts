import { expect, test } from '@playwright/test';
import { blankFrames, holdRequests, operation, recordBlankFrames } from '../fixtures/slowNetwork';
import { signIn } from '../fixtures/signIn';

/**
 * On a slow network every stage of opening the app shows a loading state, never a blank page:
 * index.html before the app's script arrives, the session's check (`me`, `myPermissions`), a
 * screen's lazy chunk. Each stage is held (page.route) until the test has looked at it.
 */

const GRAPHQL = '**/graphql';
/** The app's entry script (index.html's module script); its imports are preloaded beside it. */
const ENTRY_SCRIPT = /\/assets\/index-[^/]*\.js$/;

test.beforeEach(async ({ page }) => {
  await recordBlankFrames(page);
});

test.afterEach(async ({ page }) => {
  expect(await blankFrames(page), 'frames painted without any text').toEqual([]);
});

test('before the script and while the sign-in screen loads, the page shows a loading state', async ({ page }) => {
  const entry = await holdRequests(page, ENTRY_SCRIPT);
  const loginChunk = await holdRequests(page, /\/assets\/LoginPage-[^/]*\.js$/);
  await page.goto('/deviceoverviewkanban', { waitUntil: 'commit' });
  await entry.requested;

  // index.html alone: no script may run inline (CSP), so it says it in both languages.
  const boot = page.getByRole('status');
  await expect(boot).toBeVisible();
  const said = boot.locator('p').first();
  await expect(said.locator('[lang="en"]')).toHaveText('Loading…');
  await expect(said.locator('[lang="zh-CN"]')).toHaveText('加载中…');
  // The offer to reload waits for a download that never comes (30 s).
  await expect(boot.getByRole('link', { name: 'Reload' })).toBeHidden();

  // The app runs, the session is checked (signed out), the sign-in screen's chunk is held.
  entry.release();
  await loginChunk.requested;
  await expect(page).toHaveURL(/\/login\?origin=/);
  await expect(page.getByRole('status')).toHaveText('Loading…');

  loginChunk.release();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
});

test('a reload of a signed-in session shows a loading state while the session and the permissions load', async ({ page }) => {
  await signIn(page);
  const me = await holdRequests(page, GRAPHQL, operation('Me'));
  const permissions = await holdRequests(page, GRAPHQL, operation('MyPermissions'));
  await page.reload({ waitUntil: 'commit' });

  // Both held: the starter says what happens (it had waited for the permissions on a blank page).
  await permissions.requested;
  await expect(page.getByRole('status')).toHaveText('Preparing your workspace…');
  await me.requested;

  // The session confirmed, the permissions still on their way: the guard's loading state.
  me.release();
  await expect(page).toHaveURL(/\/deviceoverviewkanban$/);
  await expect(page.getByRole('status')).toHaveText('Loading…');

  permissions.release();
  await expect(page.getByTestId('header-username')).toHaveText('Li Wei');
  await expect(page.getByText('Jinan Photon Machinery').first()).toBeVisible();
});

test("the site's address, signed in: on to the start screen, whose chunk on its way shows the loading state inside the shell", async ({ page }) => {
  await signIn(page);
  const kanbanChunk = await holdRequests(page, /\/assets\/DeviceOverviewKanban-[^/]*\.js$/);
  await page.goto('/', { waitUntil: 'commit' });
  await kanbanChunk.requested;
  await expect(page).toHaveURL(/\/deviceoverviewkanban$/);

  await expect(page.getByTestId('header-username')).toHaveText('Li Wei');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Loading…');

  kanbanChunk.release();
  await expect(page.getByText('Jinan Photon Machinery').first()).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('the loading states are in the browser language', async ({ page }) => {
    const me = await holdRequests(page, GRAPHQL, operation('Me'));
    const loginChunk = await holdRequests(page, /\/assets\/LoginPage-[^/]*\.js$/);
    await page.goto('/deviceoverviewkanban', { waitUntil: 'commit' });
    await me.requested;
    await expect(page.getByRole('status')).toHaveText('正在准备工作台…');

    me.release();
    await loginChunk.requested;
    await expect(page.getByRole('status')).toHaveText('加载中…');

    loginChunk.release();
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  });
});
