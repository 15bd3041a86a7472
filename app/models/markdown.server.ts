import { Marked, type RendererObject, type Tokens } from 'marked';

import type { Language } from '~/i18n/i18n';

import { htmlLinksInLanguage } from '~/lib/language-path';

/**
 * Markdown to HTML for property descriptions and blog bodies, on the server only, so no markdown
 * library ships to the browser. No HTML or script from content ever runs
 * (docs/product.md#bad-input). The renderer is an allowlist: raw HTML is shown as text, links keep
 * only schemes that cannot run code, images become their alt text, and every text is escaped.
 */

const ENTITY_FREE = /[&<>"']/g;
// Like marked's own escaping: an entity already written (&amp;, &#60;) stays one character.
const KEEP_ENTITIES = /[<>"']|&(?!(?:#\d{1,7}|#[Xx][\da-fA-F]{1,6}|\w+);)/g;
const REPLACEMENTS: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string, keepEntities = false) {
  return text.replace(keepEntities ? KEEP_ENTITIES : ENTITY_FREE, (c) => REPLACEMENTS[c] ?? c);
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Numeric and the five XML entities, as a browser would read them in an attribute. */
export function decodeEntities(text: string) {
  return text.replace(
    /&(?:#(\d{1,7})|#[xX]([\da-fA-F]{1,6})|(amp|lt|gt|quot|apos));/g,
    (match, dec, hex, name) => {
      if (name) return NAMED[name as string] ?? match;
      const code = dec ? Number.parseInt(dec as string, 10) : Number.parseInt(hex as string, 16);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
        ? String.fromCodePoint(code)
        : '\uFFFD';
    },
  );
}

// Whitespace or control characters would be dropped by the URL parser ("java\tscript:"), so a
// link that holds any is refused rather than normalised.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\u2028\u2029\\]/;

export type SafeLink = { href: string; external: boolean };

/**
 * The link targets a description may use: http(s), mailto, tel, or a path on this site
 * (`/…`, `#…`). Anything else (javascript:, data:, vbscript:, `//host`) is refused.
 */
export function safeLink(raw: string): SafeLink | null {
  const href = decodeEntities(raw.trim());
  if (href === '' || UNSAFE_CHARACTERS.test(href)) return null;
  if (/^#/.test(href) || /^\/(?!\/)/.test(href)) return { href, external: false };
  if (/^https?:\/\/[^/?#]/i.test(href)) return { href, external: true };
  if (/^(?:mailto|tel):./i.test(href)) return { href, external: false };
  return null;
}

function encodeHref(href: string) {
  try {
    return encodeURI(href).replace(/%25/g, '%');
  } catch {
    return null;
  }
}

function createRenderer(headingOffset: number): RendererObject {
  return {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text, true);
    },
    text(token: Tokens.Text | Tokens.Escape) {
      // Text after an inline <script> or <pre> tag arrives marked "escaped" and unescaped;
      // it is escaped here like any other text.
      if ('tokens' in token && token.tokens) return this.parser.parseInline(token.tokens);
      return escapeHtml(token.text, true);
    },
    heading({ tokens, depth }: Tokens.Heading) {
      const level = Math.min(6, depth + headingOffset);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      const link = safeLink(href);
      const encoded = link && encodeHref(link.href);
      if (!link || !encoded) return text;
      const titleAttr = title ? ` title="${escapeHtml(title, true)}"` : '';
      const rel = link.external ? ' rel="nofollow noopener noreferrer"' : '';
      return `<a href="${escapeHtml(encoded)}"${titleAttr}${rel}>${text}</a>`;
    },
    image({ text, tokens }: Tokens.Image) {
      // No pictures from content: the alt text stands in for the picture.
      const alt = tokens ? this.parser.parseInline(tokens, this.parser.textRenderer) : text;
      return escapeHtml(alt, true);
    },
    checkbox({ checked }: Tokens.Checkbox) {
      return checked ? '☑ ' : '☐ ';
    },
  };
}

const instances = new Map<number, Marked>();

function markedFor(headingOffset: number) {
  let instance = instances.get(headingOffset);
  if (!instance) {
    instance = new Marked({ gfm: true, breaks: false, renderer: createRenderer(headingOffset) });
    instances.set(headingOffset, instance);
  }
  return instance;
}

export type MarkdownOptions = {
  /** Added to every heading level, so `##` sits below the page's own section headings. */
  headingOffset?: number;
  /** The page's language: the site's own links go to its addresses (ADR 0065). */
  lang?: Language;
};

/**
 * Texts rendered lately, by options and text (ADR 0124): a home's description and a post's body
 * are rendered again on every view of their page, and rendering is pure. The oldest go first
 * past `RENDERED_KEPT_CHARS` characters of text and HTML.
 */
const rendered = new Map<string, string>();
let renderedChars = 0;
export const RENDERED_KEPT_CHARS = 2_000_000;

/** The characters the kept renders hold, keys and HTML. */
export function keptRenderChars() {
  return renderedChars;
}

/** Safe HTML for a markdown text (see the module comment for what "safe" means here). */
export function renderMarkdown(markdown: string, options: MarkdownOptions = {}) {
  const key = `${options.headingOffset ?? 0}|${options.lang ?? 'en'}|${markdown}`;
  const kept = rendered.get(key);
  if (kept !== undefined) {
    // Used again: it goes to the back of the line.
    rendered.delete(key);
    rendered.set(key, kept);
    return kept;
  }
  const html = renderAnew(markdown, options);
  rendered.set(key, html);
  renderedChars += key.length + html.length;
  for (const [oldKey, oldHtml] of rendered) {
    if (keptRenderChars() <= RENDERED_KEPT_CHARS) break;
    rendered.delete(oldKey);
    renderedChars -= oldKey.length + oldHtml.length;
  }
  return html;
}

function renderAnew(markdown: string, { headingOffset = 0, lang = 'en' }: MarkdownOptions) {
  try {
    const html = markedFor(headingOffset).parse(markdown, { async: false });
    return htmlLinksInLanguage(html, lang);
  } catch {
    // The lexer gave up (it refuses pathological input): show the text as it was written.
    return `<p>${escapeHtml(markdown)}</p>`;
  }
}

/** The text of rendered HTML without tags, in one line: for meta descriptions and JSON-LD. */
export function htmlToPlainText(html: string) {
  return decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters, cut at a word boundary with an ellipsis. */
export function excerpt(text: string, max = 155) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** A description for search results: the text of the paragraphs, headings left out. */
export function summarize(html: string, max = 155) {
  return excerpt(htmlToPlainText(html.replace(/<h([1-6])>[\s\S]*?<\/h\1>/g, ' ')), max);
}
