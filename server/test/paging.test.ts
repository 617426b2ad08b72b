import { GraphQLList, GraphQLNonNull, GraphQLObjectType, type GraphQLSchema, getNamedType, isObjectType } from 'graphql';
import { requestReasonText } from '../src/contract/error-messages';
import { CUSTOMER_PAGING, DEVICE_PAGING, TABLE_PAGE_SIZES, describeSizes, pagingProblem } from '../src/contract/paging';
import { buildPublicSchema } from '../src/graphql/schema';
import { listUsers } from '../src/modules/users/user.service';
import { type ServiceDatabase, serviceDatabase } from './support/service-db';

const PAGE_FIELDS = ['items', 'page', 'pageSize', 'total'];

/** Object types shaped as a page: an `items` list and a `total`. */
function pageTypes(schema: GraphQLSchema): GraphQLObjectType[] {
  return Object.values(schema.getTypeMap()).filter((t): t is GraphQLObjectType => isObjectType(t) && !t.name.startsWith('__') && 'items' in t.getFields() && 'total' in t.getFields());
}

/** One paging for every list: built by Paginated, asked through PageArgsOf, checked against one rule. */
describe('paging', () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildPublicSchema();
  });

  it('gives every page type the same shape (Paginated): items, total, page, pageSize', () => {
    const pages = pageTypes(schema);
    expect(pages.map((t) => t.name)).toEqual(expect.arrayContaining(['AlarmPage', 'DevicePage', 'UserPage', 'UtilizationRanking']));
    for (const type of pages) {
      const fields = type.getFields();
      expect(`${type.name}: ${Object.keys(fields).sort().join(' ')}`).toBe(`${type.name}: ${PAGE_FIELDS.join(' ')}`);
      expect(fields.items.type).toBeInstanceOf(GraphQLNonNull);
      expect((fields.items.type as GraphQLNonNull<GraphQLList<never>>).ofType).toBeInstanceOf(GraphQLList);
      expect(`${type.name}.page: ${fields.page.description}`).toBe(`${type.name}.page: Page number, from 1.`);
      expect(`${type.name}.pageSize: ${fields.pageSize.description}`).toBe(`${type.name}.pageSize: Items per page.`);
    }
  });

  it('asks every paged list for page and pageSize through one rule (PageArgsOf)', () => {
    const operations = [schema.getQueryType()!, schema.getMutationType()!].flatMap((t) => Object.values(t.getFields()));
    const paged = operations.filter((f) => pageTypes(schema).includes(getNamedType(f.type) as GraphQLObjectType));
    expect(paged.length).toBeGreaterThanOrEqual(4);
    for (const field of paged) {
      const page = field.args.find((a) => a.name === 'page');
      const pageSize = field.args.find((a) => a.name === 'pageSize');
      expect(`${field.name}: page ${page?.defaultValue} ${page?.description}`).toBe(`${field.name}: page 1 Page number, from 1.`);
      expect(`${field.name}: ${pageSize?.description}`).toMatch(new RegExp(`^${field.name}: Items per page: .+ \\(${pageSize?.defaultValue} by default\\)\\.$`));
    }
  });

  it('admits the spec sizes: tables 10 to 50, the customer list 18, the carousel 9', () => {
    expect(describeSizes({ defaultSize: 20, sizes: TABLE_PAGE_SIZES })).toBe('10, 20, 30, 40 or 50');
    expect(pagingProblem(CUSTOMER_PAGING, 1, 18)).toBeNull();
    expect(CUSTOMER_PAGING.defaultSize).toBe(18);
    expect(pagingProblem(DEVICE_PAGING, 1, 9)).toBeNull();
    const said = (problem: ReturnType<typeof pagingProblem>, locale: 'en' | 'zh-CN' = 'en') => problem && requestReasonText(problem.reason, locale, problem.params);
    expect(said(pagingProblem(DEVICE_PAGING, 1, 51))).toBe('pageSize must be 1 to 50');
    expect(said(pagingProblem({ defaultSize: 20, sizes: TABLE_PAGE_SIZES }, 0, 20))).toBe('page must be 1 or more');
    expect(said(pagingProblem({ defaultSize: 20, sizes: TABLE_PAGE_SIZES }, 1, 25))).toBe('pageSize must be 10, 20, 30, 40 or 50');
    expect(said(pagingProblem({ defaultSize: 20, sizes: TABLE_PAGE_SIZES }, 1, 25), 'zh-CN')).toBe('pageSize 必须是 10, 20, 30, 40 或 50');
    expect(said(pagingProblem(DEVICE_PAGING, 1, 51), 'zh-CN')).toBe('pageSize 必须在 1 至 50 之间');
  });

  describe('a service pages in the database', () => {
    let db: ServiceDatabase;
    beforeAll(async () => {
      db = await serviceDatabase({ demo: true });
    });
    afterAll(() => db.close());

    it('reads one page and the total, and refuses sizes outside the rule with errorno 1004', async () => {
      const { em, scope } = await db.as('superadmin');
      const first = await listUsers(em, scope, { page: 1, pageSize: 10 });
      expect(first).toMatchObject({ page: 1, pageSize: 10, total: 8 });
      expect(first.items).toHaveLength(8);
      expect((await listUsers(em, scope, { page: 2, pageSize: 10 })).items).toEqual([]);
      await expect(listUsers(em, scope, { page: 1, pageSize: 7 })).rejects.toMatchObject({ errorno: 1004, params: { reason: 'pageSize must be 10, 20, 30, 40 or 50' } });
      await expect(listUsers(em, scope, { page: -1, pageSize: 10 })).rejects.toMatchObject({ errorno: 1004 });
    });
  });
});
