/** Server tests: unit tests beside the code, integration tests in test/ over real HTTP and WebSocket. */
const swcTs = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};
const swcJs = {
  jsc: { parser: { syntax: 'ecmascript', importAttributes: true }, target: 'es2022' },
  module: { type: 'commonjs' },
};
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  setupFiles: ['<rootDir>/test/support/stack-trace-limit.js'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', swcTs],
    '^.+\\.m?js$': ['@swc/jest', swcJs],
  },
  transformIgnorePatterns: ['/node_modules/(?!(aedes|file-type|strtok3|token-types|@tokenizer/inflate|uint8array-extras|@borewit/text-codec)/)'],
  testEnvironmentOptions: { customExportConditions: ['node', 'node-addons'] },
  // file-type exports only `import` / `module-sync` entries; Jest's resolver knows neither, Node's require does.
  moduleNameMapper: { '^file-type$': require.resolve('file-type') },
  testTimeout: 30000,
  testSequencer: '<rootDir>/test/support/longest-first-sequencer.js',
};
