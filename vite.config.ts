import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const root = path.resolve('app/root.tsx');
const isAppModule = (id: string) =>
  !id.includes('node_modules') && !id.startsWith('\0') && /\.(tsx?|jsx?)$/.test(id);

/**
 * The shell: our own modules that the root route imports, directly or through one another. Every
 * page loads them, so they travel as one chunk instead of one small chunk each: gzip compresses a
 * chunk as a whole, and a dozen sub-kilobyte chunks cost about 3 KB more than one (ADR 0060).
 */
function shellModules(getImports: (id: string) => readonly string[]) {
  const seen = new Set<string>();
  const walk = (id: string) => {
    for (const next of getImports(id)) {
      if (seen.has(next) || !isAppModule(next)) continue;
      seen.add(next);
      walk(next);
    }
  };
  walk(root);
  return seen;
}

export default defineConfig(({ isSsrBuild }) => {
  let shell: Set<string> | undefined;
  return {
    // The server bundle's entry is our Express app, so one build holds the app and its HTTP layer.
    build: isSsrBuild
      ? { rollupOptions: { input: './server/app.ts' } }
      : {
          assetsInlineLimit: 0,
          // The map's code is fetched after the page works (ADR 0064): the shell it shares is
          // already loaded, so its import needs no list of chunks to preload in the page's script.
          modulePreload: {
            resolveDependencies: (url: string, deps: string[]) =>
              url.includes('map-panel') ? [] : deps,
          },
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: (id, ctx) => {
                      shell ??= shellModules((m) => ctx.getModuleInfo(m)?.importedIds ?? []);
                      return shell.has(id) ? 'shell' : null;
                    },
                  },
                ],
              },
            },
          },
        },
    resolve: { tsconfigPaths: true },
    plugins: [tailwindcss(), reactRouter()],
  };
});
