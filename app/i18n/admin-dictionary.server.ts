import type { Language } from './i18n';
import { adminEn, adminJa } from './messages/admin';
import { adminCopiesEn, adminCopiesJa } from './messages/admin-copies';
import { adminFreshnessEn, adminFreshnessJa } from './messages/admin-freshness';
import { adminRatesEn, adminRatesJa } from './messages/admin-rates';

export type AdminKey =
  | keyof typeof adminEn
  | keyof typeof adminRatesEn
  | keyof typeof adminFreshnessEn
  | keyof typeof adminCopiesEn;
export type AdminDictionary = Record<AdminKey, string>;

const dictionaries: Record<Language, AdminDictionary> = {
  en: { ...adminEn, ...adminRatesEn, ...adminFreshnessEn, ...adminCopiesEn },
  ja: { ...adminJa, ...adminRatesJa, ...adminFreshnessJa, ...adminCopiesJa },
};

/** The owner's desk's texts, sent by its layout with its pages only (ADR 0046). */
export function getAdminDictionary(lang: Language): AdminDictionary {
  return dictionaries[lang];
}
