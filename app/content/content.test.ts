import { describe, expect, it } from 'vitest';

import { getDictionary } from '~/i18n/dictionaries.server';
import { splitInlineLinks } from '~/lib/inline-links';

import { aboutEn } from './about.en';
import { aboutJa } from './about.ja';
import { faqEn } from './faq.en';
import { faqJa } from './faq.ja';
import { privacyEn } from './privacy.en';
import { privacyJa } from './privacy.ja';
import { termsEn } from './terms.en';
import { termsJa } from './terms.ja';
import type { FaqCategory, LegalBlock, LegalDocument } from './types';

const PAGES = [
  '/properties',
  '/contact-us',
  '/privacy-policy',
  '/faq',
  '/terms-and-condition',
  '/account/settings',
];

const faqIds = (faq: FaqCategory[]) =>
  faq.map((category) => [category.id, category.items.map((item) => item.id)]);
const blockShape = (block: LegalBlock) =>
  typeof block === 'string'
    ? 'text'
    : 'list' in block
      ? `list:${block.list.length}`
      : `table:${block.table.rows.length}x${block.table.head.length}`;
const docShape = (doc: LegalDocument) =>
  doc.sections.map((section) => [section.id, section.blocks.map(blockShape)]);

/** Every text of a document, wherever it sits. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

describe('content documents', () => {
  it('hold at least twelve questions, with unique anchors', () => {
    const ids = faqEn.flatMap((category) => [category.id, ...category.items.map((i) => i.id)]);
    expect(faqEn.flatMap((category) => category.items).length).toBeGreaterThanOrEqual(12);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('have the same anchors and shape in English and Japanese', () => {
    expect(faqIds(faqJa)).toEqual(faqIds(faqEn));
    expect(docShape(termsJa)).toEqual(docShape(termsEn));
    expect(docShape(privacyJa)).toEqual(docShape(privacyEn));
    expect(aboutJa.steps).toHaveLength(aboutEn.steps.length);
    expect(aboutJa.audiences).toHaveLength(aboutEn.audiences.length);
    expect(aboutJa.promises).toHaveLength(aboutEn.promises.length);
  });

  it('say that the English text governs, in Japanese', () => {
    expect(termsJa.notice).toContain('英語版が優先');
    expect(privacyJa.notice).toContain('英語版が優先');
    expect(termsEn.notice).toBeUndefined();
  });

  it('say how the site works today: owners list their own homes, named by the labels the pages show', () => {
    // The controls the answers send visitors to, quoted as each language's pages label them.
    const labels = [
      'listings.listAHome',
      'listings.menu',
      'inquiry.title',
      'inquiries.title',
      'report.link',
    ] as const;
    for (const [lang, faq, [open, close]] of [
      ['en', faqEn, ['“', '”']],
      ['ja', faqJa, ['「', '」']],
    ] as const) {
      const text = textsOf(faq).join(' ');
      const dictionary = getDictionary(lang);
      for (const key of labels) expect(text, key).toContain(`${open}${dictionary[key]}${close}`);
    }
    // What stopped being true when owners began listing their own homes.
    const untrue = [
      /added by (our|the Roofline) team/i,
      /checked by a person/i,
      /no page (on Roofline )?(requires|needs)/i,
      /an agent prepares the listing/i,
      /every page works without signing in/i,
      /すべてのページはサインインなしで/,
      /スタッフが掲載/,
      /アカウントが必要なページはありません/,
      /人の目で確認/,
    ];
    const all = textsOf([faqEn, faqJa, termsEn, termsJa, privacyEn, privacyJa, aboutEn, aboutJa]);
    for (const claim of untrue)
      expect(
        all.filter((text) => claim.test(text)),
        `${claim}`,
      ).toEqual([]);
  });

  it('link only to pages and answers that exist', () => {
    const answers = new Set(faqEn.flatMap((category) => category.items.map((item) => item.id)));
    const all = [faqEn, faqJa, termsEn, termsJa, privacyEn, privacyJa, aboutEn, aboutJa];
    const links = textsOf(all).flatMap((text) =>
      splitInlineLinks(text).flatMap((part) => (part.href ? [part.href] : [])),
    );
    expect(links.length).toBeGreaterThan(10);
    for (const href of links) {
      if (href.startsWith('mailto:')) expect(href).toMatch(/@roofline\.example$/);
      else if (href.startsWith('tel:')) expect(href).toBe('tel:+15550102030');
      else {
        const [path, hash] = href.split('#');
        expect(PAGES, href).toContain(path);
        if (hash) expect(answers.has(hash), href).toBe(true);
      }
    }
  });

  it('state what the privacy policy must: the lang cookie for a year and how to delete', () => {
    const text = textsOf(privacyEn).join(' ');
    for (const phrase of ['“lang”', 'One year', 'newsletter', 'contact message', 'session']) {
      expect(text).toContain(phrase);
    }
    expect(text).toContain('[privacy@roofline.example](mailto:privacy@roofline.example)');
    expect(text).toContain('never shown');
  });
});
