import { useNonce } from '~/components/nonce';
import { serializeJsonLd } from '~/lib/json-ld';

/**
 * A post's article tags (the rest of Open Graph is PageMeta's) and schema.org JSON-LD. React 19 hoists the <meta> tags into <head>;
 * the script carries this response's CSP nonce (ADR 0002) and cannot be closed by its data.
 */
export function PostHead({ publishedTime, jsonLd }: { publishedTime: string; jsonLd: unknown }) {
  const nonce = useNonce();
  return (
    <>
      <meta property="article:published_time" content={publishedTime} />
      <script
        type="application/ld+json"
        nonce={nonce || undefined}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
      />
    </>
  );
}
