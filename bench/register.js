/** Runs a TypeScript bench script from source: `node bench/register.js bench/ingest.ts`. */
const fs = require('node:fs');
const path = require('node:path');
const swc = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
    },
    module: { type: 'commonjs', ignoreDynamic: true },
  });
  module._compile(code, filename);
};
require('reflect-metadata');
require(path.resolve(process.argv[2]));
