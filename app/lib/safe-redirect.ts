/**
 * A path on this site to send the visitor back to, or the fallback. Anything that could leave the
 * site (`//evil.example`, `/\evil`, `https:`, `javascript:`) is refused.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/') {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.includes('\\')) {
    return fallback;
  }
  // eslint-disable-next-line no-control-regex -- control characters never belong in a path
  if (/[\u0000-\u001f\u007f]/.test(to)) return fallback;
  try {
    const url = new URL(to, 'http://roofline.invalid');
    if (url.origin !== 'http://roofline.invalid') return fallback;
    // Resolving dot segments may leave `//` in front (`/.//evil.example`, `/a/..//evil.example`),
    // which a browser reads as another site.
    if (url.pathname.startsWith('//')) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
