import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdStaticStyles } from './scripts/antd-static-styles.mjs';
import { clayglWithoutEval } from './scripts/claygl-without-eval.mjs';
import { shellPreload } from './scripts/shell-preload.mjs';

export default defineConfig({
  plugins: [
    react(),
    antdStaticStyles({
      src: fileURLToPath(new URL('./src', import.meta.url)),
      outFile: fileURLToPath(new URL('./node_modules/.cache/antd-styles/antd.css', import.meta.url)),
    }),
    clayglWithoutEval(),
    shellPreload(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
});
