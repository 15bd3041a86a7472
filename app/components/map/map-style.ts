import type { StyleSpecification } from 'maplibre-gl';

/**
 * The map's style: `/map/style.json` answers the site's own, or leads to `MAP_STYLE_URL`'s
 * (ADR 0064). Addresses in it are made absolute against where it came from, since the map's
 * worker reads them from another place than the page.
 */
export async function loadStyle(): Promise<StyleSpecification> {
  const response = await fetch('/map/style.json');
  if (!response.ok) throw new Error(`style ${response.status}`);
  const style = (await response.json()) as StyleSpecification;
  // Placeholders such as {z} and {fontstack} stay as they are.
  const absolute = (url: string) =>
    new URL(url, response.url).href.replace(/%7B/gi, '{').replace(/%7D/gi, '}');
  for (const source of Object.values(style.sources)) {
    const withData = source as { data?: unknown; url?: string; tiles?: string[] };
    if (typeof withData.data === 'string') withData.data = absolute(withData.data);
    if (withData.url) withData.url = absolute(withData.url);
    if (withData.tiles) withData.tiles = withData.tiles.map(absolute);
  }
  if (typeof style.sprite === 'string') style.sprite = absolute(style.sprite);
  if (style.glyphs) style.glyphs = absolute(style.glyphs);
  return style;
}
