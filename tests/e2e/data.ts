import { buildProperty, seededFaker } from '../../app/db/factories';
import { DEFAULT_SEED_COUNTS, SEEDS } from '../../app/db/seed.server';

/**
 * The homes the end-to-end server's fresh database holds, made again from the same seeded
 * generator, so browser tests can check the results they see against an independent computation
 * (the server's database is open in the server process and cannot be read at the same time).
 */
export function seededProperties() {
  const faker = seededFaker(SEEDS.properties);
  return Array.from({ length: DEFAULT_SEED_COUNTS.properties }, (_, index) => ({
    id: index + 1,
    ...buildProperty(faker, index),
  }));
}

export type SeededProperty = ReturnType<typeof seededProperties>[number];

/** The search's text (schema.ts `search_text`): the fields a keyword may match. */
export function searchText(p: SeededProperty) {
  return [
    p.name,
    p.location,
    p.category,
    p.listingType,
    p.orientation,
    p.rentalTerms ?? '',
    p.description.replace(/\]\([^)]*\)/g, ']'),
  ]
    .join(' ')
    .toLowerCase();
}
