import type { Currency } from '~/lib/money';
import { createFormatters, type Language } from '~/i18n/i18n';
import type { ListingType } from '~/lib/catalog';
import { placeLabel } from '~/lib/catalog-labels';
import { listingStatus, type ListingStatus } from '~/lib/listing-status';
import { inLanguage } from '~/lib/generated-labels';
import { pathInLanguage } from '~/lib/language-path';
import { escapeHtml } from '~/models/markdown.server';

import { button, layout, paragraph, translator } from './layout.server';
import type { MailMessage } from './mailer.server';

/**
 * A home in an alert email (docs/product.md#alerts-and-the-job-queue, ADR 0055): a new home that
 * matches a search, or a price drop. The alert, the saved home's drop and the digest all name
 * their homes this way, in the language the alerts were set in.
 */
export type AlertItem = {
  propertyId: number;
  name: string;
  /** A generated home's name in Japanese, for a Japanese reader. */
  nameJa?: string | null;
  location: string;
  /** With its kind, said beside the name when the home is no longer simply for sale or rent. */
  status?: ListingStatus;
  listingType?: ListingType;
  kind: 'new' | 'drop';
  oldPrice: number | null;
  newPrice: number | null;
  /** The listing's currency, its prices' (docs/product.md#money). */
  currency?: Currency;
};

/** The home's address, its name and place, and its drop in words when it dropped. */
export function itemLines(language: Language, origin: string, item: AlertItem) {
  const t = translator(language);
  const format = createFormatters(language);
  const url = `${origin}${pathInLanguage(language, `/property/${item.propertyId}`)}`;
  const drop =
    item.kind === 'drop' && item.oldPrice !== null && item.newPrice !== null
      ? t('alerts.drop', {
          old: format.money(item.oldPrice, item.currency ?? 'USD'),
          new: format.money(item.newPrice, item.currency ?? 'USD'),
        })
      : undefined;
  const name = inLanguage(language, item.name, item.nameJa);
  // Under offer (or sold, let) reads as on the home's card (ADR 0103).
  const status =
    item.status && item.status !== 'available'
      ? ` · ${t(listingStatus(item.status, item.listingType ?? 'sale').label)}`
      : '';
  return { url, title: `${name} (${placeLabel(t, item.location)})${status}`, drop };
}

/**
 * An email about one home: the subject and first line say what happened (new for `search`, or
 * the drop), then the home and its button; `end` is the sender's footer (why, and how to stop).
 */
export function oneHomeEmail({
  to,
  language,
  origin,
  search,
  item,
  offUrl,
  end,
}: {
  to: string;
  language: Language;
  origin: string;
  search: string;
  item: AlertItem;
  offUrl: string;
  end: { text: string[]; html: string };
}): MailMessage {
  const t = translator(language);
  const format = createFormatters(language);
  const line = itemLines(language, origin, item);
  const drop = item.kind === 'drop' && item.oldPrice !== null && item.newPrice !== null;
  const subject = drop
    ? t('alerts.mail.dropSubject', { home: inLanguage(language, item.name, item.nameJa) })
    : t('alerts.mail.newSubject', { search, home: inLanguage(language, item.name, item.nameJa) });
  const intro = drop
    ? t('alerts.mail.dropIntro', {
        old: format.money(item.oldPrice!, item.currency ?? 'USD'),
        new: format.money(item.newPrice!, item.currency ?? 'USD'),
      })
    : t('alerts.mail.newIntro', { search });
  const text = [t('mail.greeting'), '', intro, '', line.title, line.url, '', ...end.text, ''].join(
    '\n',
  );
  const content = [
    paragraph(escapeHtml(t('mail.greeting'))),
    paragraph(escapeHtml(intro)),
    paragraph(`<strong>${escapeHtml(line.title)}</strong>`),
    button(line.url, t('alerts.mail.view')),
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
