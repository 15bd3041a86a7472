import { createContext, useContext, useMemo, type ReactNode } from 'react';

import type { Dictionary } from './en';
import { createFormatters, createTranslator, type Language } from './i18n';

function makeValue(lang: Language, messages: Dictionary) {
  return { lang, t: createTranslator(messages, lang), format: createFormatters(lang) };
}

type I18n = ReturnType<typeof makeValue>;

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({
  lang,
  messages,
  children,
}: {
  lang: Language;
  messages: Dictionary;
  children: ReactNode;
}) {
  const value = useMemo(() => makeValue(lang, messages), [lang, messages]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

/** The current language's `t`, number, currency and date formatters. */
export function useI18n() {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n needs an I18nProvider above it');
  return value;
}
