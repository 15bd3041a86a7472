import { Fragment } from 'react';
import { Link } from 'react-router';

import { splitInlineLinks } from '~/lib/inline-links';

const LINK_CLASS =
  'font-medium text-brand-700 underline decoration-brand-700/30 underline-offset-2 hover:decoration-brand-700';

/** A text from app/content with its `[label](href)` links, rendered as text and links only. */
export function RichText({ text }: { text: string }) {
  return splitInlineLinks(text).map((part, index) => {
    if (!part.href) return <Fragment key={index}>{part.text}</Fragment>;
    if (part.href.startsWith('/')) {
      return (
        <Link key={index} to={part.href} prefetch="intent" className={LINK_CLASS}>
          {part.text}
        </Link>
      );
    }
    return (
      <a key={index} href={part.href} className={`${LINK_CLASS} break-words`}>
        {part.text}
      </a>
    );
  });
}
