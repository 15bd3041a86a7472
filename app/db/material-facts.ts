import { Faker, en } from '@faker-js/faker';

import {
  COUNCIL_TAX_BANDS,
  givesMaterialInfo,
  NO_MATERIAL_INFO,
  type EpcRating,
  type MaterialInfo,
} from '~/lib/material-info';
import { DEFAULT_RATES } from '~/lib/money';

/**
 * A generated London home's material information (docs/product.md#generated-data, ADR 0130),
 * drawn from a stream of its own so the rest of the home is drawn as before: flats mostly
 * leasehold with 80 to 990 years left (some a share of the freehold), houses freehold; the council
 * tax band by what the home is worth (a rental by its rent at London's gross yield); an EPC
 * rating by its age, given for nearly all.
 */

/** Flats and maisonettes: sold on a lease in London unless the owners bought the freehold. */
const FLATS = new Set(['Apartment', 'Condo', 'Studio', 'Duplex']);

/** London's gross rental yield (app/db/places.ts), to value a rental for its band. */
const LONDON_YIELD = 0.037;

/**
 * The bands' upper bounds in today's pounds: the 1991 valuation bands (A up to £40,000 … H over
 * £320,000) at London's rise in prices since, about fivefold, rounded.
 */
const BAND_TOPS = [200_000, 260_000, 340_000, 420_000, 600_000, 800_000, 1_600_000];

export function materialFacts(
  index: number,
  home: {
    location: string;
    category: string;
    listingType: 'sale' | 'rent';
    priceUsd: number;
    built: number;
  },
): MaterialInfo {
  if (!givesMaterialInfo(home.location)) return NO_MATERIAL_INFO;
  const faker = new Faker({ locale: [en] });
  faker.seed(90_000 + index);
  const flat = FLATS.has(home.category);
  const draw = faker.number.float();
  const tenure = flat
    ? draw < 0.78
      ? 'leasehold'
      : draw < 0.95
        ? 'share_of_freehold'
        : 'freehold'
    : draw < 0.92
      ? 'freehold'
      : 'leasehold';
  const lease = faker.number.float();
  const leaseYearsLeft =
    tenure === 'freehold'
      ? null
      : lease < 0.6
        ? faker.number.int({ min: 80, max: 125 })
        : lease < 0.85
          ? faker.number.int({ min: 126, max: 250 })
          : faker.number.int({ min: 900, max: 990 });
  const pounds =
    (home.priceUsd * DEFAULT_RATES.perUsd.GBP) /
    (home.listingType === 'rent' ? LONDON_YIELD / 12 : 1);
  const band = BAND_TOPS.findIndex((top) => pounds <= top);
  // An office pays business rates, not council tax.
  const councilTaxBand =
    home.category === 'Office' ? null : COUNCIL_TAX_BANDS[band === -1 ? BAND_TOPS.length : band]!;
  const epc: EpcRating =
    home.built >= 2012
      ? 'B'
      : home.built >= 1990
        ? 'C'
        : flat
          ? faker.datatype.boolean()
            ? 'C'
            : 'D'
          : faker.helpers.arrayElement(['D', 'D', 'E', 'F'] as const);
  return {
    tenure,
    leaseYearsLeft,
    councilTaxBand,
    epcRating: faker.number.float() < 0.93 ? epc : null,
  };
}
