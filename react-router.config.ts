import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  // BUILD_DIR lets parallel test runs keep separate builds; `build` otherwise.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // React Router 8's behaviours, each declined for now by name (which also keeps the build from
  // warning about them at every start): 8 needs Node 22, and each changes code we rely on (our
  // own request handler, ADR 0024; the route modules' chunks, ADR 0011).
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
