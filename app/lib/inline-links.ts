export type InlinePart = { text: string; href?: string };

const LINK = /\[([^\]]+)\]\(((?:\/|mailto:|tel:)[^)\s]*)\)/g;

/**
 * Splits a text into plain parts and `[label](href)` links. Only site paths, mailto: and tel:
 * count as links; anything else stays text, so no content can link somewhere unexpected.
 */
export function splitInlineLinks(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: match[1]!, href: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The text as read aloud or indexed: links become their labels. */
export function plainText(text: string) {
  return splitInlineLinks(text)
    .map((part) => part.text)
    .join('');
}
