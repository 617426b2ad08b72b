import { createRequire } from 'node:module';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { graphqlDocuments } from './build/graphqlDocuments';

const clientDir = fileURLToPath(new URL('.', import.meta.url));
const contractDir = fileURLToPath(new URL('../server/src/contract', import.meta.url));
const apiTarget = process.env.API_TARGET ?? 'http://localhost:4000';

/**
 * Vendor groups for the main bundle. Only modules the entry needs (`$initial`) are grouped: the
 * parts of a library that only a lazy page uses (graphql-js's validation and schema code for
 * GraphiQL, Chakra components of lazy dialogs) stay in that page's chunks instead of being
 * loaded before every first paint. GraphiQL and Monaco match none of them.
 */
const initial: ['$initial'] = ['$initial'];
const vendorGroups = [
  { name: 'vendor-react', tags: initial, test: /node_modules[\\/](react|react-dom|scheduler|react-router|@remix-run|cookie-es)[\\/]/ },
  { name: 'vendor-chakra', tags: initial, test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui|@internationalized|@swc[\\/]helpers|proxy-compare|proxy-memoize|stylis|csstype)[\\/]/ },
  { name: 'vendor-apollo', tags: initial, test: /node_modules[\\/](@apollo|@wry|optimism|rxjs|graphql|graphql-ws|graphql-tag|tslib|ts-invariant|@graphql-typed-document-node)[\\/]/ },
  { name: 'vendor-intl', tags: initial, test: /node_modules[\\/](react-intl|@formatjs|intl-messageformat|dayjs)[\\/]/ },
];

/**
 * react-router 7's package exports name only its development build (remix-run/react-router#14102,
 * open): in a production build its warnings would ship and run. Its production build is the same
 * code with the warnings switched off, so the build points at it.
 */
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProduction = (): Plugin => ({
  name: 'react-router-production',
  config: (_config, { command }) =>
    command === 'build'
      ? {
          resolve: {
            alias: [
              { find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist/production/index.mjs') },
              { find: /^react-router\/dom$/, replacement: path.join(reactRouterDir, 'dist/production/dom-export.mjs') },
            ],
          },
        }
      : undefined,
});

export default defineConfig({
  root: clientDir,
  // graphqlDocuments: each screen's GraphQL documents travel with its chunk (see the plugin).
  plugins: [
    graphqlDocuments({ gqlDir: fileURLToPath(new URL('./src/gql', import.meta.url)) }),
    react(),
    reactRouterProduction(),
    // Each text asset also as .br and .gz beside it, compressed once at build time: the server sends
    // the smallest the browser accepts (server/src/http/express-app.ts), with no work per request.
    // Brotli at quality 9, not 11: 11 took 26 s of the build for these 9 MB, 9 about 2 s (a kanban's first paint: 262 KiB, not 244).
    compression({ algorithms: [defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }), defineAlgorithm('gzip', { level: 9 })], include: /\.(js|css|svg|json|ttf|html)$/, threshold: 1024, logLevel: 'silent' }),
  ],
  resolve: {
    alias: { '@contract': contractDir },
  },
  optimizeDeps: {
    // The worker setup modules use `?worker` imports that the dependency optimizer cannot pre-bundle.
    exclude: ['graphiql/setup-workers/vite', '@graphiql/react/setup-workers/vite'],
  },
  server: {
    port: 5173,
    // The shared contract lives in ../server/src/contract.
    fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] },
    proxy: {
      '/graphql': { target: apiTarget, ws: true, changeOrigin: false },
      '/files': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // GraphiQL alone is about 2 MB gzip; it is lazy, so its size does not slow the app's start.
    chunkSizeWarningLimit: 6000,
    // bench/first-paint-js.ts reads it to sum what each route loads before its first paint.
    manifest: true,
    rolldownOptions: {
      // GraphiQL's React-compiler output carries "use no memo" directives; harmless once bundled.
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
