import { z } from 'zod';

import { DEFAULT_MORTGAGE_RATE, DEFAULT_MORTGAGE_RATE_DATE } from '~/lib/monthly-cost';
import type { SocialSettings } from '~/lib/social';

const count = z.coerce.number().int().min(0).max(10_000_000).optional();

/** A setting that may be left out; empty (as `GOOGLE_CLIENT_ID=`) is the same as left out. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

/**
 * A sender: `address` or `Name <address>`, on one line (no CR, LF or other control character can
 * reach a header), the name without `<`, `>` or quotes.
 */
const mailbox =
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  /^(?:[^\u0000-\u001f\u007f<>"]{1,80} <[^\s<>@"]+@[^\s<>@"]+>|[^\s<>@"]+@[^\s<>@"]+)$/;

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * An OpenID Connect issuer: https, or http on this machine's loopback only (the end-to-end tests'
 * provider, a provider tried out locally). Its discovery document is at
 * `{issuer}/.well-known/openid-configuration`.
 */
const issuer = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .url()
    .refine((value) => {
      const url = new URL(value);
      return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
    }, 'must be an https:// address (http:// only on localhost)')
    .refine((value) => !new URL(value).search && !new URL(value).hash, 'must have no ? or #')
    .transform((value) => value.replace(/\/$/, ''))
    .optional(),
);

/** Every setting Roofline reads, checked once at boot: a bad value stops the server with a clear message. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).optional(),
  /** Left empty (as with `DATABASE_URL=… DATA_DIR=`), the default. */
  DATA_DIR: z
    .string()
    .optional()
    .transform((value) => value || './data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * `off`: a new database is left empty, for a site's own homes and posts, and marked so no
   * later start fills it. `on`: a new database is filled with generated data on its first start.
   */
  SEED: z.enum(['on', 'off']).default('on'),
  SEED_PROPERTIES: count,
  SEED_BLOGS: count,
  SEED_TESTIMONIALS: count,
  /**
   * Requests handled at once; the rest wait their turn. By default 4 on the embedded database
   * (it answers one query at a time) and 10 on PostgreSQL (the connection pool's size).
   */
  MAX_CONCURRENT_REQUESTS: z.coerce.number().int().min(1).max(10_000).optional(),
  /**
   * Homes above which searches use the search index in each server's memory (ADR 0023); 50,000
   * by default. Lower it to have a small catalogue searched as a large one is.
   */
  SEARCH_INDEX_FROM: z.coerce.number().int().min(0).max(100_000_000).optional(),
  /**
   * Megabytes of pages kept for visitors who are not signed in (ADR 0073); 0 keeps none. Each
   * server keeps its own; a write anywhere empties them all.
   */
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(8),
  /** The longest a kept page is answered again, in seconds, whatever was written meanwhile. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** Form posts one address may make a minute, per kind of form. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /**
   * The site's own address (`https://roofline.example`), for the absolute links of its pages,
   * feeds and shared cards. Without it they are made from the request's Host header.
   */
  PUBLIC_ORIGIN: z
    .url()
    .regex(/^https?:\/\//, 'must be an http:// or https:// address')
    .transform((value) => new URL(value).origin)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * `1` lets the end-to-end tests ask for failures by header (a home page's data that fails to
   * load); only the test server sets it.
   */
  E2E_FAULTS: z
    .enum(['0', '1', ''])
    .default('0')
    .transform((value) => value === '1'),
  /** How many proxies stand in front (for the visitor's address); 0 when exposed directly. */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  /**
   * Social sign-in (ADR 0045): each provider's button shows when its client id and secret are
   * given. The callback address to register with each is `{PUBLIC_ORIGIN}/auth/{provider}/callback`.
   */
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  FACEBOOK_CLIENT_ID: optionalText,
  FACEBOOK_CLIENT_SECRET: optionalText,
  X_CLIENT_ID: optionalText,
  X_CLIENT_SECRET: optionalText,
  /**
   * Email (docs/product.md#email-and-the-newsletter): an `smtp://` or `smtps://` server to send
   * through (`smtp://user:password@host:587`). Without it every message is written as an `.eml`
   * file under `DATA_DIR/mail/`.
   */
  SMTP_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .url()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// address')
      .optional(),
  ),
  /**
   * Who the emails come from: an address, or a name and an address (`Roofline <news@example.com>`).
   * By default `Roofline <no-reply@{the host of PUBLIC_ORIGIN, or localhost}>`.
   */
  MAIL_FROM: optionalText.pipe(
    z
      .string()
      .max(200)
      .refine((value) => mailbox.test(value), 'must be an address or `Name <address>`')
      .optional(),
  ),
  /**
   * The key that signs the emails' confirm and unsubscribe links (at least 32 characters). Without
   * it a random one is made on first use and kept in the database, shared by every app server.
   */
  MAIL_SECRET: optionalText.pipe(z.string().min(32).optional()),
  /**
   * The interest rate (% a year) of the monthly payments shown for homes for sale, and the day it
   * was set, shown beside it (docs/product.md#comparing-homes-and-what-a-home-costs-a-month).
   */
  MORTGAGE_RATE: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().min(0).max(30).default(DEFAULT_MORTGAGE_RATE),
  ),
  MORTGAGE_RATE_DATE: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.iso.date('must be a date as 2026-11-01').default(DEFAULT_MORTGAGE_RATE_DATE),
  ),
  /**
   * How many days old the currency rates may be before the owner's desk says they are stale
   * (docs/product.md#money).
   */
  RATES_STALE_DAYS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(1).max(3650).default(14),
  ),
  /**
   * A MapLibre style to draw the maps with instead of the site's own (docs/product.md#the-map):
   * an https address (http only for this machine); its host is allowed by the pages' CSP.
   */
  MAP_STYLE_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, message: 'must be an http(s) address of a MapLibre style' })
      .refine(
        (url) => url.startsWith('https:') || /^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(url),
        'must be an https address',
      )
      .optional(),
  ),
  /** Another OpenID Connect provider, shown as "Continue with {OIDC_NAME}". */
  OIDC_ISSUER: issuer,
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_NAME: optionalText.pipe(z.string().max(40).optional()),
});

/** Each social provider's settings, which are given together or not at all. */
const SOCIAL_GROUPS = [
  ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  ['FACEBOOK_CLIENT_ID', 'FACEBOOK_CLIENT_SECRET'],
  ['X_CLIENT_ID', 'X_CLIENT_SECRET'],
  ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_NAME'],
] as const;

const checkedEnvSchema = envSchema.superRefine((env, context) => {
  // The emails' links are made from the site's origin: without PUBLIC_ORIGIN, from the request's
  // Host, which a visitor chooses. Real email must not carry links to a host a visitor named
  // (ADR 0053); the .eml files written without SMTP_URL stay on the server.
  if (env.SMTP_URL && !env.PUBLIC_ORIGIN)
    context.addIssue({
      code: 'custom',
      path: ['PUBLIC_ORIGIN'],
      message: "is required with SMTP_URL (the emails' links are made from it)",
    });
  for (const group of SOCIAL_GROUPS) {
    const given = group.filter((name) => env[name] !== undefined);
    if (given.length === 0 || given.length === group.length) continue;
    for (const name of group.filter((one) => env[one] === undefined)) {
      context.addIssue({ code: 'custom', path: [name], message: `is required with ${given[0]}` });
    }
  }
});

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = checkedEnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  return result.data;
}

/** The social sign-in providers whose settings are given (all of a provider's are, or none). */
export function socialSettings(env: Env): SocialSettings {
  const client = (clientId?: string, clientSecret?: string) =>
    clientId && clientSecret ? { clientId, clientSecret } : undefined;
  const oidc = client(env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET);
  return {
    google: client(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET),
    facebook: client(env.FACEBOOK_CLIENT_ID, env.FACEBOOK_CLIENT_SECRET),
    x: client(env.X_CLIENT_ID, env.X_CLIENT_SECRET),
    oidc:
      oidc && env.OIDC_ISSUER && env.OIDC_NAME
        ? { ...oidc, issuer: env.OIDC_ISSUER, name: env.OIDC_NAME }
        : undefined,
  };
}
