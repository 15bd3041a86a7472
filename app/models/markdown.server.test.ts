// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import {
  excerpt,
  htmlToPlainText,
  keptRenderChars,
  renderMarkdown,
  RENDERED_KEPT_CHARS,
  safeLink,
  summarize,
} from './markdown.server';

const ALLOWED_ELEMENTS = new Set(
  'p h1 h2 h3 h4 h5 h6 strong em del code pre ul ol li blockquote a hr br table thead tbody tr th td'.split(
    ' ',
  ),
);
const ALLOWED_ATTRIBUTES = new Set(['href', 'title', 'rel', 'class', 'align', 'start']);

/**
 * Parses the HTML as a browser would and checks that nothing in it can run: only plain text
 * elements, no event handlers, and links only to allowed targets.
 */
function expectInert(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll('*')) {
    expect(ALLOWED_ELEMENTS, html).toContain(element.localName);
    for (const attribute of element.attributes) {
      expect(ALLOWED_ATTRIBUTES, html).toContain(attribute.name);
    }
    const href = element.getAttribute('href');
    if (href !== null) expect(href, html).toMatch(/^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i);
  }
}

describe('renderMarkdown: what content may not do', () => {
  it('is checked by a test that does catch live markup', () => {
    expect(() => expectInert('<img src=x onerror=alert(1)>')).toThrow();
    expect(() => expectInert('<a href="javascript:alert(1)">x</a>')).toThrow();
    expect(() => expectInert('<p onclick="alert(1)">x</p>')).toThrow();
  });

  it.each([
    ['a script block', '<script>alert(1)</script>'],
    ['an inline script', 'Hello <script>alert(1)</script> world'],
    ['an unterminated tag after a script tag', 'x <script><img src=x onerror=alert(1) '],
    ['an image with onerror', '<img src=x onerror=alert(1)>'],
    ['an svg with onload', '<svg onload=alert(1)><circle r="1"/></svg>'],
    ['an iframe', '<iframe src="javascript:alert(1)"></iframe>'],
    ['a raw link', '<a href="javascript:alert(1)">click</a>'],
    ['a style tag', '<style>body{background:url(javascript:alert(1))}</style>'],
    ['a details tag', '<details open ontoggle=alert(1)>'],
  ])('shows %s as text', (_name, input) => {
    const html = renderMarkdown(input);
    expectInert(html);
    expect(html).toContain('&lt;');
  });

  it('keeps the words of raw HTML readable', () => {
    expect(renderMarkdown('<script>alert(1)</script>')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(renderMarkdown('Hi <b>there</b>')).toBe('<p>Hi &lt;b&gt;there&lt;/b&gt;</p>\n');
  });

  it.each([
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](<javascript:alert(1)>)',
    '[x](javascript&#58;alert(1))',
    '[x](javascript&#x3A;alert(1))',
    '[x](&#106;avascript:alert(1))',
    '[x](java%09script:alert(1))',
    '[x](vbscript:msgbox(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[x](//evil.example/path)',
    '[x](/\\evil.example)',
    '[x][ref]\n\n[ref]: javascript:alert(1)',
    '<javascript:alert(1)>',
  ])('renders the unsafe link %s as its text', (input) => {
    const html = renderMarkdown(input);
    expect(html).not.toContain('<a');
    expectInert(html);
  });

  it('turns images into their alt text', () => {
    expect(renderMarkdown('![A sunny room](/art/x.svg)')).toBe('<p>A sunny room</p>\n');
    const html = renderMarkdown('![<img src=x onerror=alert(1)>](javascript:alert(1))');
    expectInert(html);
    expect(html).toContain('&lt;img');
  });

  it('does not let entities smuggle markup in', () => {
    const html = renderMarkdown('&#60;script&#62;alert(1)&#60;/script&#62; &lt;b&gt;');
    expect(html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; &lt;b&gt;</p>\n');
  });

  it('escapes quotes in titles and code', () => {
    const html = renderMarkdown('[a](/x "t\\" onmouseover=\\"alert(1)") and `<b onclick="x">`');
    expect(html).toContain('title="t&quot; onmouseover=&quot;alert(1)"');
    expect(html).toContain('<code>&lt;b onclick=&quot;x&quot;&gt;</code>');
    expect(html).not.toMatch(/<b\b/);
  });
});

describe('renderMarkdown: what content may do', () => {
  it('renders headings, lists, emphasis, code and quotes', () => {
    const html = renderMarkdown(
      [
        '## About',
        '',
        'A **bold** and *quiet* home with `code`.',
        '',
        '- one',
        '- two',
        '',
        '1. first',
        '',
        '> a quote',
        '',
        '```',
        'const a = 1 < 2;',
        '```',
      ].join('\n'),
    );
    expect(html).toContain('<h2>About</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>quiet</em>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(html).toContain('<ol>\n<li>first</li>\n</ol>');
    expect(html).toContain('<blockquote>\n<p>a quote</p>\n</blockquote>');
    expect(html).toContain('<pre><code>const a = 1 &lt; 2;\n</code></pre>');
  });

  it('moves headings down by the offset asked for', () => {
    expect(renderMarkdown('## About\n\n###### Deep', { headingOffset: 1 })).toBe(
      '<h3>About</h3>\n<h6>Deep</h6>\n',
    );
  });

  it('links to this site, the web, mail and phones; only the web gets nofollow', () => {
    expect(renderMarkdown('[guide](/blogs?keywords=New%20York&tag=a)')).toBe(
      '<p><a href="/blogs?keywords=New%20York&amp;tag=a">guide</a></p>\n',
    );
    expect(renderMarkdown('[top](#plans)')).toContain('<a href="#plans">top</a>');
    expect(renderMarkdown('[site](https://example.com/a)')).toContain(
      '<a href="https://example.com/a" rel="nofollow noopener noreferrer">site</a>',
    );
    expect(renderMarkdown('https://example.com')).toContain(
      'rel="nofollow noopener noreferrer">https://example.com</a>',
    );
    expect(renderMarkdown('[mail](mailto:agent@example.com)')).toContain(
      '<a href="mailto:agent@example.com">mail</a>',
    );
    expect(renderMarkdown('[call](tel:+15550102030)')).toContain(
      '<a href="tel:+15550102030">call</a>',
    );
  });

  it('reads entities in a destination as a browser would', () => {
    expect(renderMarkdown('[a](/x?b=1&amp;c=2)')).toContain('<a href="/x?b=1&amp;c=2">a</a>');
  });
});

describe('renderMarkdown: texts rendered lately are kept', () => {
  it('gives the same HTML again for the same text and options, and a different one for others', () => {
    const text = '## Rooms\n\nSee [the garden](/properties?keywords=garden).';
    const first = renderMarkdown(text, { headingOffset: 1, lang: 'ja' });
    expect(renderMarkdown(text, { headingOffset: 1, lang: 'ja' })).toBe(first);
    expect(first).toContain('<h3');
    expect(first).toContain('/ja/properties');
    expect(renderMarkdown(text)).toContain('<h2');
    expect(renderMarkdown(text)).not.toContain('/ja/');
  });

  it('keeps no more than its bound, however many texts pass', () => {
    const paragraph = 'A bright room with a view over the harbour. '.repeat(200);
    for (let n = 0; n < 400; n++) renderMarkdown(`${n} ${paragraph}`);
    expect(keptRenderChars()).toBeGreaterThan(RENDERED_KEPT_CHARS / 2);
    expect(keptRenderChars()).toBeLessThanOrEqual(RENDERED_KEPT_CHARS);
  });
});

describe('safeLink', () => {
  it('accepts only the allowed kinds of target', () => {
    expect(safeLink('/properties')).toEqual({ href: '/properties', external: false });
    expect(safeLink('http://a.example')).toEqual({ href: 'http://a.example', external: true });
    expect(safeLink('https:/a.example')).toBeNull();
    expect(safeLink('ftp://a.example')).toBeNull();
    expect(safeLink('relative/path')).toBeNull();
    expect(safeLink(' javascript:alert(1)')).toBeNull();
    expect(safeLink('\u0001javascript:alert(1)')).toBeNull();
  });
});

describe('plain text', () => {
  it('strips tags and decodes entities', () => {
    expect(htmlToPlainText(renderMarkdown('## A & B\n\nIt has **3** rooms &lt;nice&gt;.'))).toBe(
      'A & B It has 3 rooms <nice>.',
    );
  });

  it('cuts long text at a word with an ellipsis', () => {
    const text = 'word '.repeat(60).trim();
    const short = excerpt(text, 155);
    expect(short.length).toBeLessThanOrEqual(155);
    expect(short.endsWith('word…')).toBe(true);
    expect(excerpt('short', 155)).toBe('short');
  });

  it('summarizes the paragraphs, not the headings', () => {
    const html = renderMarkdown('## About\n\nA *bright* home.\n\n### More\n\n- garden');
    expect(summarize(html)).toBe('A bright home. garden');
  });
});
