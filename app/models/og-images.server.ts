import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { and, eq } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { blogs, properties } from '~/db/schema';
import { createFormatters, type Language, type Translate } from '~/i18n/i18n';
import { ART_KINDS, renderArt, type ArtKind } from '~/lib/art';
import { ART_VERSION } from '~/lib/art-url';
import { categoryLabel, placeLabel } from '~/lib/catalog-labels';
import { inLanguage } from '~/lib/generated-labels';
import { OG_HEIGHT, OG_WIDTH, ogCardSvg, type OgCard } from '~/lib/og-card';
import { parsePhotoFile } from '~/lib/photos/rules';

import { publicHome } from './home-access.server';
import { loadSharp } from './photo-processing.server';
import { photoFile } from './photos.server';

export type OgKind = 'property' | 'blog';

/** Drawn again when the layout changes: part of each cached file's name. */
const LAYOUT = 2;

/** The art behind the card: the site's own drawing (`/art/v1/house/full/11-0.svg`) as a data address. */
function artData(src: string | undefined) {
  const match =
    src && new RegExp(`^/art/${ART_VERSION}/([a-z]+)/(?:full|thumb)/([^/]+)\\.svg$`).exec(src);
  if (!match || !ART_KINDS.includes(match[1] as ArtKind)) return undefined;
  const svg = renderArt(match[1] as ArtKind, decodeURIComponent(match[2]!), 'full');
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** What a home's or post's card shows, in a language; null for none (or one without a page). */
export async function ogCard(
  db: Database,
  kind: OgKind,
  id: number,
  lang: Language,
  t: Translate,
): Promise<OgCard | null> {
  const format = createFormatters(lang);
  if (kind === 'property') {
    const [home] = await db
      .select({
        name: properties.name,
        nameJa: properties.nameJa,
        price: properties.price,
        currency: properties.currency,
        listingType: properties.listingType,
        location: properties.location,
        photos: properties.photos,
      })
      .from(properties)
      .where(and(eq(properties.id, id), publicHome));
    if (!home) return null;
    const price = format.money(home.price, home.currency);
    const first = home.photos[0]?.original;
    return {
      // The title the page shows: a generated home's Japanese one on a Japanese page.
      title: inLanguage(lang, home.name, home.nameJa),
      price: home.listingType === 'rent' ? `${price} ${t('property.perMonth')}` : price,
      label: placeLabel(t, home.location),
      ...(uploadedPhoto(first) ? { photo: first } : { art: artData(first) }),
      lang,
    };
  }
  const [post] = await db
    .select({ title: blogs.title, category: blogs.category, photo: blogs.photo })
    .from(blogs)
    .where(eq(blogs.id, id));
  if (!post) return null;
  return {
    title: post.title,
    label: categoryLabel(t, post.category),
    art: artData(post.photo),
    lang,
  };
}

/** An uploaded photo's address read back (`/photos/{key}/{width}.jpg`), or null for the art's. */
function uploadedPhoto(src: string | undefined) {
  const match = src ? /^\/photos\/([^/]+)\/([^/]+)$/.exec(src) : null;
  return match ? parsePhotoFile(match[1]!, match[2]!) : null;
}

/** The bytes of an uploaded photo's widest JPEG (ADR 0047), for the card drawn on it. */
export type PhotoReader = (src: string) => Promise<Uint8Array | null>;

export function photoReader(db: Database): PhotoReader {
  return async (src) => {
    const photo = uploadedPhoto(src);
    return photo ? photoFile(db, photo.key, photo.width, 'jpeg') : null;
  };
}

/**
 * The card as PNG (docs/product.md#open-graph-images, ADR 0067): drawn on the first request and
 * kept under `DATA_DIR/og/`, named by what it shows, so a changed title, price or first picture
 * draws a new one. A card on an uploaded photo (ADR 0079) is the photo cropped to fill the card,
 * the card's shade and text drawn over it; a photo no longer stored gives the brand's colour.
 */
export async function ogImage(
  dataDir: string,
  kind: OgKind,
  id: number,
  card: OgCard,
  readPhoto: PhotoReader = async () => null,
) {
  const key = createHash('sha256')
    .update(JSON.stringify({ LAYOUT, card }))
    .digest('hex')
    .slice(0, 16);
  const file = path.join(dataDir, 'og', `${kind}-${id}-${card.lang}-${key}.png`);
  const cached = await readFile(file).catch(() => null);
  if (cached) return cached;
  const sharp = await loadSharp();
  const photo = card.photo ? await readPhoto(card.photo) : null;
  const png = photo
    ? await sharp(photo)
        .resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover' })
        .composite([{ input: Buffer.from(ogCardSvg(card)) }])
        .png({ compressionLevel: 8 })
        .toBuffer()
    : await sharp(Buffer.from(ogCardSvg({ ...card, photo: undefined })))
        .png({ compressionLevel: 8 })
        .toBuffer();
  await mkdir(path.dirname(file), { recursive: true });
  // Whole or absent: another request never reads a file half written.
  const partial = `${file}.${process.pid}.${Date.now()}.part`;
  await writeFile(partial, png);
  await rename(partial, file);
  return png;
}
