/**
 * Lets Node require TypeScript sources directly, compiled with swc as jest does
 * (decorators and their metadata included). Used by child-process tests and bench/.
 */
const fs = require('node:fs');
const swc = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
    },
    // Keep import() native so ESM-only packages (aedes) load as ES modules.
    module: { type: 'commonjs', ignoreDynamic: true },
  });
  module._compile(code, filename);
};

require('reflect-metadata');
