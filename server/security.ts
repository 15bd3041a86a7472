import { randomBytes } from 'node:crypto';

import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Security headers for every response, with an enforced Content-Security-Policy whose scripts
 * must carry this request's nonce (ADR 0002): no inline script runs unless the server wrote it.
 */
export function securityHeaders({
  production,
  mapStyleUrl,
}: {
  production: boolean;
  /** A MapLibre style of another host (ADR 0064): the maps fetch it and its tiles from there. */
  mapStyleUrl?: string;
}): RequestHandler[] {
  const mapHost = mapStyleUrl ? [new URL(mapStyleUrl).origin] : [];
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': [
          "'strict-dynamic'",
          (_req, res) =>
            `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`,
        ],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', ...mapHost],
        'font-src': ["'self'"],
        'connect-src': [...(production ? ["'self'"] : ["'self'", 'ws:']), ...mapHost],
        // The map's drawing runs in a worker of this site's own script (ADR 0064).
        'worker-src': ["'self'"],
        'media-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        // Owners' video tours (docs/product.md#listing-a-home), framed only once played.
        'frame-src': ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
      },
    },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  const permissions: RequestHandler = (_req, res, next) => {
    res.setHeader(
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    );
    next();
  };
  return [nonce, headers, permissions];
}
