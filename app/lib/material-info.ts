/**
 * A UK home's material information (docs/product.md#material-information, ADR 0130): its tenure
 * (with the years a lease has left), its council tax band and its energy rating (EPC), which
 * National Trading Standards asks every UK listing to give. Pure: the form, the page, the feeds and
 * the generator read it alike.
 */

export const TENURES = ['freehold', 'leasehold', 'share_of_freehold'] as const;
export type Tenure = (typeof TENURES)[number];

export const COUNCIL_TAX_BANDS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
export type CouncilTaxBand = (typeof COUNCIL_TAX_BANDS)[number];

export const EPC_RATINGS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EpcRating = (typeof EPC_RATINGS)[number];

/** The years a lease may have left: a lease of 999 years is the longest granted. */
export const LEASE_YEARS = [1, 999] as const;

export type MaterialInfo = {
  tenure: Tenure | null;
  leaseYearsLeft: number | null;
  councilTaxBand: CouncilTaxBand | null;
  epcRating: EpcRating | null;
};

export const NO_MATERIAL_INFO: MaterialInfo = {
  tenure: null,
  leaseYearsLeft: null,
  councilTaxBand: null,
  epcRating: null,
};

/**
 * Whether a home in `location` gives material information: a home in the United Kingdom, whose
 * place ends in "UK" as the form's section reads it (docs/product.md#places).
 */
export function givesMaterialInfo(location: string) {
  return /, UK$/.test(location);
}

/**
 * What a UK listing lacks before it may be published (status other than draft): its tenure and
 * its council tax band, the facts a buyer or tenant cannot find elsewhere (an office pays business
 * rates instead, so it has no band). Empty when nothing is lacking or the home is not in the UK.
 */
export function missingMaterialInfo(home: {
  location?: unknown;
  category?: unknown;
  status?: unknown;
  tenure?: unknown;
  councilTaxBand?: unknown;
}): ('tenure' | 'councilTaxBand')[] {
  if (typeof home.location !== 'string' || !givesMaterialInfo(home.location)) return [];
  if (home.status === 'draft') return [];
  const missing: ('tenure' | 'councilTaxBand')[] = [];
  if (!home.tenure) missing.push('tenure');
  if (!home.councilTaxBand && home.category !== 'Office') missing.push('councilTaxBand');
  return missing;
}

export const isTenure = (value: unknown): value is Tenure =>
  typeof value === 'string' && (TENURES as readonly string[]).includes(value);
