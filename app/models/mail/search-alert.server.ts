import type { Language } from '~/i18n/i18n';

import { oneHomeEmail, type AlertItem } from './alert-item.server';
import { footer, translator } from './layout.server';
import type { MailMessage } from './mailer.server';
import { signedLink } from './tokens.server';

/**
 * A saved search's "at once" alert (docs/product.md#alerts-and-the-job-queue, ADR 0055): one
 * email a new home that matches it, or a drop in a matching home's price, with a one-click link
 * that turns that search's alerts off (RFC 8058). Sent once (`sendOnce`).
 */
export function searchAlertEmail(input: {
  to: string;
  language: Language;
  origin: string;
  search: string;
  item: AlertItem;
  offUrl: string;
}): MailMessage {
  return oneHomeEmail({ ...input, end: searchAlertFooter(input.language, input.offUrl) });
}

/** Why a search's email came (daily and weekly too) and the link that stops its alerts. */
export function searchAlertFooter(language: Language, offUrl: string) {
  const t = translator(language);
  return footer({
    language,
    why: t('alerts.mail.why'),
    stop: t('alerts.mail.unsubscribe'),
    stopText: t('alerts.mail.unsubscribeText', { url: offUrl }),
    url: offUrl,
  });
}

/** The signed address that turns a saved search's alerts off, in the reader's language. */
export function alertsOffLink(
  origin: string,
  secret: string,
  row: { id: number; email: string },
  language: Language = 'en',
) {
  return signedLink(origin, secret, {
    path: '/alerts/unsubscribe',
    language,
    purpose: 'alerts-off',
    id: row.id,
    email: row.email,
    expires: 0,
  });
}
