import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { openDatabase } from './client.server';
import { keywordWordPatterns, propertySearchText, searchWords } from './search-words';

describe('searchWords', () => {
  it('keeps each run of letters and digits once, in order', () => {
    expect(searchWords("a 3-bed home's garden, garden view (2026) — café")).toEqual([
      'a',
      '3',
      'bed',
      'home',
      's',
      'garden',
      'view',
      '2026',
      'caf',
    ]);
    expect(searchWords('')).toEqual([]);
  });

  it('reads the text a visitor reads, in lower case, without link targets', () => {
    const text = propertySearchText({
      name: 'Bright Villa',
      location: 'Paris',
      category: 'Villa',
      listingType: 'rent',
      orientation: 'North',
      rentalTerms: null,
      description: 'Near [the Park](https://example.com/secret) and **Shops**.',
    });
    expect(text).toBe('bright villa paris villa rent north  near [the park] and **shops**.');
  });
});

describe('keywordWordPatterns', () => {
  it('anchors each run where the keywords show a word ends or starts', () => {
    expect(keywordWordPatterns('den')).toEqual(['%den%']);
    expect(keywordWordPatterns('Garden View')).toEqual(['%garden', 'view%']);
    expect(keywordWordPatterns('arden, big view-po')).toEqual(['%arden', 'big', 'view', 'po%']);
    expect(keywordWordPatterns(' lond')).toEqual(['lond%']);
    expect(keywordWordPatterns('100%')).toEqual(['%100']);
    expect(keywordWordPatterns('-- . ')).toEqual([]);
    expect(keywordWordPatterns('ガーデン')).toEqual([]);
  });
});

describe('migration 0005 (PGlite)', () => {
  it('gives the homes already stored the words searchWords makes, and lists them all', async () => {
    // A database as the migrations before 0005 left it, holding two homes.
    const folder = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
    try {
      await cp('drizzle', folder, { recursive: true });
      const journal = path.join(folder, 'meta/_journal.json');
      const entries = JSON.parse(await readFile(journal, 'utf8')) as { entries: { tag: string }[] };
      entries.entries = entries.entries.filter((entry) => entry.tag < '0005');
      await writeFile(journal, JSON.stringify(entries));
      const before = await openDatabase({
        dataDir: 'memory://',
        migrationsFolder: folder,
        seed: false,
      });
      try {
        const client = (
          before.db as unknown as { $client: { query: (q: string) => Promise<unknown> } }
        ).$client;
        await client.query(`insert into properties (name, listing_type, location, category, price,
          number_of_beds, number_of_bathrooms, number_of_area, number_of_kitchen,
          number_of_living_rooms, built, garage_size, orientation, plot_size, rental_terms,
          description, photos, floor_plans) values
          ('Quiet Cabin on O''Hara Lane', 'rent', 'Oslo', 'Cabin', 3000, 2, 1, 800, 1, 1, 1990, 0,
            'North-East', 900, 'Month-to-month', 'A **wood** stove. [Map](https://x.test/hidden) 3 beds.', '[]', '[]'),
          ('Grand Villa', 'sale', 'Paris', 'Villa', 900000, 5, 3, 5000, 2, 2, 2001, 2,
            'South', 9000, null, '## Garden\n- pool\n- café', '[]', '[]')`);
        const { migrate } = await import('drizzle-orm/pglite/migrator');
        await migrate(before.db as never, { migrationsFolder: 'drizzle' });
        const homes = (await client.query(
          'select search_text, search_words from properties order by id',
        )) as { rows: { search_text: string; search_words: string[] }[] };
        expect(homes.rows).toHaveLength(2);
        for (const home of homes.rows) {
          expect(home.search_words).toEqual(searchWords(home.search_text));
        }
        expect(homes.rows[0]!.search_words).toContain('hara');
        const storage = (await client.query(
          `select attname, attstorage from pg_attribute
           where attrelid = 'properties'::regclass and attname in ('search_text', 'search_words')
           order by attname`,
        )) as { rows: { attname: string; attstorage: string }[] };
        // The words may leave the row first (external); the text stays in it (main).
        expect(storage.rows.map((row) => row.attstorage)).toEqual(['m', 'e']);
        expect(homes.rows[0]!.search_words).not.toContain('hidden');
        const listed = (await client.query('select word from property_words')) as {
          rows: { word: string }[];
        };
        expect(new Set(listed.rows.map((row) => row.word))).toEqual(
          new Set(homes.rows.flatMap((home) => home.search_words)),
        );
      } finally {
        await before.close();
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 30_000);
});
