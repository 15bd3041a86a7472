/**
 * Long documents (the FAQ, the legal pages, the about page's story) as structured data, one
 * file per language, sent by each page's loader so a page ships only its own language. Texts may
 * hold `[label](/path)` or `[label](mailto:…)` links, and nothing else: they are never HTML.
 */
export type FaqItem = { id: string; question: string; answer: string[] };
export type FaqCategory = { id: string; title: string; items: FaqItem[] };

export type LegalBlock =
  string | { list: string[] } | { table: { caption: string; head: string[]; rows: string[][] } };
export type LegalSection = { id: string; title: string; blocks: LegalBlock[] };
export type LegalDocument = {
  /** ISO date of the last change. */
  updated: string;
  /** Shown above the text (the Japanese versions: the English text governs). */
  notice?: string;
  intro: string[];
  sections: LegalSection[];
};

export type AboutStory = {
  lead: string;
  audiences: { title: string; text: string }[];
  steps: { title: string; text: string }[];
  promises: { title: string; text: string }[];
};
