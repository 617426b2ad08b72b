import { expect, test } from '@playwright/test';
import { graphqlCall, keepTenantAdminPolicy, tokenOf } from '../fixtures/api';
import { signIn } from '../fixtures/signIn';
import { ProductList } from '../pages/ProductManuals';
import { RolePermissionPage } from '../pages/RolePermissionPage';


test("super_admin changes the tenant_admin policy on /rolepermission; an open tenant_admin session loses and regains guarded elements without reloading", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const restorePolicy = await keepTenantAdminPolicy(request, await tokenOf(request, 'superadmin'));
  // A token of one of the tenant administrator's users: its row in "Tokens of your users" has the guarded revoke button.
  const maintainer = await tokenOf(request, 'maintainer');
  const created = await graphqlCall(request, 'mutation { createApiToken(name: "e2e shop floor") { token { id } } }', {}, maintainer);
  // Revoked at the end, so that a second run (--repeat-each) finds one row of this name, not two.
  const revokeToken = () => graphqlCall(request, 'mutation ($id: ID!) { revokeApiToken(id: $id) { id } }', { id: created.createApiToken.token.id }, maintainer);

  const tenantContext = await browser.newContext();
  const superContext = await browser.newContext();
  try {
    const tenant = await tenantContext.newPage();
    await signIn(tenant, 'tenantadmin');
    await tenant.goto('/apitokens');
    const section = tenant.getByTestId('user-tokens');
    const row = section.getByRole('row').filter({ hasText: 'e2e shop floor' });
    const revoke = row.getByRole('button', { name: 'Revoke' });
    await expect(revoke).toBeEnabled();
    const loads = { count: 0 };
    tenant.on('load', () => (loads.count += 1));

    const superPage = await superContext.newPage();
    await signIn(superPage, 'superadmin');
    const roles = new RolePermissionPage(superPage);
    await roles.open();
    // Nothing to save without a role.
    await superPage.getByRole('button', { name: 'Save' }).click();
    await expect(superPage.getByText('Please select a role first')).toBeVisible();
    await roles.chooseRole('Administrator');
    await expect(roles.api('PUT', '/user')).toBeChecked();

    // Withdraw "Edit a user" (PUT /user): the revoke button of another user's token turns disabled.
    await roles.set('PUT', '/user', false);
    await roles.save();
    await expect(revoke).toBeDisabled();
    await expect(revoke).toHaveAttribute('aria-disabled', 'true');

    // Withdraw "List users" (GET /user): the section disappears.
    await roles.set('GET', '/user', false);
    await roles.save();
    await expect(section).toHaveCount(0);

    // Give both back: the section and an enabled button return.
    await roles.set('GET', '/user', true);
    await roles.set('PUT', '/user', true);
    await roles.save();
    await expect(revoke).toBeEnabled();
    expect(loads.count).toBe(0);

    // The page reloads the role's policy when the role changes, and shows what was saved.
    await roles.chooseRole('User');
    await expect(roles.api('GET', '/user')).not.toBeChecked();
    await roles.chooseRole('Administrator');
    await expect(roles.api('PUT', '/user')).toBeChecked();
  } finally {
    await restorePolicy();
    await revokeToken();
    await tenantContext.close();
    await superContext.close();
  }
});

test('super_admin removes DELETE /productmanual from tenant_admin; the open product list of a tenant_admin shows its delete buttons disabled without reloading', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const restorePolicy = await keepTenantAdminPolicy(request, await tokenOf(request, 'superadmin'));
  const tenantContext = await browser.newContext();
  const superContext = await browser.newContext();
  try {
    const tenant = await tenantContext.newPage();
    await signIn(tenant, 'tenantadmin');
    const list = new ProductList(tenant);
    await list.open();
    const remove = list.table().getByTestId('row-delete').first();
    const edit = list.table().getByTestId('row-edit').first();
    await expect(remove).toBeEnabled();
    const loads = { count: 0 };
    tenant.on('load', () => (loads.count += 1));

    const superPage = await superContext.newPage();
    await signIn(superPage, 'superadmin');
    const roles = new RolePermissionPage(superPage);
    await roles.open();
    await roles.chooseRole('Administrator');
    await roles.set('DELETE', '/productmanual', false);
    await roles.save();
    await expect(remove).toBeDisabled();
    // Only what was withdrawn: editing stays.
    await expect(edit).toBeEnabled();

    await roles.set('DELETE', '/productmanual', true);
    await roles.save();
    await expect(remove).toBeEnabled();
    expect(loads.count).toBe(0);
  } finally {
    await restorePolicy();
    await tenantContext.close();
    await superContext.close();
  }
});
