/**
 * A listing's video link (docs/product.md#listing-a-home): YouTube or Vimeo only, kept as one
 * canonical address and played through the provider's privacy-minded player once asked for.
 */
export type VideoLink = { provider: 'youtube' | 'vimeo'; id: string };

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{6,12}$/;

/** The video a link points to, or null for anything but a YouTube or Vimeo video page. */
export function parseVideoLink(link: string): VideoLink | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (YOUTUBE_HOSTS.has(host)) {
    if (url.pathname === '/watch') id = url.searchParams.get('v') ?? undefined;
    else if (parts.length === 2 && ['embed', 'shorts', 'live'].includes(parts[0]!)) id = parts[1];
    return id && YOUTUBE_ID.test(id) ? { provider: 'youtube', id } : null;
  }
  if (host === 'youtu.be') {
    id = parts.length === 1 ? parts[0] : undefined;
    return id && YOUTUBE_ID.test(id) ? { provider: 'youtube', id } : null;
  }
  if (host === 'vimeo.com' || host === 'www.vimeo.com' || host === 'player.vimeo.com') {
    id = parts.at(-1);
    const shape =
      host === 'player.vimeo.com' ? parts.length === 2 && parts[0] === 'video' : parts.length === 1;
    return shape && id && VIMEO_ID.test(id) ? { provider: 'vimeo', id } : null;
  }
  return null;
}

/** The one address a video is stored as, whatever form of link the owner pasted. */
export function canonicalVideoLink(video: VideoLink) {
  return video.provider === 'youtube'
    ? `https://www.youtube.com/watch?v=${video.id}`
    : `https://vimeo.com/${video.id}`;
}

/** The player a page frames once the visitor presses play (no cookies before that). */
export function videoEmbedUrl(video: VideoLink) {
  return video.provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${video.id}?autoplay=1`
    : `https://player.vimeo.com/video/${video.id}?autoplay=1&dnt=1`;
}
