import { describe, expect, it } from 'vitest';

import {
  dropUnlisted,
  parseBlogQuery,
  parseId,
  parseInteger,
  parsePropertyQuery,
  propertySearchHref,
  propertySearchParams,
  untidySearch,
} from './query';

const q = (text: string) => parsePropertyQuery(new URLSearchParams(text));

describe('parsePropertyQuery', () => {
  it('gives the defaults for an empty query', () => {
    expect(q('')).toEqual({ amenities: [], sort: 'latest', page: 0, reset: false });
  });

  it('reads the operation names and the search bar names alike', () => {
    const a = q('category=Villa&priceMin=10&priceMax=20&location=Paris&listingType=rent');
    const b = q('propertyType=Villa&minPrice=10&maxPrice=20&location=Paris&listingType=rent');
    expect(a).toEqual(b);
    expect(a).toMatchObject({ category: 'Villa', priceMin: 10, priceMax: 20, listingType: 'rent' });
  });

  it('parses the integer parameters (docs/product.md#search-parameters) and ignores malformed ones', () => {
    expect(q('bedRooms=3&squareFootMin=100&squareFootMax=900&page=2')).toMatchObject({
      bedRooms: 3,
      squareFootMin: 100,
      squareFootMax: 900,
      // Pages are counted from 1 in addresses, from 0 in the search.
      page: 1,
    });
    for (const bad of ['abc', '', '1e5', '12abc', '3.5', '0x10', 'NaN', 'Infinity']) {
      const parsed = q(`bedRooms=${bad}&priceMin=${bad}&page=${bad}`);
      expect(parsed.bedRooms).toBeUndefined();
      expect(parsed.priceMin).toBeUndefined();
      expect(parsed.page).toBe(0);
    }
  });

  it('clamps numbers to sensible ranges instead of failing', () => {
    expect(q('priceMin=-50').priceMin).toBe(0);
    // Every match at once (page -1) is the operation's, never an address's.
    expect(q('page=-7').page).toBe(0);
    expect(q('page=-1').page).toBe(0);
    expect(q('page=0').page).toBe(0);
    expect(q('priceMax=99999999999999999999').priceMax).toBe(2_147_483_647);
  });

  it('counts reset only when the text is exactly true', () => {
    expect(q('reset=true').reset).toBe(true);
    for (const other of ['TRUE', '1', 'yes', '', 'true '])
      expect(q(`reset=${other}`).reset).toBe(false);
  });

  it('treats Any type as no type', () => {
    expect(q('propertyType=Any type').category).toBeUndefined();
    expect(q('propertyType=any').category).toBeUndefined();
  });

  it('reads amenities as a list, ignoring unknown keys', () => {
    expect(q('amenities=hasPark&amenities=hasSchool,hasNothing').amenities).toEqual([
      'hasSchool',
      'hasPark',
    ]);
  });

  it('accepts only known sort modes and listing types', () => {
    expect(q('sort=price-desc').sort).toBe('price-desc');
    expect(q('sort=drop table').sort).toBe('latest');
    expect(q('listingType=lease').listingType).toBeUndefined();
    expect(q('listingType=SALE').listingType).toBe('sale');
  });

  it('reads a parameter that comes under both its names, or twice, from a value that reads', () => {
    const cases: [string, string, unknown][] = [
      ['priceMin=&minPrice=900000', 'priceMin', 900_000],
      ['minPrice=900000&priceMin=', 'priceMin', 900_000],
      ['priceMin=abc&minPrice=5', 'priceMin', 5],
      ['priceMax=&maxPrice=5', 'priceMax', 5],
      ['category=&propertyType=Villa', 'category', 'Villa'],
      ['bedRooms=&bedRooms=2', 'bedRooms', 2],
      ['squareFootMin=&areaMinM2=100', 'squareFootMin', 1076],
      ['location=&location=Paris', 'location', 'Paris'],
      ['listingType=&listingType=rent', 'listingType', 'rent'],
      ['sort=&sort=price-asc', 'sort', 'price-asc'],
      ['page=&page=3', 'page', 2],
    ];
    for (const [text, key, value] of cases) {
      expect(q(text)[key as keyof ReturnType<typeof q>], text).toEqual(value);
    }
    // The address the page sends it on to keeps the price.
    expect(propertySearchHref(q('priceMin=&minPrice=900000'))).toBe('/properties?priceMin=900000');
    expect(parseBlogQuery(new URLSearchParams('tag=&tags=garden')).tag).toBe('garden');
  });

  it('takes the first of repeated values and trims text', () => {
    expect(q('location=%20Paris%20&location=London').location).toBe('Paris');
    expect(q('keywords=%20%20').keywords).toBeUndefined();
    expect(q(`keywords=${'x'.repeat(5000)}`).keywords).toHaveLength(100);
  });
});

describe('parseBlogQuery', () => {
  it('reads category, tag, keywords, page and reset', () => {
    expect(
      parseBlogQuery(
        new URLSearchParams('category=life style&tag=Buying&keywords=rent&page=3&reset=true'),
      ),
    ).toEqual({ category: 'Life Style', tag: 'Buying', keywords: 'rent', page: 2, reset: true });
  });

  it("treats 'all' and unknown categories as no filter", () => {
    expect(parseBlogQuery(new URLSearchParams('category=all')).category).toBeUndefined();
    expect(parseBlogQuery(new URLSearchParams('category=<script>')).category).toBeUndefined();
  });
});

describe('parseInteger and parseId', () => {
  it('refuses anything that is not a whole number', () => {
    expect(parseInteger('42')).toBe(42);
    expect(parseInteger('42.0')).toBe(42);
    expect(parseInteger(' 7 ')).toBe(7);
    expect(parseInteger('4 2')).toBeUndefined();
  });

  it('accepts only positive ids that fit the database', () => {
    expect(parseId('12')).toBe(12);
    for (const bad of ['0', '-1', 'abc', '1.5', '99999999999', '', undefined]) {
      expect(parseId(bad)).toBeUndefined();
    }
  });
});

describe('propertySearchParams', () => {
  it('writes one canonical form whatever names came in', () => {
    const fromBar = q('propertyType=Villa&minPrice=10&maxPrice=20&location=Paris&listingType=rent');
    expect(propertySearchHref(fromBar)).toBe(
      '/properties?listingType=rent&location=Paris&category=Villa&priceMin=10&priceMax=20',
    );
  });

  it('leaves defaults out and round-trips through the parser', () => {
    expect(propertySearchHref(q('sort=latest&page=1'))).toBe('/properties');
    expect(propertySearchHref(q('location=Paris&page=2'))).toBe(
      '/properties?location=Paris&page=2',
    );
    const full = q(
      'keywords=garden&bedRooms=3&squareFootMin=1&squareFootMax=9&amenities=hasPark&amenities=hasSchool&sort=price-desc&page=4',
    );
    expect(q(propertySearchParams(full).toString())).toEqual(full);
  });
});

describe('untidySearch', () => {
  const untidy = (text: string) => untidySearch(new URLSearchParams(text));

  it('finds the empty parameters, "Any type" and the old names a canonical address leaves out', () => {
    for (const text of [
      'listingType=&location=&category=&priceMin=&sort=latest',
      'location=Paris&keywords=',
      'propertyType=Any+type',
      'category=any',
      'propertyType=Villa',
      'minPrice=10&maxPrice=20',
      'amenity=hasPark',
    ]) {
      expect(untidy(text), text).toBe(true);
    }
  });

  it('leaves alone an address with none of them, in any order', () => {
    for (const text of ['', 'location=Paris', 'priceMax=9&category=Villa', 'reset=true&page=2']) {
      expect(untidy(text), text).toBe(false);
    }
  });
});

describe('dropUnlisted', () => {
  it("drops a place or type the lists do not hold, and names the list's spelling of one they do", () => {
    expect(dropUnlisted(q('location=Zzyzxqwerty&category=villa'))).toEqual({
      query: { ...q(''), category: 'Villa' },
      dropped: { location: 'Zzyzxqwerty' },
    });
    expect(dropUnlisted(q('location=LONDON, uk&category=Castle'))).toEqual({
      query: { ...q(''), location: 'London, UK' },
      dropped: { category: 'Castle' },
    });
    // An old place name is its city; a country or a state finds its cities as typed.
    expect(dropUnlisted(q('location=california')).query.location).toBe(
      'Los Angeles, California, USA',
    );
    expect(dropUnlisted(q('location=%20USA%20')).query.location).toBe('USA');
    expect(dropUnlisted(q('keywords=garden'))).toEqual({
      query: q('keywords=garden'),
      dropped: {},
    });
  });
});
