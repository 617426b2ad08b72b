/** Client unit tests: jsdom, @swc/jest, tests beside the code. */
// import.meta is a syntax error in CommonJS: replace what Vite (our code) and react-router read of it.
const importMeta = { globals: { vars: { 'import.meta.env.DEV': 'false', 'import.meta.env.PROD': 'false', 'import.meta.env.MODE': '"test"', 'import.meta.hot': 'undefined' } } };
const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' }, optimizer: importMeta },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};
const swcJs = {
  jsc: { parser: { syntax: 'ecmascript', jsx: true, importAttributes: true }, transform: { optimizer: importMeta }, target: 'es2022' },
  module: { type: 'commonjs' },
};
// ESM-only packages that jest (CommonJS) must transform.
const esmPackages = ['react-intl', '@formatjs', 'intl-messageformat', 'react-router', '@remix-run', 'cookie-es'];

module.exports = {
  testEnvironment: '<rootDir>/jest/jsdom-environment.cjs',
  roots: ['<rootDir>/src', '<rootDir>/build'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFiles: ['<rootDir>/jest/setup.ts'],
  setupFilesAfterEnv: ['<rootDir>/jest/after-env.ts'],
  // See jest/after-env.ts: a loaded machine, not a slow feature.
  testTimeout: 20000,
  transform: {
    '^.+\\.tsx?$': ['@swc/jest', swc],
    '^.+\\.m?js$': ['@swc/jest', swcJs],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    '^@contract/(.*)$': '<rootDir>/../server/src/contract/$1',
    '\\.css$': '<rootDir>/jest/style-stub.cjs',
  },
  testEnvironmentOptions: { customExportConditions: ['browser', 'require', 'default'] },
};
