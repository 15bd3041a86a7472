import { createHash } from 'node:crypto';

import { getDictionary } from './dictionaries.server';
import { LANGUAGES, type Language } from './i18n';

interface DictionaryFile {
  /** `/i18n/en.1a2b3c4d5e.json`: the name changes with the texts, so it is cached for a year. */
  url: string;
  body: string;
}

/**
 * A language's dictionary as a file the browser caches (ADR 0061), so no page carries the texts
 * in its data. It is data, not a script: the browser's app reads it before it starts.
 */
function makeFile(lang: Language): DictionaryFile {
  const body = JSON.stringify(getDictionary(lang));
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
  return { url: `/i18n/${lang}.${hash}.json`, body };
}

const files = new Map(LANGUAGES.map((lang) => [lang, makeFile(lang)]));

/** The file a URL's last part names, or nothing: an old or made-up name is not served. */
export function dictionaryFileNamed(name: string): DictionaryFile | undefined {
  return [...files.values()].find((file) => file.url === `/i18n/${name}`);
}

/** Every language's file, by language: the page reads its own, the language switch the other. */
export function dictionaryUrls(): Record<Language, string> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, files.get(lang)!.url])) as Record<
    Language,
    string
  >;
}
