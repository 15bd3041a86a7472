import { z } from 'zod';

const count = z.coerce.number().int().min(0).max(10_000_000).optional();

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
});

export type Env = z.infer<typeof envSchema>;

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  return result.data;
}
