/** Client unit tests: jsdom, @swc/jest, tests beside the code. */
const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: {
      react: { runtime: 'automatic' },
      // Vite's import.meta.env does not exist under jest (CommonJS).
      optimizer: { globals: { vars: { 'import.meta.env.DEV': 'false', 'import.meta.env.PROD': 'false', 'import.meta.env.MODE': '"test"', 'import.meta.hot': 'undefined' } } },
    },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};
const swcJs = {
  jsc: { parser: { syntax: 'ecmascript', jsx: true, importAttributes: true }, target: 'es2022' },
  module: { type: 'commonjs' },
};
// ESM-only packages that jest (CommonJS) must transform.
const esmPackages = ['react-intl', '@formatjs', 'intl-messageformat', 'react-router', '@remix-run', 'cookie-es'];

module.exports = {
  testEnvironment: '<rootDir>/jest/jsdom-environment.cjs',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFiles: ['<rootDir>/jest/setup.ts'],
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
