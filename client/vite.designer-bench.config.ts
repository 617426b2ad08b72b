import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import app from './vite.config';

/**
 * The designer's drag benchmark page (designer-bench.html, src/dev/designerBench.tsx), built like
 * the app into BENCH_OUT_DIR. Only bench/designer-drag.ts builds it; the app's build never includes it.
 */
export default mergeConfig(
  app,
  defineConfig({
    build: {
      outDir: process.env.BENCH_OUT_DIR ?? fileURLToPath(new URL('../.tmp/designer-bench', import.meta.url)),
      manifest: false,
      rolldownOptions: { input: fileURLToPath(new URL('./designer-bench.html', import.meta.url)) },
    },
  }),
);
