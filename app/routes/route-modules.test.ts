import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

/**
 * One way per thing in a route module (house style): a page reads its loader's data from its
 * `loaderData` prop (`Route.ComponentProps`), and sets its head with `<PageMeta>` (title,
 * description, canonical and hreflang links, `noindex`), never with a `meta` export or loose tags.
 */
async function routeModules() {
  const files = await readdir('app/routes', { recursive: true });
  const modules = files
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join('app/routes', file));
  return Promise.all(
    ['app/root.tsx', ...modules].map(async (file) => ({
      file,
      text: await readFile(file, 'utf8'),
    })),
  );
}

describe('route modules do each thing one way', () => {
  it('read loader data from the loaderData prop, not useLoaderData', async () => {
    const using = (await routeModules()).filter(({ text }) => /\buseLoaderData\b/.test(text));
    expect(using.map(({ file }) => file)).toEqual([]);
  });

  it('set the head with PageMeta, not a meta export', async () => {
    const exporting = (await routeModules()).filter(({ text }) =>
      /export (async )?(function|const) meta\b/.test(text),
    );
    expect(exporting.map(({ file }) => file)).toEqual([]);
  });

  it('keep a page from search engines with PageMeta’s noindex, not a tag of their own', async () => {
    const own = (await routeModules()).filter(({ text }) => /<meta name="robots"/.test(text));
    expect(own.map(({ file }) => file)).toEqual([]);
  });
});
