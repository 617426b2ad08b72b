/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

const src = path.resolve(__dirname, '..', '..');
/** The hooks that run operations with their failures handled; only they may use Apollo's own. */
const WRAPPERS = ['shared/api/useAppQuery.ts', 'shared/api/useLiveSubscription.ts'].map((file) => path.join(src, file));

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** From `at` to the end of its statement: the first `;` outside brackets (or the end of the text). */
function statementFrom(text: string, at: number): string {
  let depth = 0;
  for (let i = at; i < text.length; i += 1) {
    const c = text[i];
    if ('([{'.includes(c)) depth += 1;
    else if (')]}'.includes(c)) depth -= 1;
    if (depth < 0 || (depth === 0 && c === ';')) return text.slice(at, i + 1);
  }
  return text.slice(at);
}

const code = (file: string) => fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
const rel = (file: string) => path.relative(src, file);

/**
 * Nothing fails silently: a query or subscription whose error nobody looks at shows "no
 * data" or `--` for a failure. Spec part 1 section 8: failures go to the common error display.
 */
describe('queries and subscriptions', () => {
  it('run only through useAppQuery and useLiveSubscription, which hand every failure to the common error display', () => {
    const raw = /\b(useQuery|useLazyQuery|useSuspenseQuery|useBackgroundQuery|useLoadableQuery|useSubscription)\b/;
    const direct = sources(src)
      .filter((file) => !WRAPPERS.includes(file) && raw.test(code(file)))
      .map(rel);
    expect(direct).toEqual([]);
  });

  it('called on the client directly (client.query, client.subscribe) always handle the rejection', () => {
    const unhandled: string[] = [];
    for (const file of sources(src)) {
      const text = code(file);
      for (const call of text.matchAll(/\.(query|subscribe)\(\s*\{\s*query\s*:/g)) {
        // The statement the call belongs to, up to its end: it must catch what the call rejects with.
        const statement = statementFrom(text, call.index);
        if (!/\.catch\(|\berror\s*:/.test(statement)) unhandled.push(`${rel(file)}: .${call[1]}(...)`);
      }
    }
    expect(unhandled).toEqual([]);
  });

  it('keep the live subscriptions their own (Apollo would share one without its snapshot)', () => {
    const wrapper = fs.readFileSync(WRAPPERS[1], 'utf8');
    expect(wrapper).toMatch(/queryDeduplication: false/);
  });
});
