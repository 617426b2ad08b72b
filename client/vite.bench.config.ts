import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import app from './vite.config';

/**
 * The data table's render benchmark page (data-table-bench.html, src/dev/dataTableBench.tsx),
 * built like the app (same plugins, aliases, production React) into the folder given by
 * BENCH_OUT_DIR (BENCH_NO_MINIFY=1 keeps the names readable in a CPU profile). Only
 * bench/data-table-render.ts builds it; the app's build never includes it.
 */
export default mergeConfig(
  app,
  defineConfig({
    build: {
      outDir: process.env.BENCH_OUT_DIR ?? fileURLToPath(new URL('../.tmp/data-table-bench', import.meta.url)),
      manifest: false,
      minify: process.env.BENCH_NO_MINIFY ? false : undefined,
      rolldownOptions: { input: fileURLToPath(new URL('./data-table-bench.html', import.meta.url)) },
    },
  }),
);
