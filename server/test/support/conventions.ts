/**
 * Static checks of the server's conventions, as pure functions over source files, so a
 * test can run them on the real tree (no violation) and on a deliberate violation (found).
 */
import fs from 'node:fs';
import path from 'node:path';
import { QUERY_BUILDERS_WITHOUT_FILTERS, SYSTEM_PATHS, UNFILTERED_READS } from '../../src/core/tenancy';

export type SourceFile = { path: string; text: string };
export type Violation = { path: string; rule: string };

const SERVER = path.resolve(__dirname, '..', '..');

/** Every non-test TypeScript file under server/src, with paths like `src/modules/x/y.ts`. */
export function serverSources(): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts')) {
        files.push({ path: path.relative(SERVER, full).split(path.sep).join('/'), text: fs.readFileSync(full, 'utf8') });
      }
    }
  };
  walk(path.join(SERVER, 'src'));
  return files;
}

/** Code without comments, so a rule named in a comment is not a use. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

/**
 * Tenancy: only core/tenancy.ts sets the filter's parameters; only the named system paths
 * take an EntityManager over every tenant; `filters: false` and query builders without
 * `applyFilters()` only where listed with a reason; no raw SQL on a connection.
 */
export function tenancyViolations(files: readonly SourceFile[]): Violation[] {
  const found: Violation[] = [];
  for (const file of files) {
    const text = code(file.text);
    const flag = (rule: string) => found.push({ path: file.path, rule });
    if (file.path !== 'src/core/tenancy.ts' && /\bsetFilterParams\s*\(/.test(text)) flag('sets tenant filter parameters outside core/tenancy.ts (use scopedEm or systemEm)');
    if (file.path !== 'src/core/tenancy.ts' && /\bsystemEm\s*\(/.test(text) && !(file.path in SYSTEM_PATHS)) flag('takes an EntityManager over every tenant outside SYSTEM_PATHS');
    if (/filters\s*:\s*false/.test(text) && !(file.path in UNFILTERED_READS)) flag('reads past the tenant filter (`filters: false`) outside UNFILTERED_READS');
    if (/\bcreateQueryBuilder\s*\(/.test(text) && !/\.applyFilters\s*\(/.test(text) && !(file.path in QUERY_BUILDERS_WITHOUT_FILTERS)) {
      flag('builds a query without applyFilters() (the tenant filter) outside QUERY_BUILDERS_WITHOUT_FILTERS');
    }
    if (/\b(getConnection|getKnex)\s*\(|\bem\.execute\s*\(|\borm\.em\.execute\s*\(/.test(text)) flag('runs raw SQL past the ORM (the tenant filter does not apply)');
    if (file.path !== 'src/db/read-path.ts' && /from '(better-sqlite3|pg)'/.test(file.text)) flag('talks to the database driver directly; reads go through db/read-path.ts (its reads take the scope)');
  }
  return found;
}

/** The module an import in `from` points at, if it is under src/modules. */
function importedModuleFile(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return target.startsWith('src/modules/') ? target : null;
}

/**
 * Modules: a module imports other modules' services, entities and types, never their
 * resolvers; only graphql/schema.ts gathers resolvers.
 */
export function moduleViolations(files: readonly SourceFile[]): Violation[] {
  const found: Violation[] = [];
  for (const file of files) {
    for (const match of file.text.matchAll(/(?:from\s+|import\s*\(?\s*)'([^']+)'/g)) {
      const target = importedModuleFile(file.path, match[1]);
      if (!target || !/\.resolver$/.test(target)) continue;
      const ownModule = file.path.split('/').slice(0, 3).join('/');
      const targetModule = target.split('/').slice(0, 3).join('/');
      if (file.path === 'src/graphql/schema.ts' || ownModule === targetModule) continue;
      found.push({ path: file.path, rule: `imports another module's resolver (${target}); import its service instead` });
    }
  }
  return found;
}

/** Guards: fields are guarded through the API table's decorators, never a hand-written directive. */
export function guardViolations(files: readonly SourceFile[]): Violation[] {
  const found: Violation[] = [];
  for (const file of files) {
    if (file.path === 'src/modules/permissions/apis.ts') continue;
    if (/@Directive\(\s*['"`]@(permission|auth)\b/.test(file.text) || /['"`]@permission\(path:/.test(file.text)) {
      found.push({ path: file.path, rule: 'writes an @permission/@auth directive by hand; use @Permission(API.x) or @Auth(...)' });
    }
  }
  return found;
}

/**
 * Errors: every failure is an AppError (or a graphql-js request error) and only
 * core/errors.ts decides what a client sees, "server failure" included.
 */
export function errorViolations(files: readonly SourceFile[]): Violation[] {
  const found: Violation[] = [];
  for (const file of files) {
    const text = code(file.text);
    if (file.path === 'src/core/errors.ts' || file.path.startsWith('src/contract/')) continue;
    if (/\bERRNO\.serverFailure\b|errorno:\s*4\b/.test(text)) found.push({ path: file.path, rule: 'shapes a server failure outside core/errors.ts' });
    // graphql-armor's rejections are reported as validation errors of the request: the one allowed construction.
    if (/new GraphQLError\(/.test(text) && file.path !== 'src/graphql/security.ts') found.push({ path: file.path, rule: 'builds a GraphQLError by hand; throw an AppError' });
    // A 1004 names its reason by key, so that it can be said in the caller's language.
    if (/\bERRNO\.invalidRequest\b/.test(text)) found.push({ path: file.path, rule: 'builds a 1004 by hand; use invalidRequest with a REQUEST_REASONS key' });
    if (/\.status\(\d+\)\.json\(/.test(text)) found.push({ path: file.path, rule: 'answers an HTTP error by hand; use httpErrorResponse' });
  }
  return found;
}

/** Libraries that cost a server more to load than it uses them (exceljs and SheetJS: about 250 ms and 50 MB at start-up). */
const LOADED_ON_USE = ['exceljs', '@e965/xlsx'];

/** A static import of a library in LOADED_ON_USE: it must be loaded with `import()` where it is used (loadExcelJS). */
export function eagerLibraryViolations(files: readonly SourceFile[]): Violation[] {
  const found: Violation[] = [];
  for (const file of files) {
    for (const match of file.text.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm)) {
      if (LOADED_ON_USE.includes(match[1])) found.push({ path: file.path, rule: `imports ${match[1]} at start-up; load it where it is used (import(), as loadExcelJS does)` });
    }
  }
  return found;
}
