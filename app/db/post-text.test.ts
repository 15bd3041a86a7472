import { describe, expect, it } from 'vitest';

import { BLOG_CATEGORIES } from '~/lib/catalog';

import { BLOG_TAGS, buildBlog, buildTestimonial, seededFaker } from './factories';
import { markdownAsShown } from './search-words';

const posts = (() => {
  const faker = seededFaker(5);
  return Array.from({ length: 260 }, (_, index) => buildBlog(faker, index, [1, 2, 3]));
})();

describe('generated posts', () => {
  it('have distinct titles in both languages, past every subject as a further part', () => {
    expect(new Set(posts.map((post) => post.title)).size).toBe(posts.length);
    expect(new Set(posts.map((post) => post.titleJa)).size).toBe(posts.length);
    expect(posts.filter((post) => post.title.endsWith('(part 2)'))).toHaveLength(260 - 225);
  });

  it('read as a property business’s blog: each category its own subjects, tags from the list', () => {
    const byCategory = (category: string) => posts.filter((post) => post.category === category);
    for (const category of BLOG_CATEGORIES) expect(byCategory(category).length).toBeGreaterThan(30);
    // Product is the site's own updates; Development is building homes.
    for (const post of byCategory('Product')) {
      expect(post.title).toMatch(/Roofline|Compare|Saved searches|map|Monthly cost/);
    }
    for (const post of byCategory('Development')) {
      expect(post.title).toMatch(/project|Converting|permits|construction|building/i);
    }
    for (const post of posts) {
      for (const tag of post.tags) expect(BLOG_TAGS).toContain(tag);
      // The body fits its title's city, in both languages, with the post's Markdown marks.
      const city = post.title.match(/ in ([A-Z][a-z]+( [A-Z][a-z]+)?)/)?.[1];
      if (city) expect(post.markdown).toContain(city);
      expect(post.markdown).toContain('## Putting it together');
      // What a Japanese reader sees of the post (its link targets aside) holds no Latin word.
      expect(markdownAsShown(post.markdownJa!)).not.toMatch(/[A-Za-z]/);
      expect(post.titleJa).not.toMatch(/[A-Za-z]/);
      expect(post.excerptJa!.length).toBeGreaterThan(20);
    }
  });
});

describe('generated testimonials', () => {
  const people = Array.from({ length: 30 }, (_, n) => buildTestimonial(n));

  it('are thirty different people with thirty different quotes, in both languages', () => {
    for (const key of ['name', 'nameJa', 'content', 'contentJa'] as const) {
      expect(new Set(people.map((person) => person[key])).size).toBe(30);
    }
  });

  it('sound as glad as their stars: a 5 has no reservation, a 3 has one', () => {
    const reserved =
      /\bbut\b|though|took longer|would like|could (go|show)|missed|sometimes|lacked|slowly/i;
    for (const person of people) {
      if (person.rating === 5) expect(person.content).not.toMatch(reserved);
      if (person.rating <= 3) expect(person.content).toMatch(reserved);
    }
    expect(new Set(people.map((person) => person.rating))).toEqual(new Set([3, 4, 5]));
  });
});
