import { createContext, useContext, useEffect } from 'react';

import type { Dictionary } from './en';
import type { Language } from './i18n';

type Loaded = Partial<Record<Language, Dictionary>>;

/** The texts the browser has read, by language (ADR 0061). */
const loaded: Loaded = {};

/** The attribute that marks the link to the page's dictionary, with its language. */
export const DICTIONARY_LINK = 'data-dictionary';

/**
 * On the server the dictionaries are read from memory: entry.server provides them. In the
 * browser there is no provider, and the texts come from the language's file, which the app
 * reads before it starts (entry.client).
 */
const ServerDictionaries = createContext<((lang: Language) => Dictionary) | null>(null);
export const ServerDictionariesProvider = ServerDictionaries;

/**
 * Reads the page's dictionary, which the head asked for as the page arrived. A file that cannot
 * be read leaves the page as the server drew it, without its scripts: the same as with no
 * JavaScript, rather than a page in the wrong words.
 */
export async function loadDictionary(): Promise<boolean> {
  const link = document.querySelector<HTMLLinkElement>(`link[${DICTIONARY_LINK}]`);
  const lang = link?.getAttribute(DICTIONARY_LINK) as Language | null;
  return Boolean(link && lang && (await readDictionary(lang, link.href)));
}

/**
 * Reads a language's texts once, before a page in that language is shown (the language switch
 * asks for the other language's before it changes).
 */
export async function readDictionary(lang: Language, url: string): Promise<boolean> {
  if (loaded[lang]) return true;
  try {
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) return false;
    loaded[lang] = (await response.json()) as Dictionary;
    return true;
  } catch {
    return false;
  }
}

/** The texts of a language, on the server and in the browser alike. */
export function useDictionary(lang: Language): Dictionary {
  const fromServer = useContext(ServerDictionaries);
  const missing = !fromServer && !loaded[lang];
  useEffect(() => {
    // Only a page whose language changed before its texts could be read lands here (the
    // switch could not read them); a new document brings its own.
    if (missing) window.location.reload();
  }, [missing]);
  if (fromServer) return fromServer(lang);
  return loaded[lang] ?? Object.values(loaded)[0] ?? ({} as Dictionary);
}
