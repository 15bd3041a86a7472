import { getDictionary } from '~/i18n/dictionaries.server';
import { createTranslator, type Language } from '~/i18n/i18n';
import { pathInLanguage } from '~/lib/language-path';
import { photoUrl } from '~/lib/photos/rules';

import { escapeHtml } from '../markdown.server';

export type Firm = {
  id: number;
  name: string;
  licence: string | null;
  phone: string | null;
  logoKey: string | null;
};

/**
 * The agency beside its agent on a listing's page and the agent's page (docs/product.md#agencies):
 * its logo, its name linking to its page, its licence number and its phone, as listing-display
 * rules ask. Written here as HTML, escaped, so the pages' script carries no more for it: the
 * property page is at its first-load budget (ADR 0011).
 */
export function firmLine(firm: Firm, lang: Language) {
  const t = createTranslator(getDictionary(lang), lang);
  const logo = firm.logoKey
    ? `<img src="${photoUrl(firm.logoKey, 240, 'jpeg')}" alt="" class="h-8 w-auto max-w-20 object-contain">`
    : '';
  const parts = [
    `<a href="${escapeHtml(pathInLanguage(lang, `/agencies/${firm.id}`))}" class="font-semibold text-slate-800 hover:underline">${escapeHtml(firm.name)}</a>`,
    // The number as issued, not the page's words (LicenceText does the same in the pages' code).
    firm.licence &&
      escapeHtml(t('agency.licence', { licence: '\u0000' })).replace(
        '\u0000',
        `<span translate="no">${escapeHtml(firm.licence)}</span>`,
      ),
    firm.phone &&
      `<a href="tel:${escapeHtml(firm.phone.replace(/[^0-9+]/g, ''))}" class="text-brand-700">${escapeHtml(firm.phone)}</a>`,
  ].filter(Boolean);
  return `${logo}<span class="min-w-0 wrap-anywhere">${parts.join(' · ')}</span>`;
}
