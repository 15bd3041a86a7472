/**
 * The picture a shared link shows (docs/product.md#open-graph-images, ADR 0067): 1200 × 630, the
 * home's or post's art filling it, a dark band at the foot with its title and price. Drawn as SVG
 * and turned into PNG on the server; the text in a CJK font, so Japanese is drawn as Japanese.
 */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** Installed on the server (README, fonts-noto-cjk); then any sans-serif font it has. */
const FONT = "'Noto Sans CJK JP', 'Noto Sans JP', 'Hiragino Sans', sans-serif";

const TITLE_SIZE = 60;
const TITLE_WIDTH = OG_WIDTH - 2 * 64;

function escapeXml(text: string) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A character's width in ems, near enough to break lines: CJK and full-width ones are square. */
function charWidth(char: string) {
  return /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(
    char,
  )
    ? 1
    : /[A-Z0-9MW@]/.test(char)
      ? 0.66
      : 0.55;
}

/** Kana or kanji: a title to cut into words by a dictionary, as Japanese has no spaces. */
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;
const WORDS = new Intl.Segmenter('ja', { granularity: 'word' });

/**
 * The title in at most `lines` lines of `width` pixels at `size`, cut with an ellipsis: at spaces
 * where there are some, between words in Japanese (マンション stays whole), and inside a word only
 * where one is wider than half a line.
 */
export function wrapTitle(title: string, size = TITLE_SIZE, width = TITLE_WIDTH, lines = 2) {
  const max = width / size;
  const out: string[] = [];
  let line = '';
  let used = 0;
  const tokens = JAPANESE.test(title)
    ? [...WORDS.segment(title)].map((part) => part.segment)
    : (title.match(/\S+\s*|\s+/g) ?? []);
  for (const token of tokens) {
    const tokenWidth = [...token].reduce((sum, c) => sum + charWidth(c), 0);
    if (used + tokenWidth <= max || (line === '' && tokenWidth <= max)) {
      line += token;
      used += tokenWidth;
      continue;
    }
    // A token wider than what is left: a word goes to the next line; a Japanese run is split.
    for (const char of token.length > 0 && tokenWidth > max / 2 ? [...token] : [token]) {
      const w = [...char].reduce((sum, c) => sum + charWidth(c), 0);
      if (used + w > max && line.trim()) {
        out.push(line.trimEnd());
        line = '';
        used = 0;
      }
      line += char;
      used += w;
    }
  }
  if (line.trim()) out.push(line.trimEnd());
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  kept[lines - 1] = `${[...kept[lines - 1]!].slice(0, -1).join('').trimEnd()}…`;
  return kept;
}

export type OgCard = {
  title: string;
  /** The price as the page shows it, formatted in the page's language. */
  price?: string;
  /** A line above the title: the place, or the post's category. */
  label?: string;
  /** The art as a `data:` address, drawn to fill the picture; none gives the brand's colours. */
  art?: string;
  /**
   * An uploaded photo's address (`/photos/{key}/1600.jpg`): the server crops the photo to fill
   * the picture and draws the card over it, so the card leaves its background empty (ADR 0079).
   */
  photo?: string;
  lang: string;
};

/**
 * A photo is busier than the drawings: its lower half is shaded more, so the place and the title
 * stay legible; its upper half is left as taken (ADR 0079).
 */
const PHOTO_SHADE = `<defs><linearGradient id="photo-shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.4" stop-color="#0f172a" stop-opacity="0"/><stop offset="0.62" stop-color="#0f172a" stop-opacity="0.5"/><stop offset="1" stop-color="#0f172a" stop-opacity="0.7"/></linearGradient></defs><rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#photo-shade)"/>`;

export function ogCardSvg(card: OgCard) {
  const title = wrapTitle(card.title);
  const titleTop = OG_HEIGHT - 64 - (card.price ? 70 : 0) - (title.length - 1) * 72;
  const background = card.photo
    ? ''
    : card.art
      ? `<image href="${escapeXml(card.art)}" x="0" y="0" width="${OG_WIDTH}" height="${OG_HEIGHT}" preserveAspectRatio="xMidYMid slice"/>`
      : `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="#3f3fbf"/>`;
  const lines = title
    .map(
      (line, i) =>
        `<text x="64" y="${titleTop + i * 72}" font-size="${TITLE_SIZE}" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}" xml:lang="${escapeXml(card.lang)}">
<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0f172a" stop-opacity="0.55"/><stop offset="0.25" stop-color="#0f172a" stop-opacity="0"/><stop offset="0.45" stop-color="#0f172a" stop-opacity="0.1"/><stop offset="1" stop-color="#0f172a" stop-opacity="0.92"/></linearGradient></defs>
${background}
<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#shade)"/>${card.photo ? PHOTO_SHADE : ''}
<g font-family="${FONT}" fill="#ffffff">
<text x="64" y="76" font-size="34" font-weight="700">Roofline</text>
${card.label ? `<text x="64" y="${titleTop - 80}" font-size="32" fill="#e2e8f0">${escapeXml(card.label)}</text>` : ''}
${lines}
${card.price ? `<text x="64" y="${OG_HEIGHT - 56}" font-size="48" font-weight="700" fill="#fde68a">${escapeXml(card.price)}</text>` : ''}
</g>
</svg>`;
}

/** Changes with what the card shows, so a shared link's picture is fetched again (ADR 0067). */
function versionOf(text: string) {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return (hash >>> 0).toString(36);
}

/**
 * A card as PageMeta's image: its address inside the app (the page's language is put before it)
 * with its version, its size.
 */
export function ogCardImage(kind: 'property' | 'blog', id: number, shows: unknown[]) {
  const src = `/og/${kind}/${id}.png?v=${versionOf(JSON.stringify(shows))}`;
  return { src, width: OG_WIDTH, height: OG_HEIGHT, inLanguage: true };
}
