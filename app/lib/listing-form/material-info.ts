import * as z from 'zod/mini';

import { required } from '~/lib/forms/messages';
import {
  COUNCIL_TAX_BANDS,
  EPC_RATINGS,
  givesMaterialInfo,
  LEASE_YEARS,
  missingMaterialInfo,
  NO_MATERIAL_INFO,
  type MaterialInfo,
} from '~/lib/material-info';
import { TENURES } from '~/lib/material-info';

/**
 * The listing form's material information (docs/product.md#material-information, ADR 0130):
 * shown when the city is in the UK, where a listing is not published without its tenure and its
 * council tax band, and a leasehold names the years its lease has left.
 */
export const MATERIAL_FIELDS = ['tenure', 'leaseYearsLeft', 'councilTaxBand', 'epcRating'] as const;

const [LEASE_MIN, LEASE_MAX] = LEASE_YEARS;

export const materialSchemaFields = {
  tenure: z.optional(z.enum(TENURES, { error: 'invalid' })),
  leaseYearsLeft: z.optional(
    z.pipe(
      z.string().check(z.trim(), z.regex(/^\d{1,4}$/, { error: 'number' })),
      z.pipe(
        z.transform((value: string) => Number(value)),
        z.number().check(
          z.refine((n) => n >= LEASE_MIN && n <= LEASE_MAX, {
            error: `range:${LEASE_MIN}:${LEASE_MAX}`,
          }),
        ),
      ),
    ),
  ),
  councilTaxBand: z.optional(z.enum(COUNCIL_TAX_BANDS, { error: 'invalid' })),
  epcRating: z.optional(z.enum(EPC_RATINGS, { error: 'invalid' })),
};

type Shape = { location: unknown } & Record<string, unknown>;

/** Said alongside the form's other messages, not only once every other field is right. */
const always = { when: () => true };

/** The rule's checks on the whole listing: what a UK home lacks, and a lease without its years. */
export const materialChecks = [
  z.refine((value: unknown) => !missingMaterialInfo(value as Shape).includes('tenure'), {
    error: 'materialInfo',
    path: ['tenure'],
    ...always,
  }),
  z.refine((value: unknown) => !missingMaterialInfo(value as Shape).includes('councilTaxBand'), {
    error: 'materialInfo',
    path: ['councilTaxBand'],
    ...always,
  }),
  z.refine(
    (value: unknown) => {
      const shape = value as Shape;
      return (
        !(typeof shape.location === 'string' && givesMaterialInfo(shape.location)) ||
        shape.tenure !== 'leasehold' ||
        (shape.leaseYearsLeft !== undefined && shape.leaseYearsLeft !== '')
      );
    },
    { error: required, path: ['leaseYearsLeft'], ...always },
  ),
];

/** The home's columns from a checked listing: the UK's facts, none elsewhere, years for a lease. */
export function materialHomeFields(input: {
  location: string;
  tenure?: MaterialInfo['tenure'] | undefined;
  leaseYearsLeft?: number | undefined;
  councilTaxBand?: MaterialInfo['councilTaxBand'] | undefined;
  epcRating?: MaterialInfo['epcRating'] | undefined;
}): MaterialInfo {
  if (!givesMaterialInfo(input.location)) return NO_MATERIAL_INFO;
  const tenure = input.tenure ?? null;
  return {
    tenure,
    leaseYearsLeft: tenure && tenure !== 'freehold' ? (input.leaseYearsLeft ?? null) : null,
    councilTaxBand: input.councilTaxBand ?? null,
    epcRating: input.epcRating ?? null,
  };
}
