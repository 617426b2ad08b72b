import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Replaces each `graphql(\`...\`)` call of the app with that document's node as the generated
 * `gql/graphql.ts` has it (the operation with its fragments), written inline, like the client
 * preset's Babel plugin but without importing `graphql.ts` (the app builds with Vite's own
 * transforms, not Babel). Without it every document of the app sits in the entry chunk:
 * `gql/gql.ts` maps every document's source text to its node, so one `graphql()` call loads all
 * of them, text and node, before the first paint; and `graphql.ts` is one module, so importing
 * its constants would still put every used document in one shared chunk. Inline, a document
 * travels with the chunk of the screen that uses it. Tests and type checks keep the real
 * `graphql()` function and its types.
 */

/** `graphql(` then a template literal without substitutions (the client preset allows none; `$var` is fine), then `)`. */
const CALL = /\bgraphql\(\s*`((?:[^`$]|\$(?!\{))*)`\s*\)/g;
/** The first definition's kind and name. */
const FIRST_DEFINITION = /^\s*(?:#[^\n]*\n\s*)*(query|mutation|subscription|fragment)\s+([_A-Za-z][_0-9A-Za-z]*)/;

const normalise = (name: string) => name.replace(/_/g, '').toLowerCase();

export type GeneratedDocument = { name: string; node: string };

/**
 * The generated documents by normalised name (`MeDocument`, `DeviceCard_DeviceFragmentDoc`):
 * each is one line `export const Name = {...JSON...} as unknown as DocumentNode<...>;`.
 */
export function documentExports(generatedSource: string): Map<string, GeneratedDocument> {
  const found = new Map<string, GeneratedDocument>();
  for (const m of generatedSource.matchAll(/^export const ([_A-Za-z][_0-9A-Za-z]*(?:Document|FragmentDoc)) = (\{.*\}) as unknown as DocumentNode<.*$/gm)) {
    found.set(normalise(m[1]), { name: m[1], node: m[2] });
  }
  return found;
}

/**
 * The module with each `graphql()` call replaced by its document node; null when it has none.
 * Throws for a document the generated code does not have (run codegen), so a stale build cannot
 * ship.
 */
export function replaceDocumentCalls(code: string, documents: Map<string, GeneratedDocument>, file = 'module'): string | null {
  let count = 0;
  const replaced = code.replace(CALL, (_whole, source: string) => {
    const first = FIRST_DEFINITION.exec(source);
    if (!first) throw new Error(`${file}: a graphql() document without a named first definition`);
    const wanted = first[2] + (first[1] === 'fragment' ? 'FragmentDoc' : 'Document');
    const found = documents.get(normalise(wanted));
    if (!found) throw new Error(`${file}: no generated ${wanted} for graphql() (run npm run codegen)`);
    count += 1;
    return `/* ${found.name} */ (${found.node})`;
  });
  return count === 0 ? null : replaced;
}

export function graphqlDocuments(options: { gqlDir: string }): Plugin {
  const generated = path.join(options.gqlDir, 'graphql.ts');
  let documents = new Map<string, GeneratedDocument>();
  return {
    name: 'graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      documents = documentExports(fs.readFileSync(generated, 'utf8'));
    },
    transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.tsx?$/.test(file) || file.startsWith(options.gqlDir) || file.includes('node_modules') || !code.includes('graphql(')) return null;
      const out = replaceDocumentCalls(code, documents, file);
      return out === null ? null : { code: out, map: null };
    },
  };
}
