import { BLOG_TAGS } from '../../app/db/factories';
import {
  AMENITIES,
  BLOG_CATEGORIES,
  LISTING_TYPES,
  LOCATIONS,
  PROPERTY_TYPES,
  SORT_MODES,
} from '../../app/lib/catalog';

/**
 * A load of visitors over plain HTTP: each connection is a loop that reads listings and posts,
 * one request at a time, mostly reads with reviews and comments among them. Every post carries a
 * marker of its own as its name, so the test can look for exactly the posts the server
 * acknowledged (answered 200 and confirmed) in the database afterwards.
 */

export type LoadOptions = {
  baseURL: string;
  connections: number;
  /** Prefix of every post's marker: one per run, so runs never count each other's posts. */
  run: string;
  /** Homes and blog posts to read and post to: ids 1..n. */
  properties: number;
  blogs: number;
};

export type LoadError = { at: number; what: string };

export type LoadTally = {
  requests: number;
  reads: number;
  /** Every review and comment sent, and the markers of those the server acknowledged. */
  reviews: { sent: number; acknowledged: Set<string> };
  comments: { sent: number; acknowledged: Set<string> };
  /** 5xx, unexpected statuses, unconfirmed posts, network errors and timeouts, as they came. */
  errors: LoadError[];
  /** Milliseconds each answered request took. */
  latencies: number[];
  startedAt: number;
  stoppedAt: number;
};

/** No request under test may take this long; one that does counts as an error. */
const REQUEST_TIMEOUT_MS = 30_000;
/** Of every hundred requests: reviews, comments, the rest reads. */
const REVIEW_SHARE = 0.1;
const COMMENT_SHARE = 0.1;

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
const chance = (p: number) => Math.random() < p;
const between = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));

function propertiesPath() {
  const q = new URLSearchParams();
  if (chance(0.6)) q.set('listingType', pick(LISTING_TYPES));
  if (chance(0.5)) q.set('location', pick(LOCATIONS));
  if (chance(0.4)) q.set('category', pick(PROPERTY_TYPES));
  if (chance(0.4)) {
    const low = between(0, 500) * 1_000;
    q.set('priceMin', String(low));
    q.set('priceMax', String(low + between(10, 500) * 1_000));
  }
  if (chance(0.2)) q.set('bedRooms', String(between(1, 5)));
  if (chance(0.2)) q.set('keywords', pick(['garden', 'quiet', 'light', 'balcony', 'view']));
  if (chance(0.15)) q.append('amenities', pick(AMENITIES));
  if (chance(0.5)) q.set('sort', pick(SORT_MODES));
  // Counted from 1, as on screen (docs/product.md#pagination).
  q.set('page', String(between(1, 6)));
  return `/properties?${q}`;
}

function blogsPath() {
  const q = new URLSearchParams();
  if (chance(0.4)) q.set('category', pick(BLOG_CATEGORIES));
  if (chance(0.3)) q.set('tag', pick(BLOG_TAGS));
  if (chance(0.2)) q.set('keywords', pick(['home', 'market', 'design', 'loan']));
  q.set('page', String(between(1, 5)));
  return `/blogs?${q}`;
}

/** A page as a browser loads it, or (one in five) its data as the app fetches it when navigating. */
function readPath(options: LoadOptions) {
  const path = pick([
    propertiesPath,
    propertiesPath,
    () => `/property/${between(1, options.properties)}`,
    blogsPath,
    () => `/blog/${between(1, options.blogs)}`,
  ])();
  if (!chance(0.2)) return path;
  const [pathname, search] = path.split('?');
  return `${pathname}.data${search ? `?${search}` : ''}`;
}

type Post = { kind: 'reviews' | 'comments'; path: string; marker: string; form: URLSearchParams };

function nextPost(options: LoadOptions, kind: Post['kind'], serial: number): Post {
  const marker = `${options.run}-${kind === 'reviews' ? 'r' : 'c'}${serial}`;
  const form = new URLSearchParams({
    name: marker,
    email: 'load@example.com',
    message: `Posted under load: ${marker}.`,
    website: '',
  });
  if (kind === 'reviews') form.set('rating', String(between(0, 5)));
  // Half as a plain form post (no JavaScript), half as the data request the app makes.
  const target =
    kind === 'reviews'
      ? `/property/${between(1, options.properties)}`
      : `/blog/${between(1, options.blogs)}`;
  return { kind, marker, form, path: chance(0.5) ? target : `${target}.data` };
}

/**
 * Acknowledged: a 200 that confirms the post. The data request's answer says `ok: true`; the
 * page a plain form post gets back says it is posted. (It also lists the new review or comment
 * on the newest page of them, unless others posted to the same page at that moment moved it to
 * an earlier one.)
 */
function confirms(post: Post, body: string) {
  if (post.path.endsWith('.data')) return body.includes('"ok",true');
  return body.includes(`Your ${post.kind === 'reviews' ? 'review' : 'comment'} is posted.`);
}

export function startLoad(options: LoadOptions) {
  const tally: LoadTally = {
    requests: 0,
    reads: 0,
    reviews: { sent: 0, acknowledged: new Set() },
    comments: { sent: 0, acknowledged: new Set() },
    errors: [],
    latencies: [],
    startedAt: Date.now(),
    stoppedAt: 0,
  };
  let serial = 0;
  let stopping = false;
  const fail = (what: string) => tally.errors.push({ at: Date.now(), what });

  async function request(path: string, init?: RequestInit) {
    tally.requests += 1;
    const sent = performance.now();
    const response = await fetch(`${options.baseURL}${path}`, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = await response.text();
    tally.latencies.push(performance.now() - sent);
    return { status: response.status, body };
  }

  async function once() {
    const roll = Math.random();
    if (roll >= REVIEW_SHARE + COMMENT_SHARE) {
      const path = readPath(options);
      tally.reads += 1;
      const { status } = await request(path);
      if (status !== 200) fail(`GET ${path}: ${status}`);
      return;
    }
    const post = nextPost(options, roll < REVIEW_SHARE ? 'reviews' : 'comments', ++serial);
    tally[post.kind].sent += 1;
    const { status, body } = await request(post.path, { method: 'POST', body: post.form });
    if (status !== 200) fail(`POST ${post.path} (${post.marker}): ${status}`);
    else if (!confirms(post, body)) fail(`POST ${post.path} (${post.marker}): not confirmed`);
    else tally[post.kind].acknowledged.add(post.marker);
  }

  async function connection() {
    while (!stopping) {
      await once().catch((error: unknown) => {
        const cause = error instanceof Error ? (error.cause ?? error) : error;
        fail(`network: ${cause instanceof Error ? cause.message : String(cause)}`);
      });
    }
  }

  const loops = Array.from({ length: options.connections }, connection);
  return {
    tally,
    /** Lets every connection finish the request it has under way, then returns the tally. */
    async stop() {
      stopping = true;
      await Promise.all(loops);
      tally.stoppedAt = Date.now();
      return tally;
    },
  };
}

/** One line of figures for the test's output. */
export function summarize(tally: LoadTally) {
  const seconds = (tally.stoppedAt - tally.startedAt) / 1000;
  const latencies = [...tally.latencies].sort((a, b) => a - b);
  const percentile = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0);
  return (
    `${tally.requests} requests in ${seconds.toFixed(1)} s ` +
    `(${Math.round(tally.requests / seconds)}/s; ${tally.reads} reads; ` +
    `p50 ${percentile(0.5)} ms, p99 ${percentile(0.99)} ms), ` +
    `reviews ${tally.reviews.acknowledged.size}/${tally.reviews.sent} acknowledged, ` +
    `comments ${tally.comments.acknowledged.size}/${tally.comments.sent} acknowledged, ` +
    `${tally.errors.length} errors`
  );
}
