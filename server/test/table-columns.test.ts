import { systemEm } from '../src/core/tenancy';
import { TableColumnSetting } from '../src/modules/table-columns/table-column-setting.entity';
import { type Caller, errorOf, gql, loginAs, startTestServer, type TestServer } from './helpers';

const READ = 'query Read($table: String!) { tableColumns(table: $table) { name isvisible } }';
const SAVE = 'mutation Save($table: String!, $columns: [TableColumnInput!]!) { saveTableColumns(table: $table, columns: $columns) { name isvisible } }';

const columns = (n: number, hidden: number[] = []) => Array.from({ length: n }, (_, i) => ({ name: `col${i}`, isvisible: !hidden.includes(i) }));

/** Saved table columns (spec part 1 section 7: GET and PUT with tablename and columns of name and isvisible), each user's own. */
describe('saved table columns', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const as = (account: string): Caller => ({ token: tokens[account] });
  beforeAll(async () => {
    server = await startTestServer();
    for (const account of ['tenantadmin', 'maintadmin', 'rivaluser', 'maintainer']) tokens[account] = await loginAs(server, account);
  });
  afterAll(() => server.stop());

  it('reads none until saved, then the saved columns in order, replaced by the next save', async () => {
    expect((await gql(server, READ, { table: 'productmanual' }, as('tenantadmin'))).body.data!.tableColumns).toEqual([]);
    const first = [{ name: 'name', isvisible: true }, { name: ' model ', isvisible: false }, { name: 'createtime', isvisible: true }];
    expect((await gql(server, SAVE, { table: 'productmanual', columns: first }, as('tenantadmin'))).body.data!.saveTableColumns).toEqual([
      { name: 'name', isvisible: true },
      { name: 'model', isvisible: false },
      { name: 'createtime', isvisible: true },
    ]);
    await gql(server, SAVE, { table: 'productmanual', columns: columns(60, [3]) }, as('tenantadmin'));
    expect((await gql(server, READ, { table: ' productmanual ' }, as('tenantadmin'))).body.data!.tableColumns).toEqual(columns(60, [3]));
    expect(await systemEm(server.services.orm, 'test').count(TableColumnSetting, {})).toBe(1);
  });

  it("keeps each user's columns apart, per table", async () => {
    await gql(server, SAVE, { table: 'users', columns: columns(2, [0]) }, as('maintadmin'));
    await gql(server, SAVE, { table: 'users', columns: columns(3, [2]) }, as('rivaluser'));
    // The same tenant's other user, and the same user's other table, see nothing of it.
    expect((await gql(server, READ, { table: 'users' }, as('tenantadmin'))).body.data!.tableColumns).toEqual([]);
    expect((await gql(server, READ, { table: 'productmanual' }, as('maintadmin'))).body.data!.tableColumns).toEqual([]);
    expect((await gql(server, READ, { table: 'users' }, as('maintadmin'))).body.data!.tableColumns).toEqual(columns(2, [0]));
    expect((await gql(server, READ, { table: 'users' }, as('rivaluser'))).body.data!.tableColumns).toEqual(columns(3, [2]));
  });

  it('refuses a bad table name, more than 60 columns, an empty or repeated column (errorno 1003) and saves nothing', async () => {
    const count = () => systemEm(server.services.orm, 'test').count(TableColumnSetting, {});
    const before = await count();
    const refused = async (table: string, list: { name: string; isvisible: boolean }[]) => {
      const res = await gql(server, SAVE, { table, columns: list }, as('maintainer'));
      expect(errorOf(res)).toMatchObject({ errorno: 1003 });
      return errorOf(res).fields.map((f: { field: string; key: string }) => `${f.field}:${f.key}`);
    };
    expect(await refused(' ', columns(1))).toEqual(['table:table_name_required']);
    expect(await refused('../etc', columns(1))).toEqual(['table:table_name_format']);
    expect(await refused('t'.repeat(51), columns(1))).toEqual(['table:text_too_long']);
    expect(await refused('users', columns(61))).toEqual(['columns:columns_too_many']);
    expect(await refused('users', [{ name: 'a', isvisible: true }, { name: '', isvisible: true }, { name: 'a', isvisible: false }])).toEqual(['columns.1.name:column_name_required', 'columns.2.name:column_duplicate']);
    expect(errorOf(await gql(server, READ, { table: 'a b' }, as('maintainer')))).toMatchObject({ errorno: 1003, fields: [expect.objectContaining({ field: 'table', key: 'table_name_format' })] });
    expect(await count()).toBe(before);
  });

  it('needs a signed-in caller, any role', async () => {
    expect(errorOf(await gql(server, READ, { table: 'users' }))).toMatchObject({ errorno: 2 });
    expect(errorOf(await gql(server, SAVE, { table: 'users', columns: [] }))).toMatchObject({ errorno: 2 });
    expect((await gql(server, SAVE, { table: 'device', columns: columns(1) }, as('maintainer'))).body.data!.saveTableColumns).toEqual(columns(1));
  });
});
