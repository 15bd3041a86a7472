import type { Language } from '~/i18n/i18n';
import { createFormatters } from '~/i18n/i18n';
import { escapeHtml } from '~/models/markdown.server';

import { button, layout, paragraph, translator } from './layout.server';
import type { MailMessage } from './mailer.server';

/** A listing an email asks its lister to confirm, with its one-click link. */
export type ConfirmItem = { name: string; confirmUrl: string; since: Date };

/**
 * The lister's emails of docs/product.md#freshness: the weekly one naming each listing not
 * confirmed lately, and the one sent when a listing leaves the search (`stale`: not confirmed;
 * `status`: under offer too long). Each listing has its own signed link (listing-confirm.server.ts).
 */
export function listingConfirmEmail({
  to,
  language,
  kind,
  items,
  confirmDays,
  linkDays,
}: {
  to: string;
  language: Language;
  kind: 'weekly' | 'stale' | 'status';
  items: ConfirmItem[];
  confirmDays: number;
  linkDays: number;
}): MailMessage {
  const t = translator(language);
  const { date } = createFormatters(language);
  const first = items[0]!;
  const subject =
    kind === 'weekly'
      ? t('freshness.mail.weeklySubject', { count: items.length })
      : t('freshness.mail.staleSubject', { name: first.name });
  const intro =
    kind === 'weekly'
      ? t('freshness.mail.weeklyIntro', { days: confirmDays })
      : t(kind === 'stale' ? 'freshness.mail.staleIntro' : 'freshness.mail.staleStatus', {
          name: first.name,
          date: date(first.since),
        });
  const label = (item: ConfirmItem) => t('freshness.mail.confirmButton', { name: item.name });
  const text = [
    t('mail.greeting'),
    '',
    intro,
    '',
    ...items.flatMap((item) => [label(item), item.confirmUrl, '']),
    t('freshness.mail.expiry', { days: linkDays }),
    '',
    t('freshness.mail.why'),
    t('mail.signature'),
    '',
  ].join('\n');
  const content = [
    paragraph(escapeHtml(t('mail.greeting'))),
    paragraph(escapeHtml(intro)),
    ...items.map((item) => button(item.confirmUrl, label(item))),
    paragraph(escapeHtml(t('freshness.mail.expiry', { days: linkDays }))),
    paragraph(escapeHtml(t('freshness.mail.why'))),
    paragraph(escapeHtml(t('mail.signature'))),
  ].join('\n');
  return { to, subject, text, html: layout({ language, title: subject, content }) };
}
