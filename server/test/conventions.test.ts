import { eagerLibraryViolations, errorViolations, guardViolations, moduleViolations, serverSources, tenancyViolations } from './support/conventions';

/**
 * The conventions a new feature must keep (docs/architecture.md, "Adding a feature"),
 * checked on the source tree. Each rule is also shown to catch a deliberate violation.
 */
describe('server conventions', () => {
  const files = serverSources();
  const file = (path: string, text: string) => [{ path, text }];

  it('scopes every EntityManager: no unscoped access outside the named system paths', () => {
    expect(tenancyViolations(files)).toEqual([]);
    expect(tenancyViolations(file('src/modules/things/thing.service.ts', "em.setFilterParams('tenantScope', { ids: null });"))).toHaveLength(1);
    expect(tenancyViolations(file('src/modules/things/thing.service.ts', "const em = systemEm(orm, 'ingest');"))).toHaveLength(1);
    expect(tenancyViolations(file('src/modules/things/thing.service.ts', 'await em.find(Thing, {}, { filters: false });'))).toHaveLength(1);
    expect(tenancyViolations(file('src/modules/things/thing.service.ts', "await em.createQueryBuilder(Thing, 't').execute();"))).toHaveLength(1);
    expect(tenancyViolations(file('src/modules/things/thing.service.ts', "await em.getConnection().execute('select * from thing');"))).toHaveLength(1);
    expect(tenancyViolations(file('src/modules/things/thing.service.ts', "import Database from 'better-sqlite3';"))).toHaveLength(1);
    // Named in a comment is not a use; a query builder with applyFilters() is fine.
    expect(tenancyViolations(file('src/modules/things/thing.service.ts', "// never setFilterParams( here\nconst qb = em.createQueryBuilder(Thing);\nawait qb.applyFilters();"))).toEqual([]);
  });

  it("keeps modules apart: no module imports another module's resolver", () => {
    expect(moduleViolations(files)).toEqual([]);
    expect(moduleViolations(file('src/modules/telemetry/telemetry.resolver.ts', "import { toX } from '../efficiency/efficiency.resolver';"))).toHaveLength(1);
    expect(moduleViolations(file('src/modules/telemetry/telemetry.resolver.ts', "import { toX } from '../efficiency/efficiency.service';"))).toEqual([]);
    expect(moduleViolations(file('src/modules/regions/region.service.ts', "import '../efficiency/efficiency.resolver';"))).toHaveLength(1);
  });

  it('guards fields only through the API table (@Permission, @Auth)', () => {
    expect(guardViolations(files)).toEqual([]);
    expect(guardViolations(file('src/modules/things/thing.resolver.ts', `@Directive('@permission(path: "/thing", method: GET)')`))).toHaveLength(1);
    expect(guardViolations(file('src/modules/things/thing.resolver.ts', "@Directive('@auth')"))).toHaveLength(1);
  });

  it('shapes errors in one place: AppErrors everywhere, server failure and HTTP answers only through core/errors.ts', () => {
    expect(errorViolations(files)).toEqual([]);
    expect(errorViolations(file('src/http/files.ts', "res.status(500).json({ errors: [{ extensions: { errorno: 4 } }] });"))).toHaveLength(2);
    expect(errorViolations(file('src/graphql/ws.ts', "return [new GraphQLError('Session revoked', { extensions: { code: 'UNAUTHENTICATED' } })];"))).toHaveLength(1);
    expect(errorViolations(file('src/modules/x/x.service.ts', 'throw new AppError(ERRNO.formValidationFailed);'))).toEqual([]);
    expect(errorViolations(file('src/modules/x/x.service.ts', "throw new AppError(ERRNO.invalidRequest, { reason: 'ids must name 1 to 50 things' });"))).toHaveLength(1);
    expect(errorViolations(file('src/modules/x/x.service.ts', "throw invalidRequest('messageIdsCount', { max: 50 });"))).toEqual([]);
  });

  it('loads the spreadsheet libraries where they are used, not at start-up', () => {
    expect(eagerLibraryViolations(files)).toEqual([]);
    expect(eagerLibraryViolations(file('src/modules/things/thing.export.ts', "import ExcelJS from 'exceljs';"))).toHaveLength(1);
    expect(eagerLibraryViolations(file('src/modules/things/thing.import.ts', "import * as XLSX from '@e965/xlsx';"))).toHaveLength(1);
    expect(eagerLibraryViolations(file('src/modules/things/thing.import.ts', "import type { Workbook } from 'exceljs';\nconst ExcelJS = await import('exceljs');"))).toEqual([]);
  });
});
