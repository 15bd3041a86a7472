import { runInNewContext } from 'node:vm';

import { describe, expect, it } from 'vitest';

import { loader } from '~/routes/dictionary';

import { getDictionary } from './dictionaries.server';
import { dictionaryFile, dictionaryFileNamed } from './dictionary-files.server';
import { DICTIONARY_GLOBAL } from './dictionary-source';
import { LANGUAGES } from './i18n';

const load = (file: string) =>
  loader({ params: { file } } as unknown as Parameters<typeof loader>[0]) as Response;

describe('each language’s texts as a cached script', () => {
  it.each(LANGUAGES)('%s: the script leaves the whole dictionary under its language', (lang) => {
    const file = dictionaryFile(lang);
    expect(file.url).toMatch(new RegExp(`^/i18n/${lang}\\.[0-9a-f]{10}\\.js$`));
    const self: Record<string, unknown> = {};
    runInNewContext(file.body, { self });
    expect(self[DICTIONARY_GLOBAL]).toEqual({ [lang]: getDictionary(lang) });
  });

  it('the languages have files of their own, and a second script adds to the first', () => {
    const [en, ja] = LANGUAGES.map(dictionaryFile);
    expect(en!.url).not.toBe(ja!.url);
    const self: Record<string, unknown> = {};
    runInNewContext(en!.body + ja!.body, { self });
    expect(Object.keys(self[DICTIONARY_GLOBAL] as object).sort()).toEqual(['en', 'ja']);
  });

  it('is served as JavaScript for a year under its own name', async () => {
    const { url, body } = dictionaryFile('ja');
    const response = load(url.slice('/i18n/'.length));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(body);
  });

  it.each(['ja.0000000000.js', 'ja.js', 'fr.1234567890.js', '../en.js', ''])(
    'a name it does not have (%j) is not found',
    (name) => {
      expect(dictionaryFileNamed(name)).toBeUndefined();
      expect(load(name).status).toBe(404);
    },
  );
});
