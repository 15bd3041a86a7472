import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { createTranslator } from '~/i18n/i18n';
import { getDictionary } from '~/i18n/dictionaries.server';

import { openTestDatabase } from '../../tests/unit/test-database';
import { ogCard, ogImage } from './og-images.server';
import { updateProperty } from './property-writes.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
let dataDir: string;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  dataDir = await mkdtemp(path.join(tmpdir(), 'roofline-og-'));
});
afterAll(async () => {
  await handle?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const ja = createTranslator(getDictionary('ja'));

describe('Open Graph images', () => {
  it('draws a home as a 1200 × 630 PNG in the page’s language, once, and again when its price changes', async () => {
    const card = await ogCard(db, 'property', 1, 'ja', ja);
    expect(card).toMatchObject({
      lang: 'ja',
      art: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    const png = await ogImage(dataDir, 'property', 1, card!);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    expect(await readdir(path.join(dataDir, 'og'))).toHaveLength(1);
    expect(await ogImage(dataDir, 'property', 1, card!)).toEqual(png);
    expect(await readdir(path.join(dataDir, 'og'))).toHaveLength(1);

    await updateProperty(db, 1, { price: 123_456 });
    const changed = await ogCard(db, 'property', 1, 'ja', ja);
    expect(changed!.price).toContain('123,456');
    await ogImage(dataDir, 'property', 1, changed!);
    expect(await readdir(path.join(dataDir, 'og'))).toHaveLength(2);
  });

  it('has no card for a home or post that does not exist', async () => {
    expect(await ogCard(db, 'property', 99_999_999, 'en', ja)).toBeNull();
    expect(await ogCard(db, 'blog', 99_999_999, 'en', ja)).toBeNull();
    expect(await ogCard(db, 'blog', 1, 'ja', ja)).toMatchObject({ title: expect.any(String) });
  });
});
