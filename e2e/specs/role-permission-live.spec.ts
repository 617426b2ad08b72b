import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from '../fixtures/signIn';
import { RolePermissionPage } from '../pages/RolePermissionPage';

const gql = async (request: APIRequestContext, query: string, variables: Record<string, unknown> = {}, token?: string) => {
  const res = await request.post('/graphql', {
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    data: { query, variables },
  });
  const body = (await res.json()) as { data?: Record<string, any>; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
};
const tokenOf = async (request: APIRequestContext, account: string) =>
  (await gql(request, 'mutation L($a: String!, $p: String!) { login(account: $a, password: $p) { token } }', { a: account, p: DEMO_PASSWORD })).login.token as string;

test("super_admin changes the tenant_admin policy on /rolepermission; an open tenant_admin session loses and regains guarded elements without reloading", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const admin = await tokenOf(request, 'superadmin');
  const policy = (await gql(request, '{ rolePolicies(role: tenant_admin) { path method } }', {}, admin)).rolePolicies as { path: string; method: string }[];
  // A token of one of the tenant administrator's users: its row in "Tokens of your users" has the guarded revoke button.
  const maintainer = await tokenOf(request, 'maintainer');
  await gql(request, 'mutation { createApiToken(name: "e2e shop floor") { token { id } } }', {}, maintainer);

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
    await gql(request, 'mutation R($apis: [ApiPermissionInput!]!) { replaceRolePolicies(role: tenant_admin, apis: $apis) { path } }', { apis: policy.map(({ path, method }) => ({ path, method })) }, admin);
    await tenantContext.close();
    await superContext.close();
  }
});
