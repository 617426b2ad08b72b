import { systemEm } from '../src/core/tenancy';
import { SystemMessage, SystemMessageReceipt } from '../src/modules/system-messages/system-message.entity';
import { Tenant } from '../src/modules/tenants/tenant.entity';
import { type Caller, errorOf, eventually, gql, loginAs, startTestServer, type TestServer, wsClient } from './helpers';

const SEND = 'mutation S($input: SystemMessageInput!) { sendSystemMessage(input: $input) { id recipients } }';
const PREVIEW = '{ systemMessagePreview { unread items { id type title content senderName read } } }';
const LIST = `query L($status: SystemMessageStatus, $type: SystemMessageType, $sentFrom: String, $sentTo: String, $page: Int, $pageSize: Int) {
  mySystemMessages(status: $status, type: $type, sentFrom: $sentFrom, sentTo: $sentTo, page: $page, pageSize: $pageSize) { total page pageSize items { id type title read sentAt } }
}`;
const MARK = 'mutation M($ids: [ID!]!) { markSystemMessagesRead(ids: $ids) }';
const MARK_ALL = 'mutation { markAllSystemMessagesRead }';
const REPLACE = 'mutation R($role: Role!, $apis: [ApiPermissionInput!]!) { replaceRolePolicies(role: $role, apis: $apis) { path } }';

const ACCOUNTS = ['superadmin', 'tenantadmin', 'maintadmin', 'maintainer', 'customer', 'qiluadmin', 'rivaladmin', 'rivaluser'] as const;
type Account = (typeof ACCOUNTS)[number];
/** The maker's tree (maker and its sub-tenants down to the customer qilu). */
const MAKER_USERS: Account[] = ['tenantadmin', 'maintadmin', 'maintainer', 'customer', 'qiluadmin'];

/** Stored system messages (spec part 1 sections 3, 7 and 9): audience, read state per user, preview of 5, filters, live delivery. */
describe('system messages', () => {
  let server: TestServer;
  const tokens = {} as Record<Account, string>;
  const as = (account: Account): Caller => ({ token: tokens[account] });
  const send = async (account: Account, input: Record<string, unknown>) => gql(server, SEND, { input: { type: 'notice', title: 'Hello', content: 'Body', ...input } }, as(account));
  const sent = async (account: Account, input: Record<string, unknown>) => {
    const res = await send(account, input);
    expect(res.body.errors).toBeUndefined();
    return res.body.data!.sendSystemMessage as { id: string; recipients: number };
  };
  const preview = async (account: Account) => (await gql(server, PREVIEW, {}, as(account))).body.data!.systemMessagePreview as { unread: number; items: { id: string; title: string; read: boolean }[] };
  const list = async (account: Account, variables: Record<string, unknown> = {}) => {
    const res = await gql(server, LIST, variables, as(account));
    expect(res.body.errors).toBeUndefined();
    return res.body.data!.mySystemMessages as { total: number; items: { id: string; title: string; read: boolean; type: string; sentAt: string }[] };
  };
  const ids = async (account: Account) => (await list(account, { pageSize: 50 })).items.map((m) => m.id);
  const tenantId = async (oemCode: string) => String((await systemEm(server.services.orm, 'test').findOneOrFail(Tenant, { oemCode })).id);
  const storedCounts = async () => {
    const em = systemEm(server.services.orm, 'test');
    return [await em.count(SystemMessage, {}), await em.count(SystemMessageReceipt, {})];
  };

  beforeAll(async () => {
    server = await startTestServer();
    for (const account of ACCOUNTS) tokens[account] = await loginAs(server, account);
  });
  afterAll(() => server.stop());

  it("reaches a tenant administrator's tenants and their users only: never a rival tenant's", async () => {
    const message = await sent('tenantadmin', { title: 'Maker maintenance window' });
    expect(message.recipients).toBe(MAKER_USERS.length);
    for (const account of ACCOUNTS) expect(await ids(account)).toEqual(MAKER_USERS.includes(account) ? [message.id] : []);
    // One tenant named: it and its sub-tenants only.
    const toQilu = await sent('tenantadmin', { title: 'For Qilu', tenantIds: [await tenantId('C-QLPS')] });
    expect(toQilu.recipients).toBe(2);
    expect((await ids('customer'))[0]).toBe(toQilu.id);
    expect((await ids('qiluadmin'))[0]).toBe(toQilu.id);
    expect(await ids('maintainer')).not.toContain(toQilu.id);
  });

  it("refuses a tenant outside the sender's scope (1151) and sends nothing", async () => {
    const before = await storedCounts();
    expect(errorOf(await send('tenantadmin', { tenantIds: [await tenantId('HZWW')] }))).toMatchObject({ errorno: 1151 });
    expect(errorOf(await send('tenantadmin', { tenantIds: [await tenantId('C-QLPS'), await tenantId('C-XHGC')] }))).toMatchObject({ errorno: 1151 });
    expect(errorOf(await send('qiluadmin', { tenantIds: [await tenantId('JNPM')] }))).toMatchObject({ errorno: 1151 });
    expect(errorOf(await send('tenantadmin', { tenantIds: ['999999'] }))).toMatchObject({ errorno: 1151 });
    expect(errorOf(await send('tenantadmin', { tenantIds: ['1e0'] }))).toMatchObject({ errorno: 1004 });
    expect(await storedCounts()).toEqual(before);
  });

  it('lets super_admin send to everyone, or to any tenant', async () => {
    const all = await sent('superadmin', { title: 'Everyone' });
    expect(all.recipients).toBe(ACCOUNTS.length);
    for (const account of ACCOUNTS) expect((await ids(account))[0]).toBe(all.id);
    const rival = await sent('superadmin', { title: 'Rival only', tenantIds: [await tenantId('HZWW')] });
    expect(rival.recipients).toBe(2);
    expect((await ids('rivaluser'))[0]).toBe(rival.id);
    expect(await ids('tenantadmin')).not.toContain(rival.id);
  });

  it('applies the form rules (1003) and stores nothing for bad input', async () => {
    const before = await storedCounts();
    const fields = async (input: Record<string, unknown>) => {
      const error = errorOf(await send('tenantadmin', input));
      expect(error).toMatchObject({ errorno: 1003 });
      return error.fields.map((f: { field: string; key: string }) => `${f.field}:${f.key}`);
    };
    expect(await fields({ type: 'gossip', title: ' ', content: '' })).toEqual(['type:message_type_required', 'title:message_title_required', 'content:message_content_required']);
    expect(await fields({ title: 'x'.repeat(51), content: 'y'.repeat(501) })).toEqual(['title:message_title_too_long', 'content:message_content_too_long']);
    expect(await fields({ title: 'bad\u0007bell' })).toEqual(['title:text_not_allowed']);
    expect(await fields({ tenantIds: Array.from({ length: 51 }, (_, i) => String(i + 1)) })).toEqual(['tenantIds:message_tenants_too_many']);
    expect(await storedCounts()).toEqual(before);
  });

  it('keeps hostile text as plain text', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const message = await sent('tenantadmin', { title: hostile, content: `${hostile} & "quotes"` });
    const [first] = (await preview('maintainer')).items;
    expect(first).toMatchObject({ id: message.id, title: hostile, content: `${hostile} & "quotes"` });
  });

  it('keeps read state per user: mark read, mark all read, and 1080 for a message not addressed to the caller', async () => {
    const message = await sent('tenantadmin', { title: 'Read me' });
    const customerBefore = (await preview('customer')).unread;
    const qiluBefore = (await preview('qiluadmin')).unread;
    expect((await gql(server, MARK, { ids: [message.id] }, as('customer'))).body.data!.markSystemMessagesRead).toBe(customerBefore - 1);
    // Twice is harmless; the other recipient still has it unread.
    expect((await gql(server, MARK, { ids: [message.id] }, as('customer'))).body.data!.markSystemMessagesRead).toBe(customerBefore - 1);
    expect((await preview('qiluadmin')).unread).toBe(qiluBefore);
    expect((await list('customer', { status: 'read' })).items.map((m) => m.id)).toContain(message.id);
    expect((await list('qiluadmin', { status: 'unread' })).items.map((m) => m.id)).toContain(message.id);
    // A rival cannot mark (or learn about) it; a mix of own and foreign ids marks nothing.
    const rivalOwn = (await ids('rivaluser'))[0];
    expect(errorOf(await gql(server, MARK, { ids: [message.id] }, as('rivaluser')))).toMatchObject({ errorno: 1080 });
    expect(errorOf(await gql(server, MARK, { ids: [rivalOwn, message.id] }, as('rivaluser')))).toMatchObject({ errorno: 1080 });
    expect((await list('rivaluser', { status: 'unread' })).items.map((m) => m.id)).toContain(rivalOwn);
    expect(errorOf(await gql(server, MARK, { ids: [] }, as('customer')))).toMatchObject({ errorno: 1004 });

    const unread = (await preview('qiluadmin')).unread;
    expect(unread).toBeGreaterThan(1);
    expect((await gql(server, MARK_ALL, {}, as('qiluadmin'))).body.data!.markAllSystemMessagesRead).toBe(unread);
    expect(await preview('qiluadmin')).toEqual({ unread: 0, items: [] });
    expect((await gql(server, MARK_ALL, {}, as('qiluadmin'))).body.data!.markAllSystemMessagesRead).toBe(0);
    // Everyone else's state is theirs.
    expect((await preview('maintainer')).unread).toBeGreaterThan(0);
  });

  it('previews the latest 5 unread, newest first, with the unread count', async () => {
    await gql(server, MARK_ALL, {}, as('maintadmin'));
    const titles = Array.from({ length: 7 }, (_, i) => `Preview ${i + 1}`);
    for (const title of titles) await sent('tenantadmin', { title });
    const shown = await preview('maintadmin');
    expect(shown.unread).toBe(7);
    expect(shown.items.map((m) => m.title)).toEqual(titles.slice(2).reverse());
    expect(shown.items.every((m) => !m.read)).toBe(true);
    await gql(server, MARK, { ids: [shown.items[0].id] }, as('maintadmin'));
    const after = await preview('maintadmin');
    expect(after.unread).toBe(6);
    expect(after.items.map((m) => m.title)).toEqual(titles.slice(1, 6).reverse());
  });

  it('filters the list by status, type and time range in the database, paged', async () => {
    await gql(server, MARK_ALL, {}, as('maintainer'));
    const upgrade = await sent('tenantadmin', { type: 'upgrade', title: 'Version 2' });
    await sent('tenantadmin', { type: 'alarm', title: 'Coolant' });
    const all = await list('maintainer');
    expect(all.total).toBeGreaterThan(2);
    expect((await list('maintainer', { status: 'unread' })).total).toBe(2);
    expect((await list('maintainer', { status: 'read' })).total).toBe(all.total - 2);
    const upgrades = await list('maintainer', { type: 'upgrade' });
    expect(upgrades.items.map((m) => m.id)).toEqual([upgrade.id]);
    expect((await list('maintainer', { sentFrom: '2999-01-01' })).total).toBe(0);
    expect((await list('maintainer', { sentTo: '1999-12-31' })).total).toBe(0);
    expect((await list('maintainer', { sentFrom: '2000-01-01', sentTo: '2999-12-31', type: 'alarm', status: 'unread' })).total).toBe(1);
    const paged = await list('maintainer', { pageSize: 10, page: 1 });
    expect(paged.items.length).toBe(Math.min(10, all.total));
    expect(paged.items.map((m) => m.sentAt)).toEqual([...paged.items.map((m) => m.sentAt)].sort().reverse());
    expect(errorOf(await gql(server, LIST, { sentFrom: '2026-02-30' }, as('maintainer')))).toMatchObject({ errorno: 1006 });
    expect(errorOf(await gql(server, LIST, { sentFrom: '2026-03-02', sentTo: '2026-03-01' }, as('maintainer')))).toMatchObject({ errorno: 1007 });
    expect(errorOf(await gql(server, LIST, { pageSize: 15 }, as('maintainer')))).toMatchObject({ errorno: 1004 });
  });

  /**
   * Sends messages to everyone until `live` (the subscriptions receive them: no sleep), then waits
   * for every send still in flight, so none of them arrives after what the test sends next.
   */
  const warmUp = async (live: () => boolean) => {
    let n = 0;
    const inFlight: Promise<unknown>[] = [];
    const warm = setInterval(() => inFlight.push(send('superadmin', { title: `Warm-up ${++n}` })), 50);
    await eventually(live, 10000, 'the subscriptions live').finally(() => clearInterval(warm));
    await Promise.all(inFlight);
  };

  it('delivers a message live to the signed-in users it is addressed to, and never to a rival tenant', async () => {
    const received: Record<string, string[]> = { maintainer: [], rivaluser: [] };
    const clients = (['maintainer', 'rivaluser'] as const).map((account) => {
      const client = wsClient(server, { token: tokens[account] });
      client.subscribe({ query: 'subscription { systemMessages { id title read } }' }, { next: (r: any) => received[account].push(r.data.systemMessages.title), error: () => undefined, complete: () => undefined });
      return client;
    });
    try {
      // Both listening: a message to everyone reaches both (sent again until it does: no sleep).
      await warmUp(() => received.maintainer.length > 0 && received.rivaluser.length > 0);
      await sent('tenantadmin', { title: 'Maker only' });
      await sent('superadmin', { title: 'Final' });
      await eventually(() => received.maintainer.includes('Final') && received.rivaluser.includes('Final'), 10000, 'the final message');
      // Events of one publisher arrive in order: the maker's message came before Final, or never.
      expect(received.maintainer.slice(received.maintainer.indexOf('Maker only'))).toEqual(['Maker only', 'Final']);
      expect(received.rivaluser).not.toContain('Maker only');
    } finally {
      await Promise.all(clients.map((c) => c.dispose()));
    }
  });

  // The same selection spelled three ways: a fragment must not let one user into another's group (a review found the inline one did).
  it.each([
    ['a plain field', 'subscription { systemMessages { id title read } }', 'secondadmin'],
    ['an inline fragment', 'subscription { ... on Subscription { systemMessages { id title read } } }', 'secondinline'],
    ['a fragment spread', 'subscription { ...Mine } fragment Mine on Subscription { systemMessages { id title read } }', 'secondspread'],
  ])('delivers a message to one user (a reminder) to that user only, though another user of the same tenant and role shares the subscription group: selected through %s', async (_, query, secondAccount) => {
    const added = await gql(server, 'mutation A($input: AddUserInput!) { addUser(input: $input) { id } }', { input: { name: 'Second Admin', account: secondAccount, password: 'Secret2026', confirmPassword: 'Secret2026', role: 'tenant_admin' } }, as('tenantadmin'));
    expect(added.body.errors).toBeUndefined();
    const second = await loginAs(server, secondAccount, 'Secret2026');
    const me = (await gql(server, '{ me { id tenantId } }', {}, as('tenantadmin'))).body.data!.me as { id: string; tenantId: string };
    const received: Record<string, string[]> = { tenantadmin: [], secondadmin: [] };
    const clients = ([['tenantadmin', tokens.tenantadmin], ['secondadmin', second]] as const).map(([account, token]) => {
      const client = wsClient(server, { token });
      client.subscribe({ query }, { next: (r: any) => received[account].push(r.data.systemMessages.title), error: () => undefined, complete: () => undefined });
      return client;
    });
    try {
      await warmUp(() => received.tenantadmin.length > 0 && received.secondadmin.length > 0);
      server.services.pubsub.publish('SYSTEM_MESSAGE', { id: 999_001, type: 'maintenance', title: 'For Li Wei only', content: 'x', sentAt: new Date().toISOString(), senderName: 'Repair reminders', toEveryone: false, tenantIds: [Number(me.tenantId)], userIds: [Number(me.id)] });
      await sent('superadmin', { title: 'Final' });
      await eventually(() => received.tenantadmin.includes('Final') && received.secondadmin.includes('Final'), 10000, 'the final message');
      expect(received.tenantadmin.slice(received.tenantadmin.indexOf('For Li Wei only'))).toEqual(['For Li Wei only', 'Final']);
      expect(received.secondadmin).not.toContain('For Li Wei only');
    } finally {
      await Promise.all(clients.map((c) => c.dispose()));
    }
  });

  it('needs GET /systemmessage to read and subscribe, PUT /systemmessage/read to mark, POST /systemmessage to send', async () => {
    const admin = as('superadmin');
    const policy = (await gql(server, '{ rolePolicies(role: maintainer) { path method } }', {}, admin)).body.data!.rolePolicies as { path: string; method: string }[];
    expect(errorOf(await send('maintainer', {}))).toMatchObject({ errorno: 1150 });
    expect((await gql(server, PREVIEW, {}, as('maintainer'))).body.errors).toBeUndefined();
    expect((await gql(server, MARK_ALL, {}, as('maintainer'))).body.errors).toBeUndefined();
    await gql(server, REPLACE, { role: 'maintainer', apis: policy.filter((api) => !api.path.startsWith('/systemmessage')) }, admin);
    try {
      expect(errorOf(await gql(server, PREVIEW, {}, as('maintainer')))).toMatchObject({ errorno: 1150 });
      expect(errorOf(await gql(server, LIST, {}, as('maintainer')))).toMatchObject({ errorno: 1150 });
      expect(errorOf(await gql(server, MARK_ALL, {}, as('maintainer')))).toMatchObject({ errorno: 1150 });
      expect(errorOf(await gql(server, MARK, { ids: ['1'] }, as('maintainer')))).toMatchObject({ errorno: 1150 });
      const client = wsClient(server, { token: tokens.maintainer });
      const refused = await new Promise<any>((resolve) => client.subscribe({ query: 'subscription { systemMessages { id } }' }, { next: resolve, error: resolve, complete: () => resolve('complete') }));
      expect((refused.errors ?? refused)[0].extensions).toMatchObject({ errorno: 1150 });
      await client.dispose();
    } finally {
      await gql(server, REPLACE, { role: 'maintainer', apis: policy }, admin);
    }
    // And the granted pair works: the tenant administrator's policy holds POST /systemmessage.
    expect((await send('tenantadmin', { title: 'Allowed' })).body.errors).toBeUndefined();
    // No session: errorno 2.
    expect(errorOf(await gql(server, PREVIEW, {}))).toMatchObject({ errorno: 2 });
  });
});
