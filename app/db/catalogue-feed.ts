import { resoToSite, siteToReso } from '~/lib/reso/mapping';
import type { ResoRecord } from '~/lib/reso/record';

import { catalogueMapping } from './home-columns';
import type * as schema from './schema';
import { searchFields } from './search-words';

type NewPropertyRow = typeof schema.properties.$inferInsert;

/** What a home's search text is made of (`searchFields`). */
const SEARCHED = [
  'name',
  'location',
  'category',
  'listingType',
  'orientation',
  'rentalTerms',
  'description',
  'neighbourhood',
  'nameJa',
  'descriptionJa',
] as const satisfies (keyof NewPropertyRow)[];
type RowsBatch = {
  properties: NewPropertyRow[];
  reviews: (typeof schema.reviews.$inferInsert)[];
  words: string[];
};

/**
 * The generated catalogue goes through the listing-feed door (docs/product.md#listing-feeds, ADR
 * 0116): each batch of generated homes is written as RESO records, its `ListingKey` the home's
 * number, and read back by the importer's mapping, which refuses what it would refuse in an
 * agency's feed. What it reads is what the batch writer stores, so every new site's first start
 * runs the import path over its whole catalogue.
 */
export function catalogueAsFeed(homes: NewPropertyRow[]): ResoRecord[] {
  return homes.map((home) =>
    siteToReso({ ...home, listingKey: String(home.id) }, catalogueMapping),
  );
}

/**
 * The importer's batched mode for the generated catalogue: records read by the same mapping as a
 * feed's, as rows for the batch writer (`bulkInsert`), with the numbers and review counters the
 * generator gave them. A refused record stops the fill: generated data must always read.
 */
export function catalogueFromFeed(
  records: ResoRecord[],
  given: Pick<
    NewPropertyRow,
    'id' | 'reviewCount' | 'ratingTotal' | 'searchText' | 'searchWords'
  >[],
): NewPropertyRow[] {
  return records.map((record, n) => {
    const mapped = resoToSite(record, catalogueMapping);
    if (!mapped.ok)
      throw new Error(
        `The generated home ${String(record.ListingKey)} was refused: ${mapped.problem.code} ${JSON.stringify(mapped.problem.params)}`,
      );
    const home = {
      ...(mapped.fields as NewPropertyRow),
      resoFields: Object.keys(mapped.resoFields).length > 0 ? mapped.resoFields : null,
      id: given[n]!.id,
      reviewCount: given[n]!.reviewCount,
      ratingTotal: given[n]!.ratingTotal,
    };
    // The search text is made from the words a home shows: when the feed gave back the words
    // the generator made it from, it is the generator's, and is not made twice.
    const text = SEARCHED.every(
      (column) => (home[column] ?? null) === ((given[n] as NewPropertyRow)[column] ?? null),
    )
      ? { searchText: given[n]!.searchText, searchWords: given[n]!.searchWords }
      : searchFields(home);
    return { ...home, ...text };
  });
}

/** A batch of generated homes, through the feed and back (its reviews and words as they were). */
export function batchThroughFeed(batch: RowsBatch): RowsBatch {
  return {
    ...batch,
    properties: catalogueFromFeed(catalogueAsFeed(batch.properties), batch.properties),
  };
}
