import { createContext, useContext, useMemo, type ReactNode } from 'react';

import type { AdminDictionary, AdminKey } from '~/i18n/admin-dictionary.server';
import { useI18n } from '~/i18n/context';
import { createTranslator } from '~/i18n/i18n';

type AdminTranslate = (key: AdminKey, values?: Record<string, string | number>) => string;

const AdminTextContext = createContext<AdminTranslate | null>(null);

/** The desk's texts, from its layout's loader, for the pages inside it. */
export function AdminI18nProvider({
  messages,
  children,
}: {
  messages: AdminDictionary;
  children: ReactNode;
}) {
  const { lang } = useI18n();
  const value = useMemo(() => createTranslator<AdminKey>(messages, lang), [messages, lang]);
  return <AdminTextContext value={value}>{children}</AdminTextContext>;
}

/** The desk's `t` (its own keys), with the site's formatters and language. */
export function useAdminI18n() {
  const site = useI18n();
  const t = useContext(AdminTextContext);
  if (!t) throw new Error('useAdminI18n needs an AdminI18nProvider above it');
  return { t, format: site.format, lang: site.lang, site: site.t };
}
