import type { ComponentProps } from 'react';
import { preload } from 'react-dom';

import type { Photo } from '~/lib/photos/photo';
import { coverSources } from '~/lib/photos/rules';

type ImgProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height'>;

/**
 * A home's photo where the pages show one (docs/product.md#photos): an uploaded photo as a
 * `<picture>` whose AVIF and WebP `srcset`s the browser chooses from by `sizes`, with the JPEG as
 * the `<img>` every browser reads, and its own width and height; drawn art as the `<img>` it was.
 * The `<picture>` lays out as if it were not there (`contents`), so the image sizes as before.
 */
export function PhotoPicture({
  photo,
  use,
  sizes,
  width,
  height,
  ...img
}: ImgProps & {
  photo: Photo;
  /** Which of the photo's addresses the `<img>` falls back to. */
  use: 'thumbnail' | 'original';
  sizes: string;
  /** The size drawn art has; an uploaded photo gives its own. */
  width: number;
  height: number;
}) {
  // The sources are the best first, the JPEG last (Photo in app/db/schema.ts).
  const sources = photo.sources ?? [];
  const jpeg = sources.at(-1);
  const better = sources.slice(0, -1);
  const own = photo.width && photo.height ? { width: photo.width, height: photo.height } : null;
  const image = (
    <img
      src={photo[use]}
      {...(jpeg && { srcSet: jpeg.srcset, sizes })}
      width={own?.width ?? width}
      height={own?.height ?? height}
      {...img}
    />
  );
  if (!jpeg) return image;
  // The page's main photo is fetched from the head, as React does for a plain <img> but not for a
  // <picture>: found only in the body, it came half a second later on Lighthouse's phone.
  const [best] = better;
  if (img.fetchPriority === 'high' && best) {
    preload(photo[use], {
      as: 'image',
      imageSrcSet: best.srcset,
      imageSizes: sizes,
      type: best.type,
      fetchPriority: 'high',
    });
  }
  return (
    <picture className="contents">
      {better.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}

/** A card's cover: an uploaded photo's thumbnail in AVIF and WebP too; drawn art as it is. */
export function CoverPicture({ src, ...img }: ComponentProps<'img'> & { src: string }) {
  const sources = coverSources(src);
  if (sources.length === 0) return <img src={src} {...img} />;
  return (
    <picture className="contents">
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} />
      ))}
      <img src={src} {...img} />
    </picture>
  );
}
