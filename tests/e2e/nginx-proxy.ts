import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * nginx in front of a spec's own app servers, run from the README's sample configuration
 * (docs/examples/nginx.conf) with the spec's ports put in place of the sample's, so the sample
 * is the configuration the spec proves. Its files (the configuration, logs, temporary bodies)
 * live in a temporary folder of its own, removed when it stops.
 */

export const NGINX = '/usr/sbin/nginx';
const SAMPLE = 'docs/examples/nginx.conf';

export const nginxMissing = () =>
  existsSync(NGINX) ? undefined : `${NGINX} is not installed (.ci/run installs Debian's nginx)`;

/**
 * The sample with `listen` on `port` and one `server` line per upstream port, each with the
 * sample's own parameters (the first server line's).
 */
export function proxyConfig(sample: string, port: number, upstreams: number[]) {
  const serverLine = /^(\s*)server 127\.0\.0\.1:\d+( [^;]*)?;\n/m;
  const first = serverLine.exec(sample);
  if (!first) throw new Error(`${SAMPLE} has no "server 127.0.0.1:<port>" line`);
  const [, indent, options = ''] = first;
  const servers = upstreams.map((one) => `${indent}server 127.0.0.1:${one}${options};\n`).join('');
  const withServers = sample.replace(new RegExp(serverLine.source, 'gm'), '').replace(
    // Where the sample's first server line was.
    /^(upstream roofline \{\n(?:\s*#.*\n)*)/m,
    `$1${servers}`,
  );
  const listened = withServers.replace(/listen 127\.0\.0\.1:\d+;/, `listen 127.0.0.1:${port};`);
  if (listened === withServers) throw new Error(`${SAMPLE} has no "listen 127.0.0.1:<port>" line`);
  return listened;
}

/** nginx's own file: runs in the foreground, writes under `dir` only, includes the site's. */
function mainConfig(dir: string) {
  const temp = (kind: string) => `${kind}_temp_path ${dir}/${kind};`;
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${dir}/roofline.conf;
}
`;
}

export type RunningProxy = { process: ChildProcess; errorLog: () => Promise<string> };

/** Starts nginx on `port` in front of `upstreams`; resolves once it answers. */
export async function startProxy(port: number, upstreams: number[]): Promise<RunningProxy> {
  const dir = await mkdtemp(path.join(tmpdir(), 'roofline-nginx-'));
  // Run as root, nginx's workers are another user, which must reach the temporary folders.
  await chmod(dir, 0o755);
  await writeFile(
    `${dir}/roofline.conf`,
    proxyConfig(await readFile(SAMPLE, 'utf8'), port, upstreams),
  );
  await writeFile(`${dir}/nginx.conf`, mainConfig(dir));
  const args = ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`];
  const checked = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx refused the configuration:\n${checked.stderr}`);
  const child = spawn(NGINX, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const errorLog = () => readFile(`${dir}/error.log`, 'utf8').catch(() => stderr);
  child.on('exit', () => void rm(dir, { recursive: true, force: true }));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx stopped:\n${stderr}`);
    const up = await fetch(`http://127.0.0.1:${port}/robots.txt`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { process: child, errorLog };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`nginx did not answer in time:\n${stderr}`);
}

/** Stops nginx at once (SIGTERM is its fast shutdown) and waits for it. */
export async function stopProxy(proxy: RunningProxy) {
  if (proxy.process.exitCode !== null || proxy.process.signalCode !== null) return;
  const exited = once(proxy.process, 'exit');
  proxy.process.kill('SIGTERM');
  await exited;
}
