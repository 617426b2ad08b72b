/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..', '..');
const committed = path.join(root, 'client', 'src', 'gql');

const listFiles = (dir: string) => fs.readdirSync(dir).filter((f) => f.endsWith('.ts')).sort();

describe('client/src/gql', () => {
  it('is what graphql-codegen generates from schema.graphql and the documents (run `npm run codegen`)', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'mmc-codegen-'));
    // The committed codegen.yml, with the output folder moved to a temporary one.
    const config = fs.readFileSync(path.join(root, 'codegen.yml'), 'utf8').replace(/client\/src\/gql\/:/, `${out}/:`);
    const configFile = path.join(out, 'codegen.yml');
    fs.writeFileSync(configFile, config);
    execFileSync(process.execPath, [path.join(root, 'node_modules', '@graphql-codegen', 'cli', 'cjs', 'bin.js'), '--config', configFile, '--silent'], { cwd: root, stdio: 'pipe' });
    expect(listFiles(committed)).toEqual(listFiles(out));
    for (const file of listFiles(out)) {
      expect(`${file}:\n${fs.readFileSync(path.join(committed, file), 'utf8')}`).toBe(`${file}:\n${fs.readFileSync(path.join(out, file), 'utf8')}`);
    }
    fs.rmSync(out, { recursive: true, force: true });
  }, 120_000);
});
