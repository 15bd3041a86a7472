import type { Language } from '~/i18n/i18n';
import { pathInLanguage } from '~/lib/language-path';
import { escapeHtml } from '~/models/markdown.server';

import { button, layout, paragraph, translator } from './layout.server';
import type { MailMessage } from './mailer.server';

/** Where a held listing stands, as its lister is told (docs/product.md#copies). */
export type CopyNews = 'held' | 'released' | 'refused';

/**
 * The lister's emails of docs/product.md#copies: their new listing is held because its photos
 * match another lister's home; the desk released it (live now); or refused it (out of sight, with
 * the moderator's reason). A service message about their own listing: no link stops it.
 */
export function listingCopyEmail({
  to,
  language,
  news,
  name,
  propertyId,
  reason,
  origin,
}: {
  to: string;
  language: Language;
  news: CopyNews;
  name: string;
  propertyId: number;
  /** The moderator's reason, told with a refusal. */
  reason?: string | null;
  origin: string;
}): MailMessage {
  const t = translator(language);
  const subject = t(`copies.mail.${news}Subject`, { name });
  const lines = [t(`copies.mail.${news}Intro`, { name })];
  if (news === 'held') lines.push(t('copies.mail.heldNext'));
  if (news === 'refused') {
    if (reason) lines.push(t('copies.mail.reason', { reason }));
    lines.push(t('copies.mail.refusedNext'));
  }
  // A released home has its page; a held or refused one is seen on My listings.
  const link =
    news === 'released'
      ? { url: `${origin}${pathInLanguage(language, `/property/${propertyId}`)}`, key: 'openHome' }
      : { url: `${origin}${pathInLanguage(language, '/account/listings')}`, key: 'open' };
  const label = t(`copies.mail.${link.key as 'open' | 'openHome'}`);
  const text = [
    t('mail.greeting'),
    '',
    ...lines.flatMap((line) => [line, '']),
    `${label}: ${link.url}`,
    '',
    t('copies.mail.why'),
    t('mail.signature'),
    '',
  ].join('\n');
  const content = [
    paragraph(escapeHtml(t('mail.greeting'))),
    ...lines.map((line) => paragraph(escapeHtml(line))),
    button(link.url, label),
    paragraph(escapeHtml(t('copies.mail.why'))),
    paragraph(escapeHtml(t('mail.signature'))),
  ].join('\n');
  return { to, subject, text, html: layout({ language, title: subject, content }) };
}
