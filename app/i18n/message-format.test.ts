import { describe, expect, it } from 'vitest';

import { en } from './en';
import { createTranslator } from './i18n';
import { ja } from './ja';
import { adminEn, adminJa } from './messages/admin';
import {
  formatMessage,
  indefiniteArticle,
  isCounted,
  messageArguments,
  parseMessage,
} from './message-format';

describe('formatMessage', () => {
  it('fills values and leaves an unknown one as written', () => {
    expect(formatMessage('Hello {name}, {who}', { name: 'Ann' }, 'en-US')).toBe('Hello Ann, {who}');
    expect(formatMessage('No values', undefined, 'en-US')).toBe('No values');
  });

  it("chooses a count's words by the language's plural rules, exact counts first", () => {
    const text = '{n, plural, =0 {No homes} one {# home} other {# homes}}';
    expect(formatMessage(text, { n: 0 }, 'en-US')).toBe('No homes');
    expect(formatMessage(text, { n: 1 }, 'en-US')).toBe('1 home');
    expect(formatMessage(text, { n: 1234 }, 'en-US')).toBe('1,234 homes');
    // A count already formatted ("1,234") still chooses by its value, and shows as given.
    expect(formatMessage(text, { n: '1,234' }, 'en-US')).toBe('1,234 homes');
    expect(formatMessage(text, { n: '1' }, 'en-US')).toBe('1 home');
    expect(formatMessage('{n, plural, other {物件 # 件}}', { n: 1 }, 'ja-JP')).toBe('物件 1 件');
  });

  it('reads values and choices inside a branch, and select', () => {
    const text = '{total, plural, one {Showing # home} other {Showing {first}–{last} of # homes}}';
    expect(formatMessage(text, { total: 1, first: 1, last: 1 }, 'en-US')).toBe('Showing 1 home');
    expect(formatMessage(text, { total: 40, first: 13, last: 24 }, 'en-US')).toBe(
      'Showing 13–24 of 40 homes',
    );
    const select = '{kind, select, rent {For rent} other {For sale}}';
    expect(formatMessage(select, { kind: 'rent' }, 'en-US')).toBe('For rent');
    expect(formatMessage(select, { kind: 'x' }, 'en-US')).toBe('For sale');
    expect(messageArguments(text)).toEqual(['first', 'last', 'total']);
  });

  it('refuses a message that is not well formed', () => {
    expect(() => parseMessage('{n, plural, one {# home}}')).toThrow(/other/);
    expect(() => parseMessage('{n')).toThrow();
    expect(() => parseMessage('a } b')).toThrow();
  });
});

/** Every message of both dictionaries, the desk's included, by key. */
const english: Record<string, string> = { ...en, ...adminEn };
const japanese: Record<string, string> = { ...ja, ...adminJa };
const counted = Object.keys(english).filter((key) => isCounted(english[key]!));

/** Every value of a message filled with the count (a label or a name reads as the count too). */
function render(dictionary: Record<string, string>, key: string, n: number, locale: string) {
  const values = Object.fromEntries(messageArguments(dictionary[key]!).map((name) => [name, n]));
  return formatMessage(dictionary[key]!, values, locale);
}

describe('counted messages, at 0, 1 and 2 in both languages', () => {
  it('are many: every count of the site goes through the formatter', () => {
    expect(counted.length).toBeGreaterThan(35);
  });

  it.each(counted)('%s', (key) => {
    const [zero, one, two] = [0, 1, 2].map((n) => render(english, key, n, 'en-US'));
    // Nothing of the message's syntax left (a Markdown "###" is text).
    for (const text of [zero, one, two]) expect(text!.replace('###', '')).not.toMatch(/[{}#]/);
    // One of a thing is singular: never "1 homes", "1 saves", "1 inquiries".
    expect(one).not.toMatch(/\b1 [a-z]+s\b/);
    expect(one).not.toMatch(/\b1 (inquiries|searches|months')/);
    // Two are plural: where one has words of its own, two's differ, not only the digit.
    if (/\bone \{/.test(english[key]!)) {
      expect(two!.replace(/2/g, 'N')).not.toBe(one!.replace(/1/g, 'N'));
    }
    for (const n of [0, 1, 2]) {
      const text = render(japanese, key, n, 'ja-JP');
      expect(text.replace('###', '')).not.toMatch(/[{}#]/);
      expect(text.replace(/YouTube|Vimeo|PMI/g, '')).not.toMatch(/[A-Za-z]{3,}/);
    }
  });
});

/** Plural nouns that, after a bare `{value}`, would read "1 homes". */
const PLURAL_NOUNS =
  /^ (homes|beds|baths|bedrooms|bathrooms|rooms|reviews|comments|posts|photos|saves|inquiries|views|reports|accounts|subscribers|years|payments|characters|cars|searches|drafts|days|months|results|matches|kitchens|times|people|stars|messages|matches|pictures|floors)\b/;

describe('the sweep of counts', () => {
  it('finds no English count written by hand before a plural noun', () => {
    const byHand = Object.entries(english).filter(([, text]) => {
      const parts = parseMessage(text);
      return parts.some(
        (part, at) =>
          typeof part === 'object' &&
          'arg' in part &&
          !('kind' in part) &&
          typeof parts[at + 1] === 'string' &&
          PLURAL_NOUNS.test(parts[at + 1] as string),
      );
    });
    expect(byHand.map(([key]) => key)).toEqual([]);
  });

  it('has no pair of messages chosen by hand for one and for many', () => {
    const pairs = Object.keys(english).filter((key) => /(?<!too)(One|Many)$/.test(key));
    expect(pairs).toEqual([]);
  });

  it('renders through the translator with the language given', () => {
    const t = createTranslator(en, 'en');
    expect(t('map.homes', { n: 1 })).toBe('1 home on the map');
    expect(t('properties.count', { first: 1, last: 1, total: 1 })).toBe('Showing 1 home');
    expect(t('mine.saves', { n: 1 })).toBe('1 save');
    expect(t('mine.inquiries', { n: 1 })).toBe('1 inquiry');
    expect(t('blog.commentCount', { n: 4 })).toBe('4 comments');
    expect(createTranslator(ja, 'ja')('map.homes', { n: 1 })).toBe('地図上の物件 1 件');
  });
});

describe('articles in generated English', () => {
  it('chooses "a" or "an" by the sound of the word', () => {
    expect(indefiniteArticle('Elegant')).toBe('an');
    expect(indefiniteArticle('airy')).toBe('an');
    expect(indefiniteArticle('modern')).toBe('a');
    expect(indefiniteArticle('university')).toBe('a');
    expect(indefiniteArticle('hour')).toBe('an');
    expect(indefiniteArticle('8-bedroom')).toBe('an');
  });
});
