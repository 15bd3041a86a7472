/**
 * The cookie that carries a visitor's session. Named here, in pure code, so that the HTTP layer
 * can tell a visitor who may be signed in from one who cannot be, before reading a body
 * (server/upload-spool.ts).
 */
export const SESSION_COOKIE = 'roofline_session';

/** Whether a Cookie header carries a session cookie with a value (not whether it is valid). */
export function hasSessionCookie(cookieHeader: string | undefined) {
  if (!cookieHeader) return false;
  return cookieHeader.split(';').some((pair) => {
    const [name, value] = pair.split('=', 2);
    return name?.trim() === SESSION_COOKIE && Boolean(value?.trim());
  });
}
