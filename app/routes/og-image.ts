import { createTranslator } from '~/i18n/i18n';
import { getDictionary } from '~/i18n/dictionaries.server';
import { requestLanguage } from '~/http/language-cookie.server';
import { notFound } from '~/http/not-found.server';
import { parseId } from '~/lib/query';
import { ogCard, ogImage, photoReader, type OgKind } from '~/models/og-images.server';

import type { Route } from './+types/og-image';

const KINDS: readonly string[] = ['property', 'blog'] satisfies OgKind[];

/**
 * A home's or post's Open Graph picture (docs/product.md#open-graph-images, ADR 0067), in the
 * language of its address: `/og/property/12.png`, `/ja/og/property/12.png`.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = params.file.endsWith('.png') ? parseId(params.file.slice(0, -4)) : undefined;
  const kind = params.kind as OgKind;
  if (!KINDS.includes(kind) || id === undefined) return notFound(request);
  const lang = await requestLanguage(request);
  const card = await ogCard(
    context.db,
    kind,
    id,
    lang,
    createTranslator(getDictionary(lang), lang),
  );
  if (!card) return notFound(request);
  const png = await ogImage(context.settings.dataDir, kind, id, card, photoReader(context.db));
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      // Its address carries the version of what it shows (PageMeta's `?v=`): a day is plenty.
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
