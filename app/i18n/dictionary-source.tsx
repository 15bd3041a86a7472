import { createContext, useContext, useEffect } from 'react';

import type { Dictionary } from './en';
import type { Language } from './i18n';

/** Where the dictionary script leaves the texts in the browser (ADR 0061). */
export const DICTIONARY_GLOBAL = 'rooflineMessages';

type Loaded = Partial<Record<Language, Dictionary>>;

/**
 * On the server the dictionaries are read from memory: entry.server provides them. In the
 * browser there is no provider, and the texts come from the language's script, which the page
 * loads before the app's own scripts.
 */
const ServerDictionaries = createContext<((lang: Language) => Dictionary) | null>(null);
export const ServerDictionariesProvider = ServerDictionaries;

function loadedInBrowser(): Loaded {
  return (globalThis as unknown as Record<string, Loaded | undefined>)[DICTIONARY_GLOBAL] ?? {};
}

/** The attribute that marks the page's dictionary script. */
export const DICTIONARY_SCRIPT = 'data-dictionary';

/**
 * Resolves once the page's dictionary script has run (or failed: the page then shows what it
 * can, rather than never starting).
 */
export function dictionaryLoaded(): Promise<void> {
  const script = document.querySelector<HTMLScriptElement>(`script[${DICTIONARY_SCRIPT}]`);
  const lang = script?.getAttribute(DICTIONARY_SCRIPT) as Language | null;
  if (!script || !lang || loadedInBrowser()[lang]) return Promise.resolve();
  return new Promise((resolve) => {
    script.addEventListener('load', () => resolve(), { once: true });
    script.addEventListener('error', () => resolve(), { once: true });
  });
}

/** The texts of a language, on the server and in the browser alike. */
export function useDictionary(lang: Language): Dictionary {
  const fromServer = useContext(ServerDictionaries);
  const loaded = fromServer ? undefined : loadedInBrowser();
  const missing = !fromServer && !loaded?.[lang];
  useEffect(() => {
    // Only a page that changed its language without loading a document lands here; the new
    // document brings its own dictionary.
    if (missing) window.location.reload();
  }, [missing]);
  if (fromServer) return fromServer(lang);
  return loaded?.[lang] ?? Object.values(loaded ?? {})[0] ?? ({} as Dictionary);
}
