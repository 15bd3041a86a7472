import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { homePhoto } from '~/lib/photos/rules';

import { CoverPicture, PhotoPicture } from './photo-picture';

const key = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

describe('PhotoPicture', () => {
  it('offers an uploaded photo in AVIF and WebP by sizes, with the JPEG, its words and its size', () => {
    const photo = homePhoto({ key, alt: 'The kitchen', width: 1600, height: 1067 });
    const html = renderToString(
      <PhotoPicture
        photo={photo}
        use="original"
        sizes="100vw"
        width={1200}
        height={900}
        alt={photo.alt}
      />,
    );
    expect(html).toBe(
      '<picture class="contents">' +
        `<source type="image/avif" srcSet="/photos/${key}/240.avif 240w, /photos/${key}/480.avif 480w, /photos/${key}/720.avif 720w, /photos/${key}/960.avif 960w, /photos/${key}/1600.avif 1600w" sizes="100vw"/>` +
        `<source type="image/webp" srcSet="/photos/${key}/240.webp 240w, /photos/${key}/480.webp 480w, /photos/${key}/720.webp 720w, /photos/${key}/960.webp 960w, /photos/${key}/1600.webp 1600w" sizes="100vw"/>` +
        `<img src="/photos/${key}/1600.jpg" srcSet="/photos/${key}/240.jpg 240w, /photos/${key}/480.jpg 480w, /photos/${key}/720.jpg 720w, /photos/${key}/960.jpg 960w, /photos/${key}/1600.jpg 1600w" sizes="100vw" width="1600" height="1067" alt="The kitchen"/>` +
        '</picture>',
    );
  });

  it('leaves drawn art as the image it was', () => {
    const art = { thumbnail: '/art/1/house/thumb/3.svg', original: '/art/1/house/full/3.svg' };
    expect(
      renderToString(
        <PhotoPicture photo={art} use="thumbnail" sizes="80px" width={480} height={360} alt="" />,
      ),
    ).toMatch(
      /^(<link [^>]+>)?<img src="\/art\/1\/house\/thumb\/3.svg" width="480" height="360" alt=""\/>$/,
    );
    expect(renderToString(<CoverPicture src={art.thumbnail} alt="" />)).not.toContain('<picture');
    expect(renderToString(<CoverPicture src={`/photos/${key}/480.jpg`} alt="" />)).toContain(
      `<source type="image/avif" srcSet="/photos/${key}/480.avif"/>`,
    );
  });

  it('shows an owner’s words as text, whatever they hold', () => {
    const alt = '"><script>alert(1)</script>';
    const photo = homePhoto({ key, alt, width: 800, height: 600 });
    const html = renderToString(
      <PhotoPicture
        photo={photo}
        use="original"
        sizes="100vw"
        width={1}
        height={1}
        alt={photo.alt}
      />,
    );
    expect(html).toContain('alt="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain('<script>');
  });

  it('fetches the main photo from the head, in the best format', () => {
    const photo = homePhoto({ key, alt: 'Front', width: 1600, height: 1200 });
    const html = renderToString(
      <html>
        <head />
        <body>
          <PhotoPicture
            photo={photo}
            use="original"
            sizes="100vw"
            width={1}
            height={1}
            alt=""
            fetchPriority="high"
          />
        </body>
      </html>,
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('rel="preload"');
    expect(head).toContain(`imageSrcSet="/photos/${key}/240.avif 240w`);
    expect(head).toContain('type="image/avif"');
  });
});
