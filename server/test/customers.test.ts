import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { CUSTOMER_LIMITS, IMPORT_COLUMNS, IMPORT_HEADERS } from '../src/contract/customers';
import { validationMessage } from '../src/contract/validation-messages';
import { systemEm } from '../src/core/tenancy';
import { Customer, CustomerImport, CustomerLog } from '../src/modules/customers/customer.entity';
import { User } from '../src/modules/users/user.entity';
import { Product } from '../src/modules/products/product.entity';
import { errorOf, eventually, fetchOnFreshSocketIfStale, gql, loginAs, startTestServer, type TestServer } from './helpers';
import { oneSheetWorkbook } from './support/uploads';

/**
 * The customer roster over real HTTP on a real database (SQLite, or PostgreSQL with
 * TEST_DATABASE_URL): the migrated demo model, the list with its filters and paging, the
 * form rules, soft delete -> restore -> complete delete with the operation log, the area
 * lookup, the collaboration (share, transfer pending / cancelled / accepted, exit), the
 * import modes with workbooks written here with exceljs (and one .xls), the export read back
 * with exceljs, tenant isolation and every API's permission.
 */
const FIELDS = 'id name alias code address contactPerson contactWay ncAccount mainBusiness responsibleSales label country province city status deletedAt customParams { name value } accountTenantId admin { id account } pendingAdmin { id account } collaborators { id account }';
const LIST = `query L($page: Int! = 1, $pageSize: Int! = 18, $status: CustomerStatus, $search: String, $province: String, $city: String, $sortKey: CustomerSortKey, $sortDirection: SortDirection) {
  customers(page: $page, pageSize: $pageSize, status: $status, search: $search, province: $province, city: $city, sortKey: $sortKey, sortDirection: $sortDirection) { version page { total page pageSize items { id name province city status } } } }`;
const GET = `query G($id: ID!) { customer(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation C($input: CustomerInput!) { createCustomer(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation U($id: ID!, $input: CustomerInput!) { updateCustomer(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation D($id: ID!) { deleteCustomer(id: $id) { id status deletedAt } }';
const RESTORE = 'mutation R($id: ID!) { restoreCustomer(id: $id) { id status deletedAt } }';
const PURGE = 'mutation P($id: ID!) { purgeCustomer(id: $id) }';
const LOG = 'query Log($id: ID!) { customerLog(id: $id) { total items { id operateType operatorName customerName detail createdAt } } }';
const SHARE = 'mutation S($id: ID!, $userId: ID!) { addCustomerCollaborator(id: $id, userId: $userId) { id collaborators { account } } }';
const UNSHARE = 'mutation S($id: ID!, $userId: ID!) { removeCustomerCollaborator(id: $id, userId: $userId) { id collaborators { account } } }';
const TRANSFER = 'mutation T($id: ID!, $userId: ID!) { transferCustomerAdmin(id: $id, userId: $userId) { id admin { account } pendingAdmin { account } } }';
const CANCEL = 'mutation T($id: ID!) { cancelCustomerAdminTransfer(id: $id) { id admin { account } pendingAdmin { account } } }';
const ACCEPT = 'mutation T($id: ID!) { acceptCustomerAdminTransfer(id: $id) { id admin { account } pendingAdmin { account } collaborators { account } } }';
const EXIT = 'mutation T($id: ID!) { exitCustomer(id: $id) }';
const AREAS = 'query A($level: AreaLevel, $parent: String) { areas(level: $level, parent: $parent) { code name } }';
const JOB = 'query J($id: ID!) { customerImport(id: $id) { id state progress processed added updated refused errorno report { row field message } } }';

describe('customer roster', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const userIds: Record<string, string> = {};
  const as = (account: string) => ({ token: tokens[account] });
  const call = (account: string, query: string, variables: Record<string, unknown> = {}) => gql(server, query, variables, as(account));
  const data = async (account: string, query: string, variables: Record<string, unknown> = {}) => {
    const res = await call(account, query, variables);
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    return res.body.data!;
  };
  const errno = async (account: string, query: string, variables: Record<string, unknown> = {}) => errorOf(await call(account, query, variables))?.errorno;
  const create = async (name: string, extra: Record<string, unknown> = {}, account = 'tenantadmin') => (await data(account, CREATE, { input: { name, ...extra } })).createCustomer;

  beforeAll(async () => {
    server = await startTestServer();
    for (const account of ['superadmin', 'tenantadmin', 'maintadmin', 'customer', 'qiluadmin', 'rivaladmin']) tokens[account] = await loginAs(server, account);
    // A second administrator of the maker: a collaborator of the tests below.
    const added = await data('tenantadmin', 'mutation A($input: AddUserInput!) { addUser(input: $input) { id } }', {
      input: { name: 'Liu Yang', account: 'liuyang', password: 'Secret2026', confirmPassword: 'Secret2026', role: 'tenant_admin' },
    });
    userIds.liuyang = added.addUser.id;
    tokens.liuyang = await loginAs(server, 'liuyang', 'Secret2026');
    const users = await data('tenantadmin', '{ users(pageSize: 50) { items { id account } } }');
    for (const u of users.users.items) userIds[u.account] = u.id;
  });
  afterAll(() => server.stop());

  describe('model and list', () => {
    it("keeps the demo customers in the maker's roster, linked to their own tenant node, administered by the maker's admin", async () => {
      const list = (await data('tenantadmin', LIST)).customers;
      expect(list.page.items.map((c: { name: string }) => c.name)).toEqual(['Haiyun Marine Fabrication', 'Pengcheng Electronics Enclosures', 'Qilu Precision Sheet Metal', 'Wuzhong Stone & Glass Waterjet']);
      expect(list.page.pageSize).toBe(18);
      const qilu = list.page.items.find((c: { name: string }) => c.name.startsWith('Qilu'));
      const detail = (await data('tenantadmin', GET, { id: qilu.id })).customer;
      expect(detail).toMatchObject({ code: 'C-QLPS', country: 'CN', province: '370000', city: '370100', status: 'normal', admin: { account: 'tenantadmin' } });
      expect(detail.accountTenantId).not.toBeNull();
      // The rival sees its own roster only; a customer's own users see no roster record.
      expect((await data('rivaladmin', LIST)).customers.page.items.map((c: { name: string }) => c.name)).toEqual(['Xihu Granite Cutting']);
      expect(await errno('rivaladmin', GET, { id: qilu.id })).toBe(1124);
      expect((await data('qiluadmin', LIST)).customers.page.total).toBe(0);
    });

    it('filters by area and search, sorts and pages in the database (18 by default; the paging rule)', async () => {
      expect((await data('tenantadmin', LIST, { province: '370000' })).customers.page.items.map((c: { city: string }) => c.city).sort()).toEqual(['370100', '370200']);
      expect((await data('tenantadmin', LIST, { city: '440300' })).customers.page.items.map((c: { name: string }) => c.name)).toEqual(['Pengcheng Electronics Enclosures']);
      expect((await data('tenantadmin', LIST, { search: 'marine' })).customers.page.total).toBe(1);
      expect((await data('tenantadmin', LIST, { sortDirection: 'desc' })).customers.page.items[0].name).toBe('Wuzhong Stone & Glass Waterjet');
      expect(await errno('tenantadmin', LIST, { pageSize: 17 })).toBe(1004);
      expect(await errno('tenantadmin', LIST, { search: 'a\u0000b' })).toBe(1003);
    });

    it('looks areas up by administrative level from the shipped dataset', async () => {
      expect((await data('tenantadmin', AREAS)).areas).toEqual([{ code: 'CN', name: 'China' }]);
      const provinces = (await data('tenantadmin', AREAS, { level: 'country', parent: 'CN' })).areas;
      expect(provinces.length).toBeGreaterThan(30);
      expect(provinces).toContainEqual({ code: '370000', name: '山东省' });
      const cities = (await data('tenantadmin', AREAS, { level: 'province', parent: '370000' })).areas;
      expect(cities).toContainEqual({ code: '370100', name: '济南市' });
      expect(cities.every((c: { code: string }) => c.code.startsWith('37'))).toBe(true);
      expect((await data('tenantadmin', AREAS, { level: 'province', parent: '999999' })).areas).toEqual([]);
    });

    it('lists the notdefine and nopa groups with their device counts', async () => {
      const items = (await data('tenantadmin', '{ customerListItems { customerId customerName devices } }')).customerListItems;
      expect(items.map((i: { customerId: string }) => i.customerId)).toEqual(['notdefine', 'nopa']);
      expect(items[1].devices).toBeGreaterThan(0); // dev-nodoc-laser-01 has no archive
    });
  });

  describe('form rules', () => {
    it('creates a customer with every field and logs `add`; the caller administers it', async () => {
      const created = await create('Taishan Boilers', {
        alias: 'TSB', code: 'C-TSB', address: 'Taian', contactPerson: 'Ma Li', contactWay: '0538-1234567', ncAccount: 'NC-1', mainBusiness: 'Boilers', responsibleSales: 'Li Wei', label: 'new',
        country: 'CN', province: '370000', city: '370900', customParams: [{ name: 'Fleet', value: '12' }, { name: ' Shift ', value: '2' }],
      });
      expect(created).toMatchObject({ name: 'Taishan Boilers', status: 'normal', city: '370900', admin: { account: 'tenantadmin' }, customParams: [{ name: 'Fleet', value: '12' }, { name: 'Shift', value: '2' }] });
      const log = (await data('tenantadmin', LOG, { id: created.id })).customerLog;
      expect(log.items.map((l: { operateType: string; operatorName: string }) => [l.operateType, l.operatorName])).toEqual([['add', 'Li Wei']]);
    });

    it('refuses bad forms with every problem and changes nothing', async () => {
      const res = await call('tenantadmin', CREATE, {
        input: { name: 'x'.repeat(31), customParams: [{ name: '', value: '1' }, { name: 'A', value: '' }, { name: 'A', value: '' }, { name: 'y'.repeat(26), value: '' }, { name: 'B', value: '' }, { name: 'C', value: '' }], province: '370000', city: '440300' },
      });
      expect(errorOf(res)).toMatchObject({ errorno: 1003 });
      const fields = errorOf(res)!.fields.map((f: { field: string; key: string }) => `${f.field}:${f.key}`);
      expect(fields).toEqual(expect.arrayContaining(['name:customer_name_too_long', 'customParams:custom_params_too_many', 'customParams.0.name:custom_param_name_required', 'customParams.2.name:custom_param_name_duplicate', 'customParams.3.name:custom_param_name_too_long', 'province:area_unknown', 'city:area_unknown']));
      expect(errorOf(await call('tenantadmin', CREATE, { input: { name: '  ' } }))!.fields).toEqual([{ field: 'name', key: 'customer_name_required', message: 'Please enter the customer name' }]);
      expect(await errno('tenantadmin', CREATE, { input: { name: 'Ok', province: '123456' } })).toBe(1003);
      // A taken name: 1070001, said on the name field too, in the caller's language.
      const taken = await gql(server, CREATE, { input: { name: 'Qilu Precision Sheet Metal' } }, { token: tokens.tenantadmin, headers: { 'accept-language': 'zh-CN' } });
      expect(errorOf(taken)).toMatchObject({ errorno: 1070001, fields: [{ field: 'name', key: 'customer_name_taken', message: '客户名册中已存在同名客户（含已删除的客户）' }] });
      // A look-alike of a taken name is that name (stored in one form: other spaces, runs of spaces and zero-width characters are one space or none).
      for (const name of ['Qilu\u00A0Precision Sheet Metal', 'Qilu  Precision Sheet Metal', 'Qilu Precision Sheet Metal\u200B']) expect(await errno('tenantadmin', CREATE, { input: { name } })).toBe(1070001);
      expect((await data('tenantadmin', LIST, { search: 'x'.repeat(30) })).customers.page.total).toBe(0);
    });

    it('edits a customer and logs the changed fields; a rival can neither see nor change it', async () => {
      const c = await create('Laiwu Steel');
      const updated = (await data('tenantadmin', UPDATE, { id: c.id, input: { name: 'Laiwu Steel Works', label: 'steel' } })).updateCustomer;
      expect(updated).toMatchObject({ name: 'Laiwu Steel Works', label: 'steel' });
      const log = (await data('tenantadmin', LOG, { id: c.id })).customerLog.items;
      expect(log[0]).toMatchObject({ operateType: 'update', detail: expect.stringContaining('label') });
      for (const [query, vars] of [[GET, {}], [UPDATE, { input: { name: 'Hijacked' } }], [DELETE, {}], [RESTORE, {}], [PURGE, {}], [LOG, {}], [SHARE, { userId: userIds.tenantadmin }]] as const) {
        expect(await errno('rivaladmin', query, { id: c.id, ...vars })).toBe(1124);
      }
      expect((await data('tenantadmin', GET, { id: c.id })).customer.name).toBe('Laiwu Steel Works');
    });
  });

  describe('soft delete, restore, complete delete', () => {
    it('moves normal -> deleted -> normal -> deleted -> gone, logging each step, refusing the wrong order', async () => {
      const c = await create('Zibo Ceramics');
      expect(await errno('tenantadmin', RESTORE, { id: c.id })).toBe(1070011);
      expect(await errno('tenantadmin', PURGE, { id: c.id })).toBe(1070011);
      const deleted = (await data('tenantadmin', DELETE, { id: c.id })).deleteCustomer;
      expect(deleted.status).toBe('deleted');
      expect(deleted.deletedAt).not.toBeNull();
      expect(await errno('tenantadmin', DELETE, { id: c.id })).toBe(1070010);
      expect(await errno('tenantadmin', UPDATE, { id: c.id, input: { name: 'Zibo' } })).toBe(1070010);
      expect((await data('tenantadmin', LIST)).customers.page.items.map((x: { id: string }) => x.id)).not.toContain(c.id);
      expect((await data('tenantadmin', LIST, { status: 'deleted' })).customers.page.items.map((x: { id: string }) => x.id)).toContain(c.id);
      expect((await data('tenantadmin', RESTORE, { id: c.id })).restoreCustomer).toMatchObject({ status: 'normal', deletedAt: null });
      await data('tenantadmin', DELETE, { id: c.id });
      // A machine's archive that names it keeps the machine without a customer.
      const em = systemEm(server.services.orm, 'test');
      const product = await em.findOneOrFail(Product, { uuid: 'prd-l3015-0001' });
      const before = product.customer?.id;
      product.customer = em.getReference(Customer, Number(c.id)) as never;
      await em.flush();
      expect(await errno('liuyang', PURGE, { id: c.id })).toBe(1070002);
      expect((await data('tenantadmin', PURGE, { id: c.id })).purgeCustomer).toBe(c.id);
      expect(await errno('tenantadmin', GET, { id: c.id })).toBe(1124);
      const fresh = systemEm(server.services.orm, 'test');
      expect((await fresh.findOneOrFail(Product, { uuid: 'prd-l3015-0001' })).customer).toBeNull();
      const logs = await fresh.find(CustomerLog, { customerName: 'Zibo Ceramics' }, { orderBy: { id: 'asc' } });
      expect(logs.map((l) => l.operateType)).toEqual(['add', 'del', 'restore', 'del', 'del']);
      expect(logs.at(-1)!.detail).toBe('purged');
      expect(logs.every((l) => l.customer === null)).toBe(true);
      (await fresh.findOneOrFail(Product, { uuid: 'prd-l3015-0001' })).customer = before ? (fresh.getReference(Customer, before) as never) : null;
      await fresh.flush();
    });
  });

  describe('collaboration', () => {
    it('shares, transfers (pending -> cancelled), transfers again (pending -> accepted), and lets collaborators exit but not the administrator', async () => {
      const c = await create('Weifang Engines');
      // Only members may change it; only the administrator manages collaborators.
      expect(await errno('liuyang', UPDATE, { id: c.id, input: { name: 'Nope' } })).toBe(1070003);
      expect(await errno('liuyang', SHARE, { id: c.id, userId: userIds.liuyang })).toBe(1070002);
      expect((await data('tenantadmin', SHARE, { id: c.id, userId: userIds.liuyang })).addCustomerCollaborator.collaborators).toEqual([{ account: 'liuyang' }]);
      expect(await errno('tenantadmin', SHARE, { id: c.id, userId: userIds.liuyang })).toBe(1070005);
      expect(await errno('tenantadmin', SHARE, { id: c.id, userId: userIds.tenantadmin })).toBe(1070018);
      expect(await errno('tenantadmin', SHARE, { id: c.id, userId: userIds.rivaladmin ?? '999999' })).toBe(5);
      // A user of a customer tenant below the roster's sees nothing of the record: no collaborator (could neither accept nor exit).
      expect(userIds.qiluadmin).toBeDefined();
      expect(await errno('tenantadmin', SHARE, { id: c.id, userId: userIds.qiluadmin })).toBe(1070020);
      expect((await data('liuyang', UPDATE, { id: c.id, input: { name: 'Weifang Engines', label: 'shared' } })).updateCustomer.label).toBe('shared');
      // The administrator can neither be removed nor leave.
      expect(await errno('tenantadmin', UNSHARE, { id: c.id, userId: userIds.tenantadmin })).toBe(1070004);
      expect(await errno('tenantadmin', EXIT, { id: c.id })).toBe(1070004);
      // Transfer: pending, then cancelled; a cancelled or completed transfer cannot be cancelled again.
      expect(await errno('tenantadmin', TRANSFER, { id: c.id, userId: userIds.maintadmin })).toBe(1070006);
      expect((await data('tenantadmin', TRANSFER, { id: c.id, userId: userIds.liuyang })).transferCustomerAdmin).toEqual({ id: c.id, admin: { account: 'tenantadmin' }, pendingAdmin: { account: 'liuyang' } });
      expect(await errno('tenantadmin', TRANSFER, { id: c.id, userId: userIds.liuyang })).toBe(1070007);
      expect((await data('tenantadmin', CANCEL, { id: c.id })).cancelCustomerAdminTransfer.pendingAdmin).toBeNull();
      expect(await errno('tenantadmin', CANCEL, { id: c.id })).toBe(1070008);
      expect(await errno('liuyang', ACCEPT, { id: c.id })).toBe(1070008);
      // Pending again, accepted by the collaborator: roles swap.
      await data('tenantadmin', TRANSFER, { id: c.id, userId: userIds.liuyang });
      expect(await errno('tenantadmin', ACCEPT, { id: c.id })).toBe(1070009);
      expect((await data('liuyang', ACCEPT, { id: c.id })).acceptCustomerAdminTransfer).toEqual({ id: c.id, admin: { account: 'liuyang' }, pendingAdmin: null, collaborators: [{ account: 'tenantadmin' }] });
      expect(await errno('tenantadmin', CANCEL, { id: c.id })).toBe(1070002);
      expect(await errno('liuyang', EXIT, { id: c.id })).toBe(1070004);
      // The former administrator, now a collaborator, exits (log `exit`); then a non-member cannot exit.
      expect((await data('tenantadmin', EXIT, { id: c.id })).exitCustomer).toBe(c.id);
      expect(await errno('tenantadmin', EXIT, { id: c.id })).toBe(1070006);
      const types = (await data('liuyang', LOG, { id: c.id })).customerLog.items.map((l: { operateType: string }) => l.operateType);
      expect(types[0]).toBe('exit');
      expect(types.filter((t: string) => t === 'update').length).toBeGreaterThanOrEqual(5);
      // A rival sees nothing of it.
      expect(await errno('rivaladmin', ACCEPT, { id: c.id })).toBe(1124);
    });
  });

  describe('import and export', () => {
    type Answer = { status: number; body: any };
    async function upload(name: string, bytes: Buffer, mode: string, account = 'tenantadmin'): Promise<Answer> {
      const res = await fetchOnFreshSocketIfStale(`${server.url}/customer/import?mode=${mode}`, () => {
        const form = new FormData();
        form.append('file', new Blob([bytes]), name);
        return { method: 'POST', body: form, headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${tokens[account]}` } };
      });
      return { status: res.status, body: await res.json() };
    }
    /** The import job once it stopped running (a minute at most). */
    async function finished(answer: Answer) {
      expect(answer.status).toBe(200);
      let job: any;
      for (const end = Date.now() + 60_000; Date.now() < end && (!job || job.state === 'running'); ) job = (await data('tenantadmin', JOB, { id: answer.body.value.id })).customerImport;
      return job;
    }
    async function workbook(rows: unknown[][]): Promise<Buffer> {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('Customers');
      sheet.addRow([...IMPORT_COLUMNS]);
      for (const row of rows) sheet.addRow(row);
      return Buffer.from(await book.xlsx.writeBuffer());
    }
    async function runImport(rows: unknown[][], mode: string, account = 'tenantadmin') {
      const answer = await upload('customers.xlsx', await workbook(rows), mode, account);
      expect(answer.status).toBe(200);
      const id = answer.body.value.id;
      for (let i = 0; i < 400; i++) {
        const job = (await data(account, JOB, { id })).customerImport;
        if (job.state !== 'running') return job;
        await new Promise((r) => setImmediate(r));
      }
      throw new Error('import did not finish');
    }
    const row = (name: string, extra: Partial<Record<(typeof IMPORT_COLUMNS)[number], string>> = {}) => IMPORT_COLUMNS.map((c) => (c === 'name' ? name : (extra[c] ?? null)));

    it('answers 1013 (HTTP 503) while as many workbooks as allowed are being read; the job holds its place until it ends', async () => {
      const { workbooks } = server.services;
      // All places but one are taken (other imports, as it were); a job of 3,000 rows takes the last.
      const held = Array.from({ length: workbooks.max - 1 }, () => workbooks.enter());
      try {
        const long = await upload('many.xlsx', await workbook(Array.from({ length: 3000 }, (_, i) => row(`Holding Co ${i}`))), 'base');
        expect(long.status).toBe(200);
        // While it runs, another import is refused.
        const busy = await upload('customers.xlsx', await workbook([row('Busy Co')]), 'base');
        expect(busy).toMatchObject({ status: 503, body: { errors: [{ extensions: { errorno: 1013 } }] } });
        expect(workbooks.inProgress).toBe(workbooks.max);
        await eventually(() => workbooks.inProgress === workbooks.max - 1, 30_000, 'the finished job gives its place back');
        expect((await data('tenantadmin', JOB, { id: long.body.value.id })).customerImport.state).toBe('done');
      } finally {
        for (const _ of held) workbooks.leave();
      }
      const job = await runImport([row('Free Co')], 'base');
      expect(job.state).toBe('done');
      await eventually(() => workbooks.inProgress === 0, 5000, 'every place given back');
    });

    it('gives the import template in the caller\'s language to those who may import; imported as it is, it adds its example', async () => {
      const template = async (account: string, language = 'en') =>
        fetchOnFreshSocketIfStale(`${server.url}/customer/import/template`, () => ({ headers: { authorization: `Bearer ${tokens[account]}`, 'accept-language': language } }));
      const zh = await template('tenantadmin', 'zh-CN');
      expect(zh.status).toBe(200);
      expect(zh.headers.get('content-disposition')).toContain(encodeURIComponent('客户导入模板.xlsx'));
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Buffer.from(await zh.arrayBuffer()) as never);
      const rows = book.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
      expect(rows[0].slice(1)).toEqual(IMPORT_COLUMNS.map((c) => IMPORT_HEADERS[c].zh));
      expect(rows[1][1]).toBe('示例钣金有限公司');
      expect((await template('customer')).status).toBe(403);

      const en = Buffer.from(await (await template('tenantadmin')).arrayBuffer());
      const answer = await upload('template.xlsx', en, 'base');
      let job;
      for (let i = 0; i < 400 && (!job || job.state === 'running'); i++) job = (await data('tenantadmin', JOB, { id: answer.body.value.id })).customerImport;
      expect(job).toMatchObject({ state: 'done', added: 1, refused: 0 });
      const list = (await data('tenantadmin', LIST, { search: 'Example Sheet Metal' })).customers.page.items;
      expect(list).toHaveLength(1);
    });

    it('keeps a job in the database: another server instance answers the poll, and a job whose server stopped reads as interrupted', async () => {
      const other = await startTestServer({}, server);
      try {
        const answer = await upload('customers.xlsx', await workbook([row('Instance A 1'), row('Instance A 2')]), 'base');
        let job;
        for (let i = 0; i < 400 && (!job || job.state === 'running'); i++) {
          const res = await gql(other, JOB, { id: answer.body.value.id }, { token: tokens.tenantadmin });
          job = res.body.data!.customerImport;
        }
        expect(job).toMatchObject({ state: 'done', progress: 1, added: 2 });
        // Another user's poll of it is not found.
        expect(errorOf(await gql(other, JOB, { id: answer.body.value.id }, { token: tokens.qiluadmin }))).toMatchObject({ errorno: 1070014 });
      } finally {
        await other.stop();
      }
      // A job left running by a server that stopped: its heartbeat is old.
      const em = systemEm(server.services.orm, 'test');
      const admin = await em.findOneOrFail(User, { account: 'tenantadmin' });
      const stale = em.create(CustomerImport, { id: '00000000-0000-4000-8000-000000000001', tenant: admin.tenant, user: admin, mode: 'base', processed: 500, heartbeatAt: new Date(Date.now() - 10 * 60_000) });
      await em.persistAndFlush(stale);
      const res = await gql(server, 'query J($id: ID!) { customerImport(id: $id) { state processed errorno message } }', { id: stale.id }, { token: tokens.tenantadmin, headers: { 'accept-language': 'zh-CN' } });
      expect(res.body.data!.customerImport).toMatchObject({ state: 'failed', processed: 500, errorno: 1070019, message: '导入已中断（服务器已停止），请重新导入文件' });
    });

    it('base data: adds new rows, refuses existing names and bad rows with row, field and message', async () => {
      // The last two with control characters (an ANSI escape, NEL), refused as the API refuses them.
      const job = await runImport(
        [row('Import A', { code: 'IA', province: '山东省', city: '济南市' }), row('Qilu Precision Sheet Metal'), row('', { alias: 'no name' }), row('Import B', { province: 'Atlantis' }), row('x'.repeat(31)), row('Import A'), row('C1\u009b31mRed'), row('Import C', { address: 'Line\u0085two' })],
        'base',
      );
      expect(job).toMatchObject({ state: 'done', progress: 1, added: 1, updated: 0, refused: 7 });
      expect(job.report.map((r: { row: number; field: string }) => `${r.row}:${r.field}`)).toEqual(['3:name', '4:name', '5:province', '6:name', '7:name', '8:name', '9:address']);
      expect(job.report[0].message).toBe('A customer with this name or code already exists');
      expect(job.report.slice(-2).map((r: { message: string }) => r.message)).toEqual([validationMessage('text_not_allowed', 'en'), validationMessage('text_not_allowed', 'en')]);
      const list = (await data('tenantadmin', LIST, { search: 'Import A' })).customers.page.items;
      expect(list).toEqual([expect.objectContaining({ name: 'Import A', province: '370000', city: '370100' })]);
      const log = (await data('tenantadmin', LOG, { id: list[0].id })).customerLog.items;
      expect(log.map((l: { operateType: string }) => l.operateType)).toEqual(['import_1']);
    });

    it('cover: overwrites existing customers (by code, else name) with every column, adds the rest', async () => {
      await create('Cover Me', { code: 'CV1', label: 'old', address: 'Old street' });
      const job = await runImport([row('Cover Me Renamed', { code: 'CV1', label: 'new' }), row('Cover New', { address: 'x' })], 'cover');
      expect(job).toMatchObject({ state: 'done', added: 1, updated: 1, refused: 0 });
      const found = (await data('tenantadmin', LIST, { search: 'CV1' })).customers.page.items[0];
      const detail = (await data('tenantadmin', GET, { id: found.id })).customer;
      expect(detail).toMatchObject({ name: 'Cover Me Renamed', label: 'new', address: null });
    });

    it("merge: fills only empty fields of existing customers, adds the rest; refuses customers the importer neither administers nor shares", async () => {
      await create('Merge Me', { label: 'keep' });
      await create('Not Mine', {}, 'liuyang');
      const job = await runImport([row('Merge Me', { label: 'lost', address: 'Filled' }), row('Merge New'), row('Not Mine', { address: 'x' })], 'merge');
      expect(job).toMatchObject({ state: 'done', added: 1, updated: 1, refused: 1 });
      expect(job.report).toEqual([{ row: 4, field: 'name', message: 'Only its administrator or a collaborator can change this customer' }]);
      const id = (await data('tenantadmin', LIST, { search: 'Merge Me' })).customers.page.items[0].id;
      expect((await data('tenantadmin', GET, { id })).customer).toMatchObject({ label: 'keep', address: 'Filled' });
      expect((await data('tenantadmin', LOG, { id })).customerLog.items[0].operateType).toBe('import_3');
    });

    it('reads a legacy .xls too, and refuses a file that is not a workbook, a missing mode, another API', async () => {
      const sheet = XLSX.utils.aoa_to_sheet([[...IMPORT_COLUMNS], row('Xls Customer', { code: 'XLS1' })]);
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, sheet, 'Customers');
      const bytes = Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xls' }));
      const answer = await upload('customers.xls', bytes, 'base');
      expect(answer.status).toBe(200);
      let job: any;
      for (let i = 0; i < 200 && job?.state !== 'done'; i++) job = (await data('tenantadmin', JOB, { id: answer.body.value.id })).customerImport;
      expect(job).toMatchObject({ state: 'done', added: 1 });
      expect((await upload('customers.xlsx', Buffer.from('not a workbook'), 'base')).body.errors[0].extensions).toMatchObject({ errorno: 1003 });
      expect((await upload('customers.xlsx', await workbook([]), 'sideways')).body.errors[0].extensions.fields).toEqual([expect.objectContaining({ field: 'mode', key: 'import_mode_required' })]);
      expect((await upload('customers.xlsx', await workbook([]), 'base', 'maintadmin')).status).toBe(403);
      expect(await errno('liuyang', JOB, { id: answer.body.value.id })).toBe(1070014);
    });

    it('fails a workbook it cannot read, or one nested past the reader\'s bound, as the file\'s fault (1070012), logging no error', async () => {
      const logged: unknown[] = [];
      const logger = server.services.logger;
      const error = logger.error;
      logger.error = ((obj: unknown) => void logged.push(obj)) as typeof logger.error;
      try {
        for (const sheet of ['<row r="1"><c r="A1"><v>1</v></c></rowx>', '<row/>', `${'<x>'.repeat(50_000)}${'</x>'.repeat(50_000)}`]) {
          const answer = await upload('customers.xlsx', oneSheetWorkbook(sheet), 'base');
          expect(answer.status).toBe(200);
          let job: any;
          for (const end = Date.now() + 30_000; Date.now() < end && (!job || job.state === 'running'); ) job = (await data('tenantadmin', JOB, { id: answer.body.value.id })).customerImport;
          expect(job).toMatchObject({ state: 'failed', errorno: 1070012, added: 0 });
        }
        expect(logged).toEqual([]);
      } finally {
        logger.error = error;
      }
    });

    it('fails a file past the row limit before writing any row, and refuses new customers past the roster quota row by row', async () => {
      const em = systemEm(server.services.orm, 'test');
      const tenantId = (await em.findOneOrFail(User, { account: 'tenantadmin' })).tenant!.id;
      const before = await em.count(Customer, { tenant: tenantId });
      const rows = Array.from({ length: CUSTOMER_LIMITS.importRows + 1 }, (_, i) => row(`Limit ${i}`));
      const tooLong = await finished(await upload('customers.xlsx', await workbook(rows), 'base'));
      expect(tooLong).toMatchObject({ state: 'failed', errorno: 1070013, added: 0, processed: 0 });
      expect(await em.count(Customer, { tenant: tenantId })).toBe(before);

      // The roster one short of its quota (rows written straight to the database), then three new names: one fits.
      const now = new Date();
      const filler = CUSTOMER_LIMITS.roster - 1 - before;
      for (let from = 0; from < filler; from += 1000) {
        await em.insertMany(Customer, Array.from({ length: Math.min(1000, filler - from) }, (_, i) => ({ name: `Quota ${from + i}`, tenant: tenantId, customParams: [], status: 'normal', createdAt: now, updatedAt: now })) as never);
      }
      try {
        const quota = await finished(await upload('customers.xlsx', await workbook([row('Quota fits'), row('Quota over 1'), row('Quota over 2')]), 'base'));
        expect(quota).toMatchObject({ state: 'done', added: 1, refused: 2 });
        expect(quota.report).toEqual([2, 3].map((n) => ({ row: n + 1, field: 'name', message: `The roster holds at most ${CUSTOMER_LIMITS.roster} customers (now ${CUSTOMER_LIMITS.roster})` })));
        expect(await em.count(Customer, { tenant: tenantId })).toBe(CUSTOMER_LIMITS.roster);
      } finally {
        await em.nativeDelete(Customer, { tenant: tenantId, name: { $like: 'Quota %' } });
      }
    });

    it('exports the filtered list to xlsx, as text cells (never formulas), read back with exceljs; a rival gets only its own', async () => {
      await create('=HYPERLINK("http://evil")', { code: 'EVIL' });
      const res = await fetch(`${server.url}/customer/export?province=370000`, { headers: { authorization: `Bearer ${tokens.tenantadmin}` } });
      expect(res.status).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
      const rows = book.worksheets[0].getSheetValues().filter(Boolean).map((r) => (r as unknown[]).slice(1));
      expect(rows[0]).toEqual(['Name', 'Alias', 'Code', 'Address', 'Contact person', 'Contact way', 'NC account', 'Main business', 'Responsible sales', 'Label', 'Province', 'City']);
      const names = rows.slice(1).map((r) => r[0]);
      expect(names).toEqual(expect.arrayContaining(['Haiyun Marine Fabrication', 'Qilu Precision Sheet Metal', 'Import A']));
      expect(names).not.toContain('Pengcheng Electronics Enclosures');
      const all = await fetch(`${server.url}/customer/export`, { headers: { authorization: `Bearer ${tokens.tenantadmin}` } });
      const book2 = new ExcelJS.Workbook();
      await book2.xlsx.load(Buffer.from(await all.arrayBuffer()) as never);
      const values = book2.worksheets[0].getSheetValues().filter(Boolean).map((r) => (r as unknown[])[1]);
      // The name as it is (an export imports again unchanged), in a text cell in the Text format: never a formula.
      expect(values).toContain('=HYPERLINK("http://evil")');
      let evil: ExcelJS.Cell | undefined;
      book2.worksheets[0].eachRow((row) => row.getCell(1).value === '=HYPERLINK("http://evil")' && (evil = row.getCell(1)));
      expect([evil?.type, evil?.formula, evil?.numFmt]).toEqual([ExcelJS.ValueType.String, undefined, '@']);
      const rival = await fetch(`${server.url}/customer/export`, { headers: { authorization: `Bearer ${tokens.rivaladmin}` } });
      const book3 = new ExcelJS.Workbook();
      await book3.xlsx.load(Buffer.from(await rival.arrayBuffer()) as never);
      expect(book3.worksheets[0].getSheetValues().filter(Boolean).slice(1).map((r) => (r as unknown[])[1])).toEqual(['Xihu Granite Cutting']);
      expect((await fetch(`${server.url}/customer/export`, { headers: { authorization: `Bearer ${tokens.maintadmin}` } })).status).toBe(403);
      expect((await data('tenantadmin', 'query E($p: String) { customerExportUrl(province: $p) }', { p: '370000' })).customerExportUrl).toBe('/customer/export?status=normal&province=370000');
      expect(await errno('maintadmin', '{ customerExportUrl }')).toBe(1150);
      expect((await fetch(`${server.url}/customer/export`)).status).toBe(401);
    });
    it('refuses U+FFFE and U+FFFF in a name (no XML can hold them), and exports a row stored before with U+FFFD in their place, a workbook that reads and imports', async () => {
      expect(await errno('tenantadmin', CREATE, { input: { name: 'Bad\uFFFEName' } })).toBe(1003);
      expect(await errno('tenantadmin', CREATE, { input: { name: 'Name', alias: 'al\uFFFF' } })).toBe(1003);
      const em = systemEm(server.services.orm, 'test');
      const tenantId = (await em.findOneOrFail(User, { account: 'tenantadmin' })).tenant!.id;
      const now = new Date();
      await em.insertMany(Customer, [{ name: 'Older\uFFFEname', address: 'Road\uFFFF 1', tenant: tenantId, customParams: [], status: 'normal', createdAt: now, updatedAt: now }] as never);
      try {
        const res = await fetch(`${server.url}/customer/export?search=Older`, { headers: { authorization: `Bearer ${tokens.tenantadmin}` } });
        expect(res.status).toBe(200);
        const bytes = Buffer.from(await res.arrayBuffer());
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(bytes as never);
        const rows = book.worksheets[0].getSheetValues().filter(Boolean).map((r) => (r as unknown[]).slice(1));
        expect(rows.slice(1).map((r) => [r[0], r[3]])).toEqual([['Older\uFFFDname', 'Road\uFFFD 1']]);
        // The product reads its own export again. The name as exported is another name (U+FFFD where the stored one has
        // U+FFFE), so without a code the row comes back as a customer of its own, which the roster then shows beside it.
        const merged = await finished(await upload('customers.xlsx', bytes, 'merge'));
        expect(merged).toMatchObject({ state: 'done', refused: 0, added: 1, updated: 0 });
      } finally {
        await em.nativeDelete(Customer, { tenant: tenantId, name: { $like: 'Older%' } });
      }
    });
  });


  describe('detail: machines and statistics', () => {
    it("lists the customer's machines and their statistics for a range", async () => {
      const qilu = (await data('tenantadmin', LIST, { search: 'Qilu' })).customers.page.items[0];
      const devices = (await data('tenantadmin', 'query D($id: ID!) { customerDevices(id: $id) { id uuid status } }', { id: qilu.id })).customerDevices;
      expect(devices.map((d: { uuid: string }) => d.uuid).length).toBeGreaterThan(0);
      const today = new Date().toISOString().slice(0, 10);
      const stats = (await data('tenantadmin', 'query S($id: ID!, $s: String!, $e: String!) { customerStatistics(id: $id, start: $s, end: $e) { devices byStatus { status count } runningHours utilization alarms } }', { id: qilu.id, s: today, e: today })).customerStatistics;
      expect(stats.devices).toBe(devices.length);
      expect(stats.byStatus.reduce((n: number, s: { count: number }) => n + s.count, 0)).toBe(devices.length);
      expect(await errno('rivaladmin', 'query D($id: ID!) { customerDevices(id: $id) { id } }', { id: qilu.id })).toBe(1124);
    });
  });

  describe('permissions', () => {
    it.each([
      ['customers', LIST, {}],
      ['createCustomer', CREATE, { input: { name: 'Denied' } }],
      ['deleteCustomer', DELETE, { id: '1' }],
      ['restoreCustomer', RESTORE, { id: '1' }],
      ['purgeCustomer', PURGE, { id: '1' }],
      ['addCustomerCollaborator', SHARE, { id: '1', userId: '1' }],
      ['acceptCustomerAdminTransfer', ACCEPT, { id: '1' }],
    ])('%s: allowed to tenant_admin and super_admin by the demo policies, denied to maintainadmin and user', async (_name, query, vars) => {
      for (const account of ['maintadmin', 'customer']) expect(await errno(account, query, vars)).toBe(1150);
      for (const account of ['tenantadmin', 'superadmin']) expect(await errno(account, query, vars)).not.toBe(1150);
    });
  });
});
