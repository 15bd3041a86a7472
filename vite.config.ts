import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

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

/**
 * The photo process (ADR 0100), built beside the server as `photo-worker.js`: the server starts
 * it as a process of its own, so it is an entry of its own, with a name the server can find.
 */
const photoWorker: Plugin = {
  name: 'photo-worker',
  buildStart() {
    this.emitFile({
      type: 'chunk',
      id: path.resolve('app/models/photo-worker.server.ts'),
      fileName: 'photo-worker.js',
    });
  },
};

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
    plugins: [tailwindcss(), reactRouter(), ...(isSsrBuild ? [photoWorker] : [])],
  };
});
