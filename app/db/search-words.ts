import { searchTextJa } from './search-text-ja';

/**
 * The words of a home's text, for the keyword search (ADR 0022). A keyword is a substring of the
 * text, so each run of letters and digits in it lies inside one run of the text: the homes worth
 * checking are those holding, for every run of the keyword, a word that contains it. Runs of other
 * scripts (Japanese has no spaces) are indexed by their pairs of characters (ADR 0078).
 */

/** What makes a word: ASCII letters and digits (the text is lower-case). Anything else parts them. */
const WORD = /[a-z0-9]+/g;
const ONE_WORD = new RegExp(`^${WORD.source}$`);
/** A run of letters, digits and marks of any other script: kana, kanji, accented letters. */
const OTHER_RUN = /(?:(?![a-zA-Z0-9])[\p{L}\p{N}\p{M}])+/gu;
const ONE_OTHER_RUN = new RegExp(`^${OTHER_RUN.source}$`, 'u');

/** The fields the keywords search, as `search_text` holds them. */
export type SearchableProperty = {
  name: string;
  location: string;
  category: string;
  listingType: string;
  orientation: string;
  rentalTerms?: string | null;
  description: string;
  /** A generated home's neighbourhood and Japanese texts (docs/product.md#generated-data-in-two-languages). */
  neighbourhood?: string | null;
  nameJa?: string | null;
  descriptionJa?: string | null;
};

/**
 * Markdown as a visitor reads it, for the keyword search (docs/product.md#search-parameters): an
 * image as its alt text, a link as its text, no marks of headings, quotes and list items at a
 * line's start, no emphasis, code or link brackets, and lines and paragraphs as one run of text
 * ("**3 bedrooms**, **1 bathroom**" reads "3 bedrooms, 1 bathroom"). The database's
 * `markdown_as_shown` (drizzle/0008_search_text_as_shown.sql) does exactly the same for the blog's
 * generated search text and for homes rewritten there; a test holds the two together. Marks are
 * read by these patterns, not by a Markdown parser, so both sides can keep to them.
 */
export function markdownAsShown(markdown: string) {
  return markdown
    .replace(/!\[/g, '[')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/(^|\n)[ \t]*(#{1,6}|>|[-+*]|[0-9]+[.)])[ \t]+/g, '$1')
    .replace(/[*_`[\]]/g, '')
    .replace(/[ \t\n\r\f\v]+/g, ' ');
}

/**
 * The record's text in lower case, its description as shown (a keyword searches what a visitor
 * reads), in English and then as a Japanese page shows it (ADR 0078).
 */
export function propertySearchText(p: SearchableProperty) {
  return [
    p.name,
    p.location,
    p.category,
    p.listingType,
    p.orientation,
    p.rentalTerms ?? '',
    markdownAsShown(p.description),
    searchTextJa(p, markdownAsShown),
  ]
    .join(' ')
    .toLowerCase();
}

/**
 * The distinct words of a lower-case text, in order of first appearance: its runs of ASCII letters
 * and digits, and each pair of neighbouring characters in a run of another script (a run of one
 * character is a word itself), so that any part of such a run holds a word (ADR 0078).
 */
export function searchWords(text: string) {
  const words = new Set(text.match(WORD));
  for (const [run] of text.matchAll(OTHER_RUN)) {
    for (const pair of pairsOf(run)) words.add(pair);
  }
  return [...words];
}

/** The pairs of neighbouring characters of a run (code points, not UTF-16 units), or the run of one. */
function pairsOf(run: string) {
  const chars = Array.from(run);
  if (chars.length < 2) return chars;
  return chars.slice(1).map((char, i) => chars[i]! + char);
}

/** The text and words a home is searched by, from its fields. */
export function searchFields(p: SearchableProperty) {
  const searchText = propertySearchText(p);
  return { searchText, searchWords: searchWords(searchText) };
}

/**
 * A LIKE pattern over the words, for each run of letters and digits in the keywords. A run with
 * other characters on both sides is a whole word of any text that holds the keywords; one that
 * begins the keywords (and does not end them) ends a word there, and the other way round.
 */
export function keywordWordPatterns(keywords: string) {
  const text = keywords.toLowerCase();
  const ascii = [...text.matchAll(WORD)].map((match) => {
    const start = match.index;
    const end = start + match[0].length;
    return `${start === 0 ? '%' : ''}${match[0]}${end === text.length ? '%' : ''}`;
  });
  // A run of another script: each of its pairs is a word of any text holding it; a single
  // character is part of some word (a pair, or a run of one) of such a text.
  const other = [...text.matchAll(OTHER_RUN)].flatMap(([run]) =>
    Array.from(run).length === 1 ? [`%${run}%`] : pairsOf(run),
  );
  return [...ascii, ...other];
}

/**
 * Whether holding a word found for the keywords is the same as holding the keywords: ASCII letters
 * and digits only (one word, or part of one), or one or two characters of another script (a pair
 * is a word itself, a single character is in some word). Three or more need the text: a home may
 * hold both pairs of "abc" without the run.
 */
export function isOneWord(keywords: string) {
  const text = keywords.toLowerCase();
  if (ONE_WORD.test(text)) return true;
  return ONE_OTHER_RUN.test(text) && Array.from(text).length <= 2;
}
