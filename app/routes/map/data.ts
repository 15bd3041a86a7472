import { redirect } from 'react-router';

import { notFound } from '~/http/not-found.server';
import { parseBox } from '~/lib/map/area';
import { baseMapData, baseMapStyle } from '~/models/base-map.server';
import { currentMonthlyTerms } from '~/models/market-terms.server';
import { WORLD } from '~/lib/map/grid';
import { dropUnlisted, parsePropertyQuery } from '~/lib/query';
import { mapOfSearch } from '~/models/search/map.server';

import type { Route } from './+types/data';

/**
 * The maps' data (docs/product.md#the-map), one route so the route table every page loads grows by
 * one entry (ADR 0064):
 * - `homes`: a search's homes for its map, from the results page's own address plus `view`, the
 *   box the map shows (west,south,east,north; the whole map when it does not read): clusters and
 *   price pins, JSON;
 * - `style.json`: the maps' style, the site's own or `MAP_STYLE_URL`'s, to which it leads;
 * - `land.json`, `cities.json`: the site's own base map, GeoJSON made once per process.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  switch (params.file) {
    case 'homes': {
      const { query } = dropUnlisted(parsePropertyQuery(url.searchParams));
      const view = parseBox(url.searchParams.get('view') ?? undefined);
      const answer = await mapOfSearch(context.db, query, Array.isArray(view) ? view : WORLD, {
        monthly: await currentMonthlyTerms(context.db, context.settings.monthly.markets),
      });
      return Response.json(answer, { headers: { 'Cache-Control': 'private, max-age=60' } });
    }
    case 'style.json':
      if (context.settings.mapStyleUrl) throw redirect(context.settings.mapStyleUrl, 302);
      return Response.json(baseMapStyle(url.origin), {
        headers: { 'Cache-Control': 'public, max-age=3600' },
      });
    case 'land.json':
    case 'cities.json':
      return new Response(baseMapData()[params.file === 'land.json' ? 'land' : 'cities'], {
        headers: {
          'Content-Type': 'application/geo+json',
          'Cache-Control': 'public, max-age=86400',
        },
      });
    default:
      throw notFound(request);
  }
}
