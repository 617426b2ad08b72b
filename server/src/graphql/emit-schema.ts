import fs from 'node:fs';
import path from 'node:path';
import { buildPublicSchema, printPublicSchema } from './schema';

/** Writes the schema to the repository root (`npm run schema:emit`). */
async function main() {
  const target = path.resolve(__dirname, '..', '..', '..', 'schema.graphql');
  fs.writeFileSync(target, printPublicSchema(await buildPublicSchema()));
  console.log(`schema written to ${target}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
