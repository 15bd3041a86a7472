import type { Language } from '~/i18n/i18n';

import { oneHomeEmail, type AlertItem } from './alert-item.server';
import { footer, translator } from './layout.server';
import type { MailMessage } from './mailer.server';

/**
 * A saved home's price drop (docs/product.md#alerts-and-the-job-queue): sent at once to the
 * account that saved it, unless a search of theirs already sends that drop, with a one-click
 * link that stops the saved homes' emails (`savedHomesOffLink`).
 */
export function savedHomeDropEmail({
  to,
  language,
  origin,
  item,
  offUrl,
}: {
  to: string;
  language: Language;
  origin: string;
  item: AlertItem;
  offUrl: string;
}): MailMessage {
  const t = translator(language);
  const end = footer({
    language,
    why: t('alerts.mail.savedWhy'),
    stop: t('alerts.mail.savedUnsubscribe'),
    stopText: t('alerts.mail.savedUnsubscribeText', { url: offUrl }),
    url: offUrl,
  });
  return oneHomeEmail({ to, language, origin, search: '', item, offUrl, end });
}
