import { expect, it } from 'vitest';

import { indefiniteArticle } from '~/i18n/message-format';

import { buildBlog, buildComment, buildProperty, buildReview, seededFaker } from './factories';
import { TESTIMONIALS } from './testimonial-text';

// Generated English chooses "a" or "an" by the word's sound (ADR 0104).
it('never writes "a" before a vowel sound in generated homes, posts, reviews or comments', () => {
  const faker = seededFaker(11);
  const texts: string[] = [];
  for (let index = 0; index < 600; index += 1) {
    const home = buildProperty(faker, index);
    texts.push(home.name, home.description);
  }
  for (let index = 0; index < 40; index += 1) {
    const blog = buildBlog(faker, index, [1, 2, 3]);
    texts.push(blog.title, blog.markdown);
  }
  const after = new Date('2026-01-01T00:00:00Z');
  for (let index = 0; index < 200; index += 1) {
    texts.push(buildReview(faker, after).message);
    texts.push(buildComment(faker, after).content);
  }
  texts.push(...TESTIMONIALS.map((testimonial) => testimonial.content[0]));
  const wrong = texts.flatMap((text) =>
    [...text.matchAll(/\b([Aa]n?) ([A-Za-z0-9][\w-]*)/g)]
      .filter(([, article, word]) => article!.toLowerCase() !== indefiniteArticle(word!))
      .map(([match]) => match),
  );
  expect(wrong).toEqual([]);
});
