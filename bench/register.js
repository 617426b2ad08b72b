/** Runs a TypeScript bench script from source: `node bench/register.js bench/ingest.ts`. */
const path = require('node:path');
require('../server/test/support/register-ts');
require(path.resolve(process.argv[2]));
