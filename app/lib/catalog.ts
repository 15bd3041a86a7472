/**
 * The product's fixed lists and constants (docs/product.md#constants-and-limits): one list of
 * locations and one of property types, used by the data and the search bar. A location is a city
 * with its state and country (docs/product.md#places), so a search for a country finds its cities.
 */
export const LOCATIONS = [
  'New York, USA',
  'London, UK',
  'Los Angeles, California, USA',
  'Paris, France',
  'Moscow, Russia',
  'Istanbul, Turkey',
  'Copenhagen, Denmark',
  'Tokyo, Japan',
  'Phnom Penh, Cambodia',
] as const;

export const PROPERTY_TYPES = [
  'Apartment',
  'Condo',
  'Villa',
  'Cabin',
  'Studio',
  'Office',
  'Luxury',
  'Duplex',
] as const;

export const BLOG_CATEGORIES = [
  'Marketing',
  'Management',
  'Life Style',
  'Development',
  'Product',
] as const;

export const LISTING_TYPES = ['sale', 'rent'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/** The twelve amenity flags (docs/product.md#home-details), spelt right. */
export const AMENITIES = [
  'hasSwimmingPool',
  'hasInternet',
  'hasFencing',
  'hasAirCondition',
  'hasTransportHub',
  'hasSupermarketAndStore',
  'hasDishwasher',
  'hasClinic',
  'hasSchool',
  'hasPark',
  'hasFloorCovering',
  'hasWardrobe',
] as const;
export type Amenity = (typeof AMENITIES)[number];

/** The sort modes (docs/product.md#sorting); the first is the default. */
export const SORT_MODES = [
  'latest',
  'price-asc',
  'price-desc',
  'area-desc',
  'area-asc',
  'monthly-asc',
  'confirmed',
  // The cash it takes to move in, lowest first (docs/product.md#move-in-cost).
  'movein-asc',
] as const;
export type SortMode = (typeof SORT_MODES)[number];

export const PROPERTIES_PER_PAGE = 6;
export const BLOGS_PER_PAGE = 6;
export const MAY_BE_LIKE_COUNT = 6;
export const RECENT_POSTS_COUNT = 4;
export const PRICE_FLOOR = 0;
export const PRICE_CEILING = 1_000_000;
/** The search bar's price slider for rentals: dollars a month. */
export const RENT_PRICE_CEILING = 20_000;
export const REVIEW_NAME_MAX = 80;
export const REVIEW_MESSAGE_MAX = 300;
export const DEFAULT_RATING = 5;
/** The rule of thumb for a renter's yearly income, in monthly rents (docs/product.md#home-details). */
export const RENT_INCOME_MULTIPLE = 40;
export const COMMENT_NAME_MAX = 80;
export const COMMENT_MESSAGE_MAX = 1000;
export const PAGINATION_OFFSET = 2;
export const BREAKPOINTS = { desktop: 1024, tablet: 768, mobile: 375 } as const;
export const DROPDOWN_CLOSE_DELAY_MS = 500;
export const COPYRIGHT_START_YEAR = 2022;
export const PHONE = '+1 (555) 010-2030';
