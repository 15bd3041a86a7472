import { index, route, type RouteConfig } from '@react-router/dev/routes';

/** The route table of spec section 2; each module is its own chunk, loaded on demand. */
export default [
  index('routes/index.ts'),
  route('properties', 'routes/properties/list.tsx'),
  route('newsletter', 'routes/newsletter.tsx'),
  route('language', 'routes/language.ts'),
  route('art/:version/:kind/:size/:file', 'routes/art.ts'),
  route('property/:id', 'routes/properties/detail.tsx'),
  route('not-found', 'routes/not-found.tsx', { id: 'not-found-page' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
