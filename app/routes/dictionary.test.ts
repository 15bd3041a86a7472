import { describe, expect, it } from 'vitest';

import { getDictionary } from '~/i18n/dictionaries.server';
import { dictionaryFileNamed, dictionaryUrls } from '~/i18n/dictionary-files.server';
import { LANGUAGES, type Language } from '~/i18n/i18n';

import { loader } from './dictionary';

/** A language's file, found by its address as the page names it. */
const dictionaryFile = (lang: Language) =>
  dictionaryFileNamed(dictionaryUrls()[lang].slice('/i18n/'.length))!;

const load = (file: string) =>
  loader({
    params: { file },
    request: new Request(`http://localhost/i18n/${file}`),
  } as unknown as Parameters<typeof loader>[0]) as Response;

describe('each language’s texts as a cached file', () => {
  it.each(LANGUAGES)('%s: the file is the whole dictionary, named by its content', (lang) => {
    const file = dictionaryFile(lang);
    expect(file.url).toMatch(new RegExp(`^/i18n/${lang}\\.[0-9a-f]{10}\\.json$`));
    expect(JSON.parse(file.body)).toEqual(getDictionary(lang));
  });

  it('the languages have files of their own', () => {
    const [en, ja] = LANGUAGES.map(dictionaryFile);
    expect(en!.url).not.toBe(ja!.url);
  });

  it('is served as JSON for a year under its own name', async () => {
    const { url, body } = dictionaryFile('ja');
    const response = load(url.slice('/i18n/'.length));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(body);
  });

  it.each(['ja.0000000000.json', 'ja.json', 'fr.1234567890.json', '../en.json', ''])(
    'a name it does not have (%j) is not found',
    (name) => {
      expect(dictionaryFileNamed(name)).toBeUndefined();
      expect(load(name).status).toBe(404);
    },
  );
});
