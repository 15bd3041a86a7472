/**
 * The words of a home's text, for the keyword search (ADR 0022). A keyword is a substring of the
 * text, so each run of letters and digits in it lies inside one run of the text: the homes worth
 * checking are those holding, for every run of the keyword, a word that contains it.
 */

/** What makes a word: ASCII letters and digits (the text is lower-case). Anything else parts them. */
const WORD = /[a-z0-9]+/g;
const ONE_WORD = new RegExp(`^${WORD.source}$`);

/** The fields the keywords search, as `search_text` holds them. */
export type SearchableProperty = {
  name: string;
  location: string;
  category: string;
  listingType: string;
  orientation: string;
  rentalTerms?: string | null;
  description: string;
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

/** The record's text in lower case, its description as shown (a keyword searches what a visitor reads). */
export function propertySearchText(p: SearchableProperty) {
  return [
    p.name,
    p.location,
    p.category,
    p.listingType,
    p.orientation,
    p.rentalTerms ?? '',
    markdownAsShown(p.description),
  ]
    .join(' ')
    .toLowerCase();
}

/** The distinct words of a lower-case text, in order of first appearance. */
export function searchWords(text: string) {
  return [...new Set(text.match(WORD))];
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
  return [...text.matchAll(WORD)].map((match) => {
    const start = match.index;
    const end = start + match[0].length;
    return `${start === 0 ? '%' : ''}${match[0]}${end === text.length ? '%' : ''}`;
  });
}

/** Whether the keywords are one word or part of one: letters and digits only. */
export function isOneWord(keywords: string) {
  return ONE_WORD.test(keywords.toLowerCase());
}
