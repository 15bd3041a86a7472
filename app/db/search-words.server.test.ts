import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { sql } from 'drizzle-orm';

import { openTestDatabase } from '../../tests/unit/test-database';
import { openDatabase } from './client.server';
import * as schema from './schema';
import {
  isOneWord,
  keywordWordPatterns,
  markdownAsShown,
  propertySearchText,
  searchWords,
} from './search-words';

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
      // Another script's runs give their pairs of characters, or the one character (ADR 0078).
      'é',
    ]);
    expect(searchWords('')).toEqual([]);
    expect(searchWords('渋谷の静かな家 ｍ')).toEqual([
      '渋谷',
      '谷の',
      'の静',
      '静か',
      'かな',
      'な家',
      'ｍ',
    ]);
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
    // Then as a Japanese page shows it: the names of its type, listing type and orientation.
    expect(text).toBe(
      'bright villa paris villa rent north  near the park and shops. paris 別荘 賃貸 北向き',
    );
  });

  it('finds "3 bedrooms, 1 bathroom" where the Markdown holds **3 bedrooms**, **1 bathroom**', () => {
    expect(markdownAsShown('It offers **3 bedrooms**, **1 bathroom** and *900 sq ft*.')).toBe(
      'It offers 3 bedrooms, 1 bathroom and 900 sq ft.',
    );
  });
});

/** Markdown of every shape the rules read, and of shapes they leave alone. */
const SAMPLES = [
  '## About this villa\n\nQuiet Villa is a **charming** villa.\n\n### Highlights\n\n- A garden\n- A pool',
  '# One\n###### Six\n####### Seven\n#NoSpace',
  '> A quote\n> > nested\n  - indented item\n* star item\n+ plus item\n1. first\n22) second\n2026 was a year',
  'An ![alt text](/art/x.svg "t") and a [link](https://example.com/a_b) and `code` _em_ __strong__',
  'Lines\r\nwith\tTabs\f and\v more\n\n\nparagraphs   here',
  'snake_case, 5 * 3, [sic], x](y) z, [unclosed](no end, a\u00a0non-breaking space, café ガーデン',
  '',
];

describe('markdown_as_shown', () => {
  it('reads Markdown in the database exactly as markdownAsShown does', async () => {
    const handle = await openTestDatabase();
    try {
      const blogs = await handle.db
        .select({ markdown: schema.blogs.markdown })
        .from(schema.blogs)
        .limit(20);
      const homes = await handle.db
        .select({ description: schema.properties.description })
        .from(schema.properties)
        .limit(20);
      const texts = [
        ...SAMPLES,
        ...blogs.map((b) => b.markdown),
        ...homes.map((h) => h.description),
      ];
      for (const text of texts) {
        const result = (await handle.db.execute(
          sql`select markdown_as_shown(${text}) as shown`,
        )) as unknown as { rows: { shown: string }[] };
        expect(result.rows[0]!.shown, JSON.stringify(text)).toBe(markdownAsShown(text));
      }
      // The blog's generated text is the same reading.
      const posts = await handle.db
        .select({
          title: schema.blogs.title,
          category: schema.blogs.category,
          markdown: schema.blogs.markdown,
          searchText: schema.blogs.searchText,
        })
        .from(schema.blogs)
        .limit(20);
      for (const post of posts) {
        expect(post.searchText).toBe(
          `${post.title} ${post.category} ${markdownAsShown(post.markdown)}`.toLowerCase(),
        );
      }
    } finally {
      await handle.close();
    }
  }, 60_000);
});

describe('keywordWordPatterns', () => {
  it('anchors each run where the keywords show a word ends or starts', () => {
    expect(keywordWordPatterns('den')).toEqual(['%den%']);
    expect(keywordWordPatterns('Garden View')).toEqual(['%garden', 'view%']);
    expect(keywordWordPatterns('arden, big view-po')).toEqual(['%arden', 'big', 'view', 'po%']);
    expect(keywordWordPatterns(' lond')).toEqual(['lond%']);
    expect(keywordWordPatterns('100%')).toEqual(['%100']);
    expect(keywordWordPatterns('-- . ')).toEqual([]);
    expect(keywordWordPatterns('ガーデン')).toEqual(['ガー', 'ーデ', 'デン']);
    expect(keywordWordPatterns('駅 3分')).toEqual(['3', '%駅%', '%分%']);
    expect(keywordWordPatterns('東京a')).toEqual(['a%', '東京']);
  });

  it('lets the words alone decide one word, or one or two characters of another script', () => {
    for (const decided of ['garden', 'den', '東京', '駅', 'Ｒ'])
      expect(isOneWord(decided)).toBe(true);
    for (const checked of ['garden view', '東京都', '東京a', '東 京'])
      expect(isOneWord(checked)).toBe(false);
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
          // The migration's words are the ASCII runs; another script's pairs come with the
          // first start's rewrite of every home (ADR 0078).
          expect(home.search_words).toEqual(
            searchWords(home.search_text).filter((word) => /^[a-z0-9]+$/.test(word)),
          );
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

describe('migration 0008', () => {
  it('rewrites the text and words of the homes stored before it, and the blog reads as shown', async () => {
    // A database as the migrations before 0008 left it: a home with its Markdown in its text.
    const folder = await mkdtemp(path.join(os.tmpdir(), 'migrations-'));
    try {
      await cp('drizzle', folder, { recursive: true });
      const journal = path.join(folder, 'meta/_journal.json');
      const entries = JSON.parse(await readFile(journal, 'utf8')) as { entries: { tag: string }[] };
      entries.entries = entries.entries.filter((entry) => entry.tag < '0008');
      await writeFile(journal, JSON.stringify(entries));
      const before = await openDatabase({
        dataDir: 'memory://',
        migrationsFolder: folder,
        seed: false,
      });
      try {
        const client = (
          before.db as unknown as {
            $client: { query: (q: string, params?: unknown[]) => Promise<unknown> };
          }
        ).$client;
        const description =
          '## About\n\nIt offers **3 bedrooms**, **1 bathrooms** and a [park](/p).';
        const old =
          `cabin oslo cabin rent north  ${description.replace(/\]\([^)]*\)/g, ']')}`.toLowerCase();
        await client.query(
          `insert into properties (name, listing_type, location, category, price,
            number_of_beds, number_of_bathrooms, number_of_area, number_of_kitchen,
            number_of_living_rooms, built, garage_size, orientation, plot_size, rental_terms,
            description, photos, floor_plans, search_text, search_words) values
            ('Cabin', 'rent', 'Oslo', 'Cabin', 3000, 3, 1, 800, 1, 1, 1990, 0, 'North', 900, null,
              $1, '[]', '[]', $2, $3)`,
          [description, old, searchWords(old)],
        );
        await client.query(
          `insert into property_words (word, homes) select unnest($1::text[]), ''`,
          [searchWords(old)],
        );
        await client.query(
          `insert into authors (first_name, last_name, photo) values ('A', 'B', 'x')`,
        );
        await client.query(
          `insert into blogs (title, category, author_id, thumbnail, photo, markdown, excerpt)
           values ('Renting', 'Product', 1, 't', 'p', '## Tips\n\n- **Read** the _lease_', 'e')`,
        );
        const { migrate } = await import('drizzle-orm/pglite/migrator');
        await migrate(before.db as never, { migrationsFolder: 'drizzle' });

        const homes = (await client.query(
          'select description, search_text, search_words from properties',
        )) as { rows: { description: string; search_text: string; search_words: string[] }[] };
        const home = homes.rows[0]!;
        expect(home.description).toContain('**1 bathroom** and');
        const now = propertySearchText({
          name: 'Cabin',
          location: 'Oslo',
          category: 'Cabin',
          listingType: 'rent',
          orientation: 'North',
          rentalTerms: null,
          description: home.description,
        });
        // The migration wrote the English text; the Japanese one comes with the first start's
        // rewrite of every home (ADR 0078).
        expect(now.startsWith(`${home.search_text} `)).toBe(true);
        expect(home.search_text).toContain('3 bedrooms, 1 bathroom and a park.');
        expect(home.search_words).toEqual(searchWords(home.search_text));
        const words = (await client.query('select word, homes from property_words')) as {
          rows: { word: string; homes: unknown }[];
        };
        expect(new Set(words.rows.map((row) => row.word))).toEqual(
          new Set(searchWords(home.search_text)),
        );
        // Left for the search index to fill at its next build.
        expect(words.rows.every((row) => row.homes === null)).toBe(true);
        const blog = (await client.query('select search_text from blogs')) as {
          rows: { search_text: string }[];
        };
        expect(blog.rows[0]!.search_text).toBe('renting product tips read the lease');
      } finally {
        await before.close();
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
