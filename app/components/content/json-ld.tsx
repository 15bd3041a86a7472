import { useNonce } from '~/components/nonce';
import type { FaqCategory } from '~/content/types';
import { plainText } from '~/lib/inline-links';
import { serializeJsonLd } from '~/lib/json-ld';

/** schema.org FAQPage (https://schema.org/FAQPage): each question with its answer as text. */
export function faqJsonLd(categories: FaqCategory[], url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    mainEntity: categories.flatMap((category) =>
      category.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        url: `${url}#${item.id}`,
        acceptedAnswer: {
          '@type': 'Answer',
          text: item.answer.map(plainText).join('\n\n'),
        },
      })),
    ),
  };
}

/** Structured data in an inline script, carrying this response's CSP nonce (ADR 0002). */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
