import type { Config } from '@react-router/dev/config';

// The bench's bare React Router page (scripts/bench/throughput.js): a build of its own, served by
// the site's server (server/app.ts), so the two differ only in the app they render.
export default {
  ssr: true,
  appDirectory: 'app',
  // At the repository's root, beside the site's build; the site's BUILD_DIR is not this build's.
  buildDirectory: '../../../build-bare',
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
