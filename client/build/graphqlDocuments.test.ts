import fs from 'node:fs';
import path from 'node:path';
import { graphql } from '../src/gql';
import { documentExports, replaceDocumentCalls } from './graphqlDocuments';

const generated = `
export const MeDocument = {"kind":"Document","n":1} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const DeviceCard_DeviceFragmentDoc = {"kind":"Document","n":2} as unknown as DocumentNode<DeviceCard_DeviceFragment, unknown>;
export const DeviceParametersDocument = {"kind":"Document","n":3} as unknown as DocumentNode<X, Y>;
export type MeQuery = { me: { id: string } };
`;
const documents = documentExports(generated);

describe('graphql() documents in the build', () => {
  it('become the generated nodes written inline, operations and fragments alike', () => {
    const code = [
      "import { graphql } from '../../gql';",
      'const Me = graphql(`\n  query Me {\n    me { id }\n  }\n`);',
      'const Card = graphql(`\n  fragment DeviceCard_device on Device { id }\n`);',
      'const Live = graphql(`subscription DeviceParameters($uuid: String!) { deviceParameters(uuid: $uuid) { key } }`);',
    ].join('\n');
    const out = replaceDocumentCalls(code, documents, 'Screen.tsx');
    expect(out).toBe(
      [
        "import { graphql } from '../../gql';",
        'const Me = /* MeDocument */ ({"kind":"Document","n":1});',
        'const Card = /* DeviceCard_DeviceFragmentDoc */ ({"kind":"Document","n":2});',
        'const Live = /* DeviceParametersDocument */ ({"kind":"Document","n":3});',
      ].join('\n'),
    );
  });

  it('leave a module without documents alone', () => {
    expect(replaceDocumentCalls('const graphqlish = 1;', documents)).toBeNull();
  });

  it('stop the build on a document the generated code lacks (codegen not run)', () => {
    expect(() => replaceDocumentCalls('graphql(`query Missing { me { id } }`)', documents, 'Stale.tsx')).toThrow('Stale.tsx: no generated MissingDocument');
  });

  it('find every document of the app in the generated code, as the node graphql() gives', () => {
    const root = path.resolve(__dirname, '../src');
    const real = documentExports(fs.readFileSync(path.join(root, 'gql/graphql.ts'), 'utf8'));
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== 'gql') walk(full);
        } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(full);
      }
    };
    walk(root);
    let replaced = 0;
    for (const file of files) {
      const code = fs.readFileSync(file, 'utf8');
      const out = replaceDocumentCalls(code, real, file);
      if (out !== null) {
        replaced += 1;
        expect(out).not.toMatch(/\bgraphql\(\s*`/);
      }
    }
    // The inlined node is the one the runtime graphql() returns for the same source.
    for (const m of fs.readFileSync(path.join(root, 'features/product-manuals/routes/ProductList.tsx'), 'utf8').matchAll(/\bgraphql\(\s*`([^`]*)`\s*\)/g)) {
      const inlined = replaceDocumentCalls(m[0], real)!;
      expect(JSON.parse(inlined.replace(/^\/\* \w+ \*\/ \(/, '').replace(/\)$/, ''))).toEqual(JSON.parse(JSON.stringify(graphql(m[1] as never))));
    }
    expect(replaced).toBeGreaterThan(20);
  });
});
