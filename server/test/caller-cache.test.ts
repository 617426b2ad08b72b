import { systemEm } from '../src/core/tenancy';
import { createContext } from '../src/graphql/context';
import { Session } from '../src/modules/auth/session.entity';
import { hashToken } from '../src/modules/auth/tokens';
import { Tenant } from '../src/modules/tenants/tenant.entity';
import { User } from '../src/modules/users/user.entity';
import { DEMO_PASSWORD, errorOf, gql, loginAs, startTestServer, type TestServer } from './helpers';

const USERS = '{ users(pageSize: 10) { total } }';
const UPDATE = 'mutation Update($input: UpdateUserInput!) { updateUser(input: $input) { id role } }';
const TREE_IDS = '{ tenantTree { id subTenants { id subTenants { id subTenants { id subTenants { id } } } } } }';
const RESET = 'mutation Reset($old: String!, $new: String!) { resetPassword(oldPassword: $old, newPassword: $new) }';

/** Every tenant id in a tenantTree answer. */
function treeIds(nodes: { id: string; subTenants?: unknown[] }[]): string[] {
  return nodes.flatMap((n) => [n.id, ...treeIds((n.subTenants ?? []) as { id: string }[])]);
}

/**
 * Signed-in callers are kept in memory per instance; these check that every change that
 * matters is seen on the very next request. Each test first makes sure the caller is in
 * the cache, so without the invalidation the old state would still be served.
 */
describe('cached callers follow every change at once', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  const isCached = (token: string) => server.services.callers.get(hashToken(token)) !== undefined;
  /** A fork for writing as an administrator would (through the ORM, outside any request). */
  const adminEm = () => {
    const em = systemEm(server.services.orm, 'test');
    return em;
  };
  const userId = async (account: string) => (await adminEm().findOneOrFail(User, { account })).id;

  it('refuses the token right after sign-out', async () => {
    const token = await loginAs(server, 'customer');
    expect((await gql(server, '{ me { account } }', {}, { token })).body.data!.me.account).toBe('customer');
    expect(isCached(token)).toBe(true);
    expect((await gql(server, 'mutation { logout }', {}, { token })).body.data!.logout).toBe(true);
    expect(errorOf(await gql(server, '{ me { account } }', {}, { token }))).toMatchObject({ errorno: 2 });
  });

  it("refuses every session of the user right after a password change (in a transaction)", async () => {
    const account = 'qiluadmin';
    const first = await loginAs(server, account);
    const second = await loginAs(server, account);
    for (const token of [first, second]) expect((await gql(server, USERS, {}, { token })).body.data!.users.total).toBeGreaterThan(0);
    expect(isCached(first) && isCached(second)).toBe(true);
    const reset = await gql(server, RESET, { old: DEMO_PASSWORD, new: 'Changed2026' }, { token: first });
    expect(reset.body.data!.resetPassword).toBe(true);
    for (const token of [first, second]) expect(errorOf(await gql(server, USERS, {}, { token }))).toMatchObject({ errorno: 2 });
  });

  it("applies a role change made by an administrator on the user's next request", async () => {
    const admin = await loginAs(server, 'tenantadmin');
    const token = await loginAs(server, 'maintadmin');
    expect((await gql(server, USERS, {}, { token })).body.errors).toBeUndefined(); // maintainadmin may list users
    expect(isCached(token)).toBe(true);
    const id = String(await userId('maintadmin'));
    const changed = await gql(server, UPDATE, { input: { id, name: 'Maint Admin', role: 'user' } }, { token: admin });
    expect(changed.body.data!.updateUser.role).toBe('user');
    expect(errorOf(await gql(server, USERS, {}, { token }))).toMatchObject({ code: 'FORBIDDEN' }); // a user may not
  });

  it("applies a change of the user's tenant and language on the next request", async () => {
    const token = await loginAs(server, 'maintainer');
    const before = await gql(server, TREE_IDS, {}, { token });
    const makerTree = treeIds(before.body.data!.tenantTree);
    const denied = await gql(server, '{ rolePolicies(role: user) { path } }', {}, { token });
    expect(denied.body.errors![0].message).toBe('You do not have permission for this operation');
    expect(isCached(token)).toBe(true);

    const em = adminEm();
    const user = await em.findOneOrFail(User, { account: 'maintainer' });
    const qilu = await em.findOneOrFail(Tenant, { oemCode: 'C-QLPS' });
    user.tenant = em.getReference(Tenant, qilu.id) as never;
    user.language = 'zh_CN';
    await em.flush();

    expect(treeIds((await gql(server, TREE_IDS, {}, { token })).body.data!.tenantTree)).toEqual([String(qilu.id)]);
    expect(makerTree).toContain(String(qilu.id));
    const deniedNow = await gql(server, '{ rolePolicies(role: user) { path } }', {}, { token });
    expect(deniedNow.body.errors![0].message).toBe('您没有此操作的权限');
  });

  it('changes scopes on the next request when a tenant is added, moved or removed', async () => {
    const token = await loginAs(server, 'tenantadmin');
    const visible = async () => treeIds((await gql(server, TREE_IDS, {}, { token })).body.data!.tenantTree);
    const before = await visible();
    expect(isCached(token)).toBe(true);

    const em = adminEm();
    const maker = await em.findOneOrFail(Tenant, { oemCode: 'JNPM' });
    const rival = await em.findOneOrFail(Tenant, { oemCode: 'HZWW' });
    const added = em.create(Tenant, { name: 'Added Area', level: 'city', parent: maker });
    await em.flush();
    expect(await visible()).toEqual(expect.arrayContaining([...before, String(added.id)]));

    added.parent = em.getReference(Tenant, rival.id) as never;
    await em.flush();
    expect(await visible()).toEqual(before);

    added.parent = em.getReference(Tenant, maker.id) as never;
    await em.flush();
    expect(await visible()).toContain(String(added.id));
    em.remove(added);
    await em.flush();
    const ctx = await createContext(server.services, { token });
    expect(ctx.scope.includes(added.id)).toBe(false);
    expect(ctx.scope.includes(maker.id)).toBe(true);
  });

  it("never serves a session past its expiry, even when it is cached", async () => {
    const token = await loginAs(server, 'rivaluser');
    // The session's natural end, written without the ORM's unit of work (no invalidation).
    const expiresAt = new Date(Date.now() + 1500);
    await adminEm().nativeUpdate(Session, { tokenHash: hashToken(token) }, { expiresAt });
    expect((await gql(server, '{ me { account } }', {}, { token })).body.data!.me.account).toBe('rivaluser');
    expect(isCached(token)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, expiresAt.getTime() - Date.now() + 20));
    expect(errorOf(await gql(server, '{ me { account } }', {}, { token }))).toMatchObject({ errorno: 2 });
  });
});
