import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { renderArt } from '~/lib/art';

import { ogImage } from './og-images.server';

// The card's drawing and cache, without a database: what a card shows is read by `ogCard`, whose
// answers the end-to-end run fetches (tests/e2e/addresses.spec.ts).
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'roofline-og-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const art = `data:image/svg+xml;base64,${Buffer.from(renderArt('house', '11-0', 'full')).toString('base64')}`;
const card = { title: '東京の静かな一戸建て', price: '$589,325', label: '日本', art, lang: 'ja' };

describe('Open Graph images', () => {
  it('draws a card as a 1200 × 630 PNG once, and again when what it shows changes', async () => {
    const png = await ogImage(dataDir, 'property', 1, card);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    // The text is drawn: the foot of the card differs from the same card without a title.
    const untitled = await ogImage(dataDir, 'property', 2, { ...card, title: '' });
    const foot = (image: Buffer) =>
      sharp(image).extract({ left: 40, top: 420, width: 600, height: 120 }).raw().toBuffer();
    expect((await foot(png)).equals(await foot(untitled))).toBe(false);

    const files = await readdir(path.join(dataDir, 'og'));
    expect(await ogImage(dataDir, 'property', 1, card)).toEqual(png);
    expect(await readdir(path.join(dataDir, 'og'))).toEqual(files);

    await ogImage(dataDir, 'property', 1, { ...card, price: '$123,456' });
    expect(await readdir(path.join(dataDir, 'og'))).toHaveLength(files.length + 1);
  });
});
