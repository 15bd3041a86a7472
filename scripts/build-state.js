// Whether a build is current: `npm start` builds again when it is not (scripts/start.js).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the build is made from, relative to the project. */
export const SOURCES = [
  'app',
  'server',
  'public',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
];

/** The newest change under `entry`, in milliseconds (0 when it does not exist). */
function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = stats.mtimeMs;
  for (const name of readdirSync(entry)) latest = Math.max(latest, newest(path.join(entry, name)));
  return latest;
}

/**
 * True when `buildDir` holds a build and nothing in the sources under `root` changed after it was
 * made (a `git pull` or an edit gives the files it writes a newer time).
 * @param {string} root
 * @param {string} buildDir
 */
export function buildIsCurrent(root, buildDir) {
  const built = path.resolve(root, buildDir, 'server/index.js');
  if (!existsSync(built) || !existsSync(path.resolve(root, buildDir, 'client'))) return false;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.every((entry) => newest(path.join(root, entry)) <= builtAt);
}
