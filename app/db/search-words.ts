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

/** The record's text in lower case, link targets left out (a keyword searches what a visitor reads). */
export function propertySearchText(p: SearchableProperty) {
  return [
    p.name,
    p.location,
    p.category,
    p.listingType,
    p.orientation,
    p.rentalTerms ?? '',
    p.description.replace(/\]\([^)]*\)/g, ']'),
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
