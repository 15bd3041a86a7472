import { describe, expect, it } from 'vitest';

import { en } from '~/i18n/en';
import { createFormatters, createTranslator } from '~/i18n/i18n';
import { ja } from '~/i18n/ja';

import { savedSearchSchema } from './forms/saved-search';
import { parseWithZod } from './forms/parse';
import { defaultSearchName, describeSearch, savedSearchQuery } from './saved-search';

const tEn = createTranslator(en, 'en');
const tJa = createTranslator(ja, 'ja');
const fEn = createFormatters('en');
const fJa = createFormatters('ja');
const query = (search: string) => savedSearchQuery(search).query;

describe('a saved search', () => {
  it('keeps the canonical form of any address for the same search', () => {
    const a = savedSearchQuery('maxPrice=500000&propertyType=APARTMENT&location=japan&page=4');
    const b = savedSearchQuery('category=Apartment&priceMax=500000&location=Japan');
    expect(a.canonical).toBe('location=Tokyo%2C+Japan&category=Apartment&priceMax=500000');
    expect(b.canonical).toBe(a.canonical);
    expect(savedSearchQuery('sort=price-asc&page=2').canonical).toBe('sort=price-asc');
  });

  it('drops a place or type the lists no longer hold, and says which', () => {
    const saved = savedSearchQuery('location=Atlantis&category=Castle&bedRooms=2');
    expect(saved.canonical).toBe('bedRooms=2');
    expect(saved.dropped).toEqual({ location: 'Atlantis', category: 'Castle' });
  });

  it('is offered a name made from its filters, in the page language', () => {
    const q = query('category=Apartment&location=Japan&priceMax=500000');
    expect(defaultSearchName(q, tEn, fEn)).toBe('Apartments in Tokyo, Japan under $500,000');
    expect(defaultSearchName(q, tJa, fJa)).toBe('東京（日本）のマンション（$500,000以下）');
    expect(defaultSearchName(query('listingType=rent&priceMin=1000'), tEn, fEn)).toBe(
      'Homes for rent from $1,000',
    );
    expect(defaultSearchName(query('listingType=sale&category=Villa'), tEn, fEn)).toBe(
      'Villas for sale',
    );
    expect(defaultSearchName(query(''), tEn, fEn)).toBe('Homes');
  });

  it('describes each filter in words', () => {
    const q = query(
      'listingType=sale&category=Villa&location=Paris&priceMin=1&priceMax=2&monthlyMax=2000&bedRooms=3&bathsMin=2&squareFootMin=10&builtFrom=1990&keywords=garden&amenities=hasPark&bbox=1,2,3,4&sort=area-asc',
    );
    // In the address's order (lib/search/filters.ts), each filter once.
    expect(describeSearch(q, tEn, fEn)).toEqual([
      'For sale',
      'In Paris, France',
      'Villas',
      '$1 to $2',
      'Up to $2,000 a month',
      '3 bedrooms',
      'Bathrooms: 2 or more',
      'At least 10 sq ft',
      'Built in 1990 or later',
      'Words: “garden”',
      'Park',
      'Within the map’s view',
      'Smallest Area',
    ]);
    expect(describeSearch(query('location=Japan'), tJa, fJa)).toEqual(['東京（日本）']);
    expect(describeSearch(query('bathsMin=2&builtFrom=1990'), tJa, fJa)).toEqual([
      '浴室2室以上',
      '1990年以降の建築',
    ]);
  });

  it('says a station search in words, the station named in the page language', () => {
    const shibuya = (lang: 'en' | 'ja') => () => (lang === 'ja' ? '渋谷駅' : 'Shibuya');
    const words = (search: string, lang: 'en' | 'ja') =>
      describeSearch(
        query(search),
        lang === 'ja' ? tJa : tEn,
        lang === 'ja' ? fJa : fEn,
        'sqft',
        shibuya(lang),
      );
    expect(words('station=Shibuya&walkMax=10', 'en')).toEqual(['Within 10 min walk of Shibuya']);
    expect(words('station=shibuya&walkMax=10', 'ja')).toEqual(['渋谷駅 徒歩10分以内']);
    expect(words('station=shibuya', 'en')).toEqual(['Near Shibuya']);
    expect(words('station=shibuya', 'ja')).toEqual(['渋谷駅の近く']);
    expect(words('walkMax=5', 'en')).toEqual(['Within 5 min walk of a station']);
    expect(words('walkMax=5', 'ja')).toEqual(['駅徒歩5分以内']);
    // A station the site no longer has is named as the address gives it.
    expect(describeSearch(query('station=gone&walkMax=5'), tEn, fEn)).toEqual([
      'Within 5 min walk of gone',
    ]);
  });
});

describe('the saved search form', () => {
  const parse = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return parseWithZod(form, { schema: savedSearchSchema });
  };
  it('asks for a name of at most 80 characters and a whole id', () => {
    expect(parse({ intent: 'save', name: 'Mine', query: 'a=b' }).status).toBe('success');
    expect(parse({ intent: 'save', name: '  ' }).reply().error?.name).toEqual(['required']);
    expect(parse({ intent: 'save', name: 'x'.repeat(81) }).reply().error?.name).toEqual(['max:80']);
    expect(parse({ intent: 'rename', id: '1.5', name: 'A' }).status).not.toBe('success');
    expect(parse({ intent: 'delete', id: '7' }).status).toBe('success');
    expect(parse({ intent: 'other', id: '7' }).status).not.toBe('success');
  });
});
