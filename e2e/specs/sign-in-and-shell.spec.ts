import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { LoginPage } from '../pages/LoginPage';
import { Shell } from '../pages/Shell';
import { SCREENSHOT_DIR } from '../fixtures/screenshots';
import { signIn } from '../fixtures/signIn';

const PASSWORD = 'Demo2026';
const screenshots = SCREENSHOT_DIR;

test('a logged-out visit goes through login and back to the kanban, with the role menu, reset-password rules and sign-out', async ({ page }) => {
  await page.goto('/deviceoverviewkanban');

  // Guard: not initialised -> /starter?origin=..., then logged out -> /login?origin=...
  const login = new LoginPage(page);
  await login.expectShown();
  expect(new URL(page.url()).searchParams.get('origin')).toBe('/deviceoverviewkanban');
  await expect(page).toHaveTitle(/Login|Sign in/i);

  // Required fields.
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Please enter your username')).toBeVisible();
  await expect(page.getByText('Please enter your password')).toBeVisible();

  // A wrong password gets the catalogue's message; nothing reveals whether the account exists.
  await login.signIn('tenantadmin', 'wrong-password1');
  await expect(page.getByText('Wrong username or password')).toBeVisible();

  await login.signIn('tenantadmin', PASSWORD);
  await expect(page).toHaveURL(/\/deviceoverviewkanban$/);
  // The header names the signed-in user (elsewhere the name may stand beside a message it sent).
  await expect(page.getByTestId('header-username')).toHaveText('Li Wei');
  await expect(page.getByText('Jinan Photon Machinery').first()).toBeVisible();

  // Role-filtered menu: tenant_admin sees customer roster and product archive, not role permissions.
  const shell = new Shell(page);
  const menu = shell.menu();
  await expect(menu.getByText('Equipment Overview')).toBeVisible();
  await expect(menu.getByText('Customer roster')).toBeVisible();
  await expect(menu.getByText('Product archive management')).toBeVisible();
  await expect(menu.getByText('Role permission management')).toHaveCount(0);
  const box = await menu.boundingBox();
  expect(Math.round(box!.width)).toBe(208);

  // Error toasts last 1500 ms.
  await expect(page.getByText('Wrong username or password')).toBeHidden({ timeout: 5000 });
  fs.mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: path.join(screenshots, 'overview.png') });

  // Reset password: the spec's rules, then the server's 1002 for a wrong old password.
  const dialog = await shell.openResetPassword();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please enter the old password')).toBeVisible();
  await expect(page.getByText('Form validation failed').first()).toBeVisible();
  await dialog.getByLabel('Old password').fill(PASSWORD);
  await dialog.getByLabel('New password').fill('short');
  await dialog.getByLabel('Confirm password').fill('different1');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('At least 8 characters with upper- and lower-case letters and digits').last()).toBeVisible();
  await expect(dialog.getByText('The two passwords do not match')).toBeVisible();
  await dialog.getByLabel('Old password').fill('NotTheOld123');
  await dialog.getByLabel('New password').fill('Brandnew2027');
  await dialog.getByLabel('Confirm password').fill('Brandnew2027');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('The old password is wrong')).toBeVisible();
  await dialog.getByText('Cancel', { exact: true }).click();
  await expect(dialog).toBeHidden();

  // Sign out asks first; cancelling keeps the session.
  let confirm = await shell.signOut();
  await confirm.getByText('Cancel', { exact: true }).click();
  await expect(page).toHaveURL(/\/deviceoverviewkanban$/);
  confirm = await shell.signOut();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await login.expectShown();

  // The session is gone server-side: a protected page sends us back to login.
  await page.goto('/customerroster');
  await login.expectShown();
});

test('super_admin sees role permission management and opens the product list (a layout role, spec part 2 section 2), and a maintainer gets the Ordinary member badge and may not open it', async ({ page }) => {
  await page.goto('/login');
  const login = new LoginPage(page);
  await login.signIn('superadmin', PASSWORD);
  await expect(page).toHaveURL(/\/deviceoverviewkanban$/);
  await expect(new Shell(page).menu().getByText('Role permission management')).toBeVisible();
  // The product screens admit the layout roles (super_admin, tenant_admin, user) and maintainadmin.
  await expect(new Shell(page).menu().getByText('Product archive management')).toBeVisible();
  await page.goto('/productlist');
  await expect(page.getByTestId('product-table')).toBeVisible();
  await page.goto('/deviceoverviewkanban');
  await (await new Shell(page).signOut()).getByRole('button', { name: 'Confirm' }).click();

  await login.signIn('maintainer', PASSWORD);
  await expect(page.getByText('Ordinary member')).toBeVisible();
  await expect(new Shell(page).menu().getByText('Product archive management')).toHaveCount(0);
  await page.goto('/productlist');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await expect(page.getByText('Your role (Ordinary member) may not open “Product manuals”.')).toBeVisible();
});

// Found in review: sign-out landed on /login?origin=<the page>, so the next person to sign in on
// this browser was sent to the previous user's page.
test('after a sign-out the next person to sign in starts on the overview, not on the previous user\'s page', async ({ page }) => {
  await signIn(page, 'tenantadmin');
  await page.goto('/distributionkanban');
  await expect(page).toHaveURL(/\/distributionkanban$/);
  await (await new Shell(page).signOut()).getByRole('button', { name: 'Confirm' }).click();
  await new LoginPage(page).signIn('maintainer', PASSWORD);
  await expect(page).toHaveURL(/\/deviceoverviewkanban$/);
});
