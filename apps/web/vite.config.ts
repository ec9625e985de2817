import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdStaticStyles } from './scripts/antd-static-styles.mjs';
import { clayglWithoutEval } from './scripts/claygl-without-eval.mjs';
import { layerChunks } from './scripts/layer-chunks.mjs';
import { shellPreload } from './scripts/shell-preload.mjs';

// React Router's package points every condition at its development build, which keeps its development
// warnings on (remix-run/react-router#14102); a production build takes the production one.
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    antdStaticStyles({
      src,
      outFile: fileURLToPath(new URL('./node_modules/.cache/antd-styles/antd.css', import.meta.url)),
    }),
    clayglWithoutEval(),
    shellPreload(),
    layerChunks(),
  ],
  resolve: {
    alias: {
      '@': src,
      ...(command === 'build' && { 'react-router': reactRouterProduction }),
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false } },
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      // Ant Design's rc-component packages declare no sideEffects flag, so a single import of one context
      // keeps every module of the package (a tooltip kept all of rc-form and its validator).
      treeshake: {
        moduleSideEffects: (id) =>
          !/node_modules[\\/]@rc-component[\\/][^\\/]+[\\/](es|lib)[\\/].*\.js$/.test(id),
      },
      output: {
        codeSplitting: {
          // zod and its configuration share one chunk, so jitless mode is set before any chunk that
          // builds a schema runs (chunks otherwise run before the entry's own first import).
          groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-config\.ts$/ }],
        },
      },
    },
    sourcemap: true,
    manifest: true,
  },
}));
