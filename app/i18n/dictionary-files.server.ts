import { createHash } from 'node:crypto';

import { getDictionary } from './dictionaries.server';
import { LANGUAGES, type Language } from './i18n';
import { DICTIONARY_GLOBAL } from './dictionary-source';

interface DictionaryFile {
  /** `/i18n/en.1a2b3c4d5e.js`: the name changes with the texts, so it is cached for a year. */
  url: string;
  body: string;
}

/**
 * A language's dictionary as a script the browser caches (ADR 0061): it sets the texts aside
 * under a global the client's provider reads, so no page carries them in its data.
 */
function makeFile(lang: Language): DictionaryFile {
  const json = JSON.stringify(getDictionary(lang));
  const body = `(self.${DICTIONARY_GLOBAL}??={}).${lang}=${json};\n`;
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
  return { url: `/i18n/${lang}.${hash}.js`, body };
}

const files = new Map(LANGUAGES.map((lang) => [lang, makeFile(lang)]));

export function dictionaryFile(lang: Language): DictionaryFile {
  return files.get(lang)!;
}

/** The file a URL's last part names, or nothing: an old or made-up name is not served. */
export function dictionaryFileNamed(name: string): DictionaryFile | undefined {
  return [...files.values()].find((file) => file.url === `/i18n/${name}`);
}
