import { describe, expect, it } from 'vitest';

import { ODataQueryError, parseFilter, parseResoQuery } from './odata-query';

const query = (text: string) => parseResoQuery(new URLSearchParams(text));

describe('parseFilter', () => {
  it('reads comparisons, and, or, not and the text functions into our own tree', () => {
    expect(parseFilter("City eq 'Tokyo' and ListPrice lt 500000")).toEqual({
      kind: 'and',
      left: {
        kind: 'compare',
        op: 'eq',
        field: 'City',
        literal: { kind: 'string', value: 'Tokyo' },
      },
      right: {
        kind: 'compare',
        op: 'lt',
        field: 'ListPrice',
        literal: { kind: 'integer', value: 500000 },
      },
    });
    expect(parseFilter("not (contains(PublicRemarks,'it''s') or BedroomsTotal ge 3.5)")).toEqual({
      kind: 'not',
      operand: {
        kind: 'or',
        left: { kind: 'text', method: 'contains', field: 'PublicRemarks', value: "it's" },
        right: {
          kind: 'compare',
          op: 'ge',
          field: 'BedroomsTotal',
          literal: { kind: 'decimal', value: '3.5' },
        },
      },
    });
    // A literal first says the same as the field first.
    expect(parseFilter('500000 gt ListPrice')).toEqual(parseFilter('ListPrice lt 500000'));
    expect(parseFilter('ModificationTimestamp gt 2026-11-28T07:00:00.123Z')).toMatchObject({
      literal: { kind: 'timestamp', value: '2026-11-28T07:00:00.123Z' },
    });
    expect(parseFilter('Latitude eq null')).toMatchObject({ literal: { kind: 'null' } });
    // Line breaks and percent signs inside a string are the string's own.
    expect(parseFilter("PublicRemarks eq 'a\n%20b'")).toMatchObject({
      literal: { kind: 'string', value: 'a\n%20b' },
    });
  });

  it.each([
    'City eq',
    "Nope eq 'x'",
    'City eq 5',
    "ListPrice gt 'cheap'",
    'ListPrice lt null',
    'City eq ListingKey',
    'ListPrice add 1 eq 2',
    "substringof('a',City)",
    "contains(ListPrice,'1')",
    'ListPrice eq 99999999999999999999',
    "City in ('Tokyo')",
  ])('refuses %s', (text) => {
    expect(() => parseFilter(text)).toThrow(ODataQueryError);
  });
});

describe('parseResoQuery', () => {
  it('reads the system query options', () => {
    expect(
      query(
        '$select=City,ListPrice&$orderby=ListPrice desc,City&$top=10&$skip=20&$count=true&$expand=Media',
      ),
    ).toEqual({
      filter: null,
      select: ['City', 'ListPrice'],
      orderBy: [
        { field: 'ListPrice', descending: true },
        { field: 'City', descending: false },
      ],
      top: 10,
      skip: 20,
      count: true,
      expandMedia: true,
    });
    expect(query('$select=*').select).toBeNull();
  });

  it.each([
    '$top=1001',
    '$top=-1',
    '$skip=x',
    '$count=1',
    '$orderby=Nope',
    '$select=Media/MediaURL',
    '$expand=Agent',
    '$format=xml',
    '$apply=groupby((City))',
    '$top=1&$top=2',
  ])('refuses %s', (text) => {
    expect(() => query(text)).toThrow(ODataQueryError);
  });
});
