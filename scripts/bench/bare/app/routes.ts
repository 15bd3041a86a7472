import { index, type RouteConfig } from '@react-router/dev/routes';

// One page, at the address the bench asks for.
export default [index('routes/page.tsx')] satisfies RouteConfig;
