import { describe, expect, it } from 'vitest';

import { defaultMailFrom, headerText, isSafeRecipient, parseIssue } from './mail-text';

describe('headerText (docs/product.md#bad-input)', () => {
  it('turns CR, LF and other control characters into one space, so no header can follow', () => {
    expect(headerText('News\r\nBcc: victim@example.com')).toBe('News Bcc: victim@example.com');
    expect(headerText('a\nb\rc\u0000d\u2028e\u0085f')).toBe('a b c d e f');
    expect(headerText('  spaced   out  ')).toBe('spaced out');
  });

  it('keeps a subject to 200 characters', () => {
    expect(headerText('x'.repeat(500))).toHaveLength(200);
  });
});

describe('isSafeRecipient', () => {
  it('takes one plain address', () => {
    expect(isSafeRecipient('reader@example.com')).toBe(true);
    expect(isSafeRecipient("o'neil+news@example.co.jp")).toBe(true);
  });

  it('refuses anything that could name a second recipient or start a header', () => {
    for (const address of [
      'a@example.com\r\nBcc: b@example.com',
      'a@example.com\nb@example.com',
      'a@example.com, b@example.com',
      'a@example.com;b@example.com',
      'Name <a@example.com>',
      '"a"@example.com',
      'a @example.com',
      'no-at-sign',
      `${'a'.repeat(250)}@example.com`,
    ])
      expect(isSafeRecipient(address), JSON.stringify(address)).toBe(false);
  });
});

describe('parseIssue', () => {
  it('takes the first line "# Title" as the subject, the rest as the body', () => {
    expect(parseIssue('# Autumn homes\n\nThree new homes in **Kyoto**.\n')).toEqual({
      subject: 'Autumn homes',
      body: 'Three new homes in **Kyoto**.',
    });
    expect(parseIssue('\uFEFF# Title #\r\nBody')).toEqual({ subject: 'Title', body: 'Body' });
  });

  it('refuses a file without a title line or without a body', () => {
    expect(parseIssue('Autumn homes\n\nBody')).toBeNull();
    expect(parseIssue('## Not a title\nBody')).toBeNull();
    expect(parseIssue('# Only a title\n\n')).toBeNull();
    expect(parseIssue('')).toBeNull();
  });
});

describe('defaultMailFrom', () => {
  it("is the site's name at the host of PUBLIC_ORIGIN, or localhost", () => {
    expect(defaultMailFrom('https://roofline.example')).toBe(
      'Roofline <no-reply@roofline.example>',
    );
    expect(defaultMailFrom()).toBe('Roofline <no-reply@localhost>');
  });
});
