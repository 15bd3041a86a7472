import { describe, expect, it } from 'vitest';

import { containsLink } from './links';

describe('containsLink (held posts, docs/product.md#the-owners-desk)', () => {
  it.each([
    'Visit https://cheap.example/offer now',
    'see http://x.y',
    'www.pills-online.net',
    'Go to WWW.Example.org today',
    'buy at cheap-pills.shop',
    'example.com/offer',
    'mail me: someone@spam.ru',
    'ホームページ：example.jp をどうぞ',
    'ftp://files.example/x',
  ])('finds a link in %j', (text) => {
    expect(containsLink(text)).toBe(true);
  });

  it.each([
    'A lovely flat. Great light.',
    'end.Next sentence without a space',
    'Mr.Smith was helpful',
    'Rated 4.5 out of 5',
    'e.g. the garden, i.e. the lawn',
    'Comes with a .com domain? No.',
    'とても良い物件でした。駅から近い。',
    'the company.comfortable sofa',
  ])('finds no link in %j', (text) => {
    expect(containsLink(text)).toBe(false);
  });
});
