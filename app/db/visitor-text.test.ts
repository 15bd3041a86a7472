import { describe, expect, it } from 'vitest';

import { buildComment, buildReview, seededFaker } from './factories';

const after = new Date('2026-01-01T00:00:00Z');
const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe('generated visitors write for the page’s audience', () => {
  it('gives a Tokyo home mostly Japanese reviewers, writing in Japanese under Japanese names', () => {
    const faker = seededFaker(3);
    const reviews = Array.from({ length: 200 }, () => buildReview(faker, after, 'Tokyo, Japan'));
    const inJapanese = reviews.filter((review) => japanese.test(review.message));
    expect(inJapanese.length / reviews.length).toBeGreaterThan(0.65);
    for (const review of inJapanese) {
      expect(review.name).toMatch(/^[\u3040-\u30ff\u4e00-\u9fff]+ [\u3040-\u30ff\u4e00-\u9fff]+$/);
      expect(review.message).not.toMatch(/[A-Za-z]{3,}/);
    }
  });

  it('gives homes elsewhere English reviewers, named without titles or suffixes', () => {
    const faker = seededFaker(4);
    for (let n = 0; n < 300; n += 1) {
      const review = buildReview(faker, after, 'Paris, France');
      expect(review.message).not.toMatch(japanese);
      expect(review.name).toMatch(/^[^\s]+ [^\s]+$/);
      expect(review.name).not.toMatch(
        /^(Mr|Mrs|Ms|Miss|Dr)\.?\s|\s(I|II|III|IV|V|Jr\.|Sr\.|MD|DDS|PhD|DVM)$/,
      );
    }
  });

  it('has some Japanese readers among the blog’s commenters, each writing in one language', () => {
    const faker = seededFaker(5);
    const comments = Array.from({ length: 200 }, () => buildComment(faker, after));
    const inJapanese = comments.filter((comment) => japanese.test(comment.content));
    expect(inJapanese.length).toBeGreaterThan(30);
    expect(inJapanese.length).toBeLessThan(100);
    for (const comment of inJapanese) expect(comment.content).not.toMatch(/[A-Za-z]{3,}/);
  });
});
