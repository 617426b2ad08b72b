import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from '../fixtures/signIn';
import { ProductList } from '../pages/ProductManuals';
import { RolePermissionPage } from '../pages/RolePermissionPage';

const gql = async (request: APIRequestContext, query: string, variables: Record<string, unknown>, token?: string) => {
  const res = await request.post('/graphql', {
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    data: { query, variables },
  });
  const body = (await res.json()) as { data?: Record<string, any>; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
};

// Issue 14's proof on the product list: a policy change reaches an open session's buttons at once.
test('super_admin removes DELETE /productmanual from tenant_admin; an open tenant_admin product list shows delete disabled without reloading', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const admin = (await gql(request, 'mutation L($a: String!, $p: String!) { login(account: $a, password: $p) { token } }', { a: 'superadmin', p: DEMO_PASSWORD })).login.token as string;
  const policy = (await gql(request, '{ rolePolicies(role: tenant_admin) { path method } }', {}, admin)).rolePolicies as { path: string; method: string }[];
  const tenantContext = await browser.newContext();
  const superContext = await browser.newContext();
  try {
    const tenant = await tenantContext.newPage();
    await signIn(tenant, 'tenantadmin');
    const list = new ProductList(tenant);
    await list.open();
    const remove = list.row('PL-3015 Fiber Laser').getByTestId('row-delete');
    await expect(remove).toBeEnabled();
    const loads = { count: 0 };
    tenant.on('load', () => (loads.count += 1));

    const superPage = await superContext.newPage();
    await signIn(superPage, 'superadmin');
    const roles = new RolePermissionPage(superPage);
    await roles.open();
    await roles.chooseRole('Administrator');
    await expect(roles.api('DELETE', '/productmanual')).toBeChecked();
    await roles.set('DELETE', '/productmanual', false);
    await roles.save();

    await expect(remove).toBeDisabled();
    // Only delete: editing is still allowed.
    await expect(list.row('PL-3015 Fiber Laser').getByTestId('row-edit')).toBeEnabled();

    await roles.set('DELETE', '/productmanual', true);
    await roles.save();
    await expect(remove).toBeEnabled();
    expect(loads.count).toBe(0);
  } finally {
    await gql(request, 'mutation R($apis: [ApiPermissionInput!]!) { replaceRolePolicies(role: tenant_admin, apis: $apis) { path } }', { apis: policy.map(({ path, method }) => ({ path, method })) }, admin);
    await tenantContext.close();
    await superContext.close();
  }
});
