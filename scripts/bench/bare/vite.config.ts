import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const repo = path.resolve(import.meta.dirname, '../../..');

// The server bundle's entry is the site's own Express app, as in the site's build
// (vite.config.ts at the root): same request guard, compression, headers and page handler.
export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild ? { rollupOptions: { input: path.join(repo, 'server/app.ts') } } : {},
  resolve: { alias: { '~': path.join(repo, 'app') } },
  plugins: [reactRouter()],
}));
