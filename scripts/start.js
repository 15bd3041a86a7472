// `npm start`: build the site if there is no build yet, then serve it (README quick start).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const buildDir = process.env.BUILD_DIR ?? 'build';
if (!existsSync(`${buildDir}/server/index.js`) || !existsSync(`${buildDir}/client`)) {
  console.info('No build found: building the site first (once)…');
  const build = spawnSync('npx', ['react-router', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
process.env.NODE_ENV ??= 'production';
await import('../server.js');
