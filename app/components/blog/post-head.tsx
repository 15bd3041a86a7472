import { useNonce } from '~/components/nonce';
import { serializeJsonLd } from '~/components/property/listing-json-ld';
import { artSize } from '~/lib/art/sizes';

const PHOTO = artSize('blog', 'full');

/**
 * A post's Open Graph tags and schema.org JSON-LD. React 19 hoists the <meta> tags into <head>;
 * the script carries this response's CSP nonce (ADR 0002) and cannot be closed by its data.
 */
export function PostHead({
  title,
  description,
  url,
  image,
  publishedTime,
  jsonLd,
}: {
  title: string;
  description: string;
  url: string;
  image: string;
  publishedTime: string;
  jsonLd: unknown;
}) {
  const nonce = useNonce();
  return (
    <>
      <meta property="og:site_name" content="Roofline" />
      <meta property="og:type" content="article" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(PHOTO.width)} />
      <meta property="og:image:height" content={String(PHOTO.height)} />
      <meta property="article:published_time" content={publishedTime} />
      <meta name="twitter:card" content="summary_large_image" />
      <script
        type="application/ld+json"
        nonce={nonce || undefined}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
      />
    </>
  );
}
