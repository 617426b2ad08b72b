import fs from 'node:fs';
import path from 'node:path';
import { buildPublicSchema, printPublicSchema } from '../src/graphql/schema';

describe('schema.graphql', () => {
  it('is exactly what the code emits (run `npm run schema:emit` after changing the API)', async () => {
    const committed = fs.readFileSync(path.resolve(__dirname, '..', '..', 'schema.graphql'), 'utf8');
    expect(committed).toBe(printPublicSchema(await buildPublicSchema()));
  });
});
