import type { ListingType } from './catalog';
import type { Currency } from './money';
import type { ListingStatus } from './listing-status';

/**
 * A home as a card shows it (lists, the home pages, saved homes, "You may also like"): the one
 * shape the models select (`cardColumns`) and the card and its neighbours read.
 */
export type PropertyCardData = {
  id: number;
  name: string;
  /** A generated home's name in Japanese (docs/product.md#generated-data-in-two-languages). */
  nameJa: string | null;
  listingType: ListingType;
  /** Its chip reads For sale, For rent, Under offer, Sold or Let (ADR 0103). */
  status: ListingStatus;
  location: string;
  category: string;
  /** In the listing's currency (docs/product.md#money). */
  price: number;
  currency: Currency;
  /** The price in whole dollars at the site's rates: what the search compares (ADR 0121). */
  priceUsd: number;
  numberOfBeds: number;
  /** An office's rooms, which its card shows instead of bedrooms. */
  numberOfLivingRooms: number;
  numberOfBathrooms: number;
  numberOfArea: number;
  /**
   * Its layout code (間取り, "2LDK"), null where there is none (docs/product.md#the-layout-code);
   * cards made elsewhere leave it out.
   */
  layout?: string | null;
  /** The first photo's thumbnail. */
  cover: string;
  reviewCount: number;
  ratingTotal: number;
  createdAt: Date;
  /**
   * The latest price change lowered the price and is at most 14 days old
   * (docs/product.md#saved-searches-and-price-history); cards made elsewhere leave it out.
   */
  priceReduced?: boolean;
  /** When its lister last confirmed it (docs/product.md#freshness); cards made elsewhere leave it out. */
  confirmedAt?: Date;
  /**
   * The agency a home of an agency is listed by, named on its card as listing-display rules ask
   * (docs/product.md#agencies); null for an owner's home; cards made elsewhere leave it out.
   */
  agency?: CardAgency | null;
  /**
   * Its next open house's start as the home's clock shows it (`YYYY-MM-DDTHH:MM`), none when none
   * is to come (docs/product.md#open-houses); cards made elsewhere leave it out.
   */
  openHouseAt?: string | null;
};

/** An agency as a card names it. */
export type CardAgency = { name: string; nameJa: string | null; licence: string | null };
