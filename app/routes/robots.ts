import type { Route } from './+types/robots';

/**
 * robots.txt, a route so that it can name the sitemap by its absolute address
 * (docs/product.md#the-sitemap): the request's origin unless PUBLIC_ORIGIN is set.
 */
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const text = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /auth/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ];
  return new Response(text.join('\n'), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
      Vary: 'X-Forwarded-Host, X-Forwarded-Proto',
    },
  });
}
