import { createFormatters, type Language } from '~/i18n/i18n';
import { escapeHtml } from '~/models/markdown.server';

import { itemLines, type AlertItem } from './alert-item.server';
import { layout, paragraph, translator } from './layout.server';
import type { MailMessage } from './mailer.server';
import { searchAlertFooter } from './search-alert.server';

/**
 * A saved search's daily or weekly email (docs/product.md#alerts-and-the-job-queue, ADR 0055):
 * every new match of the period, newest first, with the link that turns the search's alerts off.
 */
export function digestEmail({
  to,
  language,
  origin,
  search,
  items,
  offUrl,
}: {
  to: string;
  language: Language;
  origin: string;
  search: string;
  items: AlertItem[];
  offUrl: string;
}): MailMessage {
  const t = translator(language);
  const format = createFormatters(language);
  const subject = t('alerts.mail.digestSubject', { search, n: format.number(items.length) });
  const intro = t('alerts.mail.digestIntro', { search });
  const lines = items.map((item) => itemLines(language, origin, item));
  const end = searchAlertFooter(language, offUrl);
  const text = [
    t('mail.greeting'),
    '',
    intro,
    '',
    ...lines.flatMap((line) => [line.title, ...(line.drop ? [line.drop] : []), line.url, '']),
    ...end.text,
    '',
  ].join('\n');
  const list = lines
    .map(
      (line) =>
        `<li style="margin:0 0 12px"><a href="${escapeHtml(line.url)}" style="color:#394fd8">` +
        `${escapeHtml(line.title)}</a>${line.drop ? `<br>${escapeHtml(line.drop)}` : ''}</li>`,
    )
    .join('');
  const content = [
    paragraph(escapeHtml(t('mail.greeting'))),
    paragraph(escapeHtml(intro)),
    `<ul style="margin:0 0 16px;padding-left:20px">${list}</ul>`,
    end.html,
  ].join('\n');
  return {
    to,
    subject,
    text,
    html: layout({ language, title: subject, content }),
    unsubscribeUrl: offUrl,
  };
}
