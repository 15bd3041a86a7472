import type { Currency } from '~/lib/money';
import { useNonce } from '~/components/nonce';
import type { Photo } from '~/lib/photos/photo';
import type { ListingType } from '~/lib/catalog';
import { serializeJsonLd } from '~/lib/json-ld';
import { listingStatus, type ListingStatus } from '~/lib/listing-status';
import type { MaterialInfo } from '~/lib/material-info';

export type ListingForJsonLd = {
  /** The listing's currency, its price's (docs/product.md#money). */
  currency: Currency;
  name: string;
  listingType: ListingType;
  status: ListingStatus;
  category: string;
  location: string;
  price: number;
  numberOfBeds: number;
  numberOfBathrooms: number;
  numberOfArea: number;
  photos: Photo[];
  createdAt: Date | string;
} & Partial<MaterialInfo>;

/** A tenure as schema.org readers (and the UK's portals) write it. */
const TENURE_WORDS = {
  freehold: 'Freehold',
  leasehold: 'Leasehold',
  share_of_freehold: 'Share of freehold',
} as const;

/**
 * A UK home's material information (docs/product.md#material-information), which schema.org
 * has no names for, as the place's `additionalProperty` values; nothing for other homes.
 */
function materialProperties(p: Partial<MaterialInfo>) {
  const values: [string, string | number | null | undefined][] = [
    ['Tenure', p.tenure ? TENURE_WORDS[p.tenure] : null],
    ['Lease years remaining', p.leaseYearsLeft],
    ['Council tax band', p.councilTaxBand],
    ['EPC rating', p.epcRating],
  ];
  const given = values.filter(([, value]) => value !== null && value !== undefined);
  return given.length === 0
    ? {}
    : {
        additionalProperty: given.map(([name, value]) => ({
          '@type': 'PropertyValue',
          name,
          value,
        })),
      };
}

/** schema.org data for search engines: the listing, its offer and, when rated, its rating. */
export function listingJsonLd({
  listing: p,
  url,
  origin,
  description,
  average,
  reviewCount,
  seller,
}: {
  listing: ListingForJsonLd;
  seller?: object | null;
  url: string;
  origin: string;
  description: string;
  average: number | null;
  reviewCount: number;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: p.name,
    description,
    url,
    image: p.photos.map((photo) => origin + photo.original),
    datePosted: new Date(p.createdAt).toISOString(),
    about: {
      '@type': 'Accommodation',
      name: p.name,
      accommodationCategory: p.category,
      numberOfBedrooms: p.numberOfBeds,
      // 0 is "not given" (lib/given-fact.ts): left out rather than claimed.
      ...(p.numberOfBathrooms > 0 && { numberOfBathroomsTotal: p.numberOfBathrooms }),
      floorSize: { '@type': 'QuantitativeValue', value: p.numberOfArea, unitCode: 'FTK' },
      address: { '@type': 'PostalAddress', addressLocality: p.location },
      ...materialProperties(p),
    },
    offers: {
      '@type': 'Offer',
      price: p.price,
      priceCurrency: p.currency,
      // Follows the status: InStock, Reserved under offer, SoldOut once sold or let (ADR 0103).
      availability: listingStatus(p.status, p.listingType).availability,
      // Who lists it, with the agency behind them (docs/product.md#agencies), made by the loader.
      ...(seller && { seller }),
      businessFunction:
        p.listingType === 'rent'
          ? 'http://purl.org/goodrelations/v1#LeaseOut'
          : 'http://purl.org/goodrelations/v1#Sell',
      ...(p.listingType === 'rent' && {
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: p.price,
          priceCurrency: p.currency,
          unitCode: 'MON',
        },
      }),
    },
    ...(average !== null && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: Number(average.toFixed(1)),
        reviewCount,
        bestRating: 5,
        worstRating: 0,
      },
    }),
  };
}

/** The listing's JSON-LD, carrying this response's CSP nonce (ADR 0002). */
export function ListingJsonLd({ data }: { data: unknown }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce || undefined}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
