import type { Language } from './i18n';
import { adminEn, adminJa } from './messages/admin';
import { adminFreshnessEn, adminFreshnessJa } from './messages/admin-freshness';
import { adminRatesEn, adminRatesJa } from './messages/admin-rates';

export type AdminKey =
  keyof typeof adminEn | keyof typeof adminRatesEn | keyof typeof adminFreshnessEn;
export type AdminDictionary = Record<AdminKey, string>;

const dictionaries: Record<Language, AdminDictionary> = {
  en: { ...adminEn, ...adminRatesEn, ...adminFreshnessEn },
  ja: { ...adminJa, ...adminRatesJa, ...adminFreshnessJa },
};

/** The owner's desk's texts, sent by its layout with its pages only (ADR 0046). */
export function getAdminDictionary(lang: Language): AdminDictionary {
  return dictionaries[lang];
}
