import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is our Express app, so one build holds the app and its HTTP layer.
  build: isSsrBuild ? { rollupOptions: { input: './server/app.ts' } } : { assetsInlineLimit: 0 },
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
}));
