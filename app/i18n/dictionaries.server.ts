import { en, type Dictionary } from './en';
import type { Language } from './i18n';
import { ja } from './ja';

const dictionaries: Record<Language, Dictionary> = { en, ja };

export function getDictionary(lang: Language): Dictionary {
  return dictionaries[lang];
}
