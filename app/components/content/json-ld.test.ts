import { describe, expect, it } from 'vitest';

import { serializeJsonLd } from '~/lib/json-ld';
import { faqEn } from '~/content/faq.en';

import { faqJsonLd } from './json-ld';

describe('faqJsonLd', () => {
  it('lists every question with its answer as plain text', () => {
    const data = faqJsonLd(faqEn, 'https://roofline.example/faq');
    const count = faqEn.reduce((sum, category) => sum + category.items.length, 0);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(count);
    const newsletter = data.mainEntity.find((q) => q.url.endsWith('#newsletter'))!;
    expect(newsletter.acceptedAnswer.text).toContain('or use the contact page.');
    expect(newsletter.acceptedAnswer.text).not.toContain('](');
  });

  it('cannot close its script element, whatever the text', () => {
    const data = faqJsonLd(
      [{ id: 'x', title: 'X', items: [{ id: 'y', question: '</script><b>', answer: ['a'] }] }],
      'https://roofline.example/faq',
    );
    const json = serializeJsonLd(data);
    expect(json).not.toContain('<');
    expect(JSON.parse(json).mainEntity[0].name).toBe('</script><b>');
  });
});
