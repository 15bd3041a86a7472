/** Pages that are themselves the way in: a link from them keeps their own return path. */
const AUTH_PATHS = new Set(['/sign-in', '/register']);

type Place = { pathname: string; search: string };

/**
 * A link to sign in or register that brings the visitor back here afterwards
 * (docs/product.md#accounts-and-sessions), and, for a heart pressed while signed out, saves that
 * home once they are signed in.
 */
export function authHref(to: '/sign-in' | '/register', from: Place, save?: number) {
  if (AUTH_PATHS.has(from.pathname)) {
    // The way back only: a social sign-in's message (`error`, `provider`) stays on its page.
    const kept = new URLSearchParams();
    for (const [name, value] of new URLSearchParams(from.search)) {
      if (name === 'redirectTo' || name === 'save') kept.append(name, value);
    }
    const query = kept.toString();
    return `${to}${query ? `?${query}` : ''}`;
  }
  const params = new URLSearchParams({ redirectTo: `${from.pathname}${from.search}` });
  if (save !== undefined) params.set('save', String(save));
  return `${to}?${params}`;
}
