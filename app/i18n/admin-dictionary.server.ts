import type { Language } from './i18n';
import { adminEn, adminJa } from './messages/admin';
import { adminCopiesEn, adminCopiesJa } from './messages/admin-copies';
import { adminFreshnessEn, adminFreshnessJa } from './messages/admin-freshness';
import { adminLoanTermsEn, adminLoanTermsJa } from './messages/admin-loan-terms';
import { adminRatesEn, adminRatesJa } from './messages/admin-rates';

export type AdminKey =
  | keyof typeof adminEn
  | keyof typeof adminRatesEn
  | keyof typeof adminFreshnessEn
  | keyof typeof adminCopiesEn
  | keyof typeof adminLoanTermsEn;
export type AdminDictionary = Record<AdminKey, string>;

const dictionaries: Record<Language, AdminDictionary> = {
  en: { ...adminEn, ...adminRatesEn, ...adminFreshnessEn, ...adminCopiesEn, ...adminLoanTermsEn },
  ja: { ...adminJa, ...adminRatesJa, ...adminFreshnessJa, ...adminCopiesJa, ...adminLoanTermsJa },
};

/** The owner's desk's texts, sent by its layout with its pages only (ADR 0046). */
export function getAdminDictionary(lang: Language): AdminDictionary {
  return dictionaries[lang];
}
