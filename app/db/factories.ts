import { Faker, en } from '@faker-js/faker';

import {
  commentText,
  JAPANESE_COMMENTERS,
  JAPANESE_REVIEWERS_IN_TOKYO,
  reviewText,
  visitor,
} from './visitor-text';
import { generatedHomeArt, tourSeed } from '~/lib/art-seeds';
import { artUrl, avatarUrl } from '~/lib/art-url';
import { AMENITIES, LOCATIONS, PROPERTY_TYPES, type Amenity } from '~/lib/catalog';
import { homePoint } from '~/lib/map/home-point';
import {
  CITY_CURRENCY,
  DEFAULT_RATES,
  localPrice,
  priceStep,
  toUsd,
  type Currency,
} from '~/lib/money';
import { moveInTotal } from '~/lib/move-in-cost';
import { storedFloorPlanDescription } from '~/lib/stored-floor-plan-text';

import { HOME, sentences } from './prose';
import { buildHomeFacts } from './home-facts';
import { materialFacts } from './material-facts';
import { buildListingTerms } from './generated-terms';
import { buildHomeText } from './home-text';
import { buildPostText } from './post-text';
import { TESTIMONIALS } from './testimonial-text';
import { buildAddress } from './places';
import { AGENCIES, AUTHOR_NAMES, agentName } from './people-names';
import { searchFields } from './search-words';
import type { agents, authors, blogs, comments, properties, reviews, testimonials } from './schema';

/**
 * Deterministic generated data (docs/product.md#generated-data: fixed seeds). Each kind of record
 * has its own seeded generator, so changing one count leaves the other kinds' records as they were.
 */
export function seededFaker(seed: number) {
  return new Faker({ locale: [en], seed });
}

/** Dates count back from a fixed day, not from today, so every start makes the same data. */
export const DATA_EPOCH = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;

export const BLOG_TAGS = [
  'Buying',
  'Selling',
  'Renting',
  'Mortgage',
  'Investment',
  'Interior',
  'Design',
  'Neighbourhoods',
  'Market Trends',
  'First Home',
  'Renovation',
  'Sustainability',
  'Smart Home',
  'Finance',
] as const;

const ORIENTATIONS = [
  'North',
  'South',
  'East',
  'West',
  'North-East',
  'North-West',
  'South-East',
  'South-West',
];
const RENTAL_TERMS = [
  '12-month lease, one month deposit',
  '6-month minimum, two months deposit',
  'Month-to-month, one month deposit',
  '24-month lease, utilities included',
  '12-month lease, pets welcome',
];
/** What a generated Tokyo lease says: two years, as Tokyo's leases run. */
const TOKYO_TERMS = '24-month lease, one month deposit';
export type NewProperty = typeof properties.$inferInsert;

/** Generated agents: each covers one place first (`agentFor`) and lists its homes. */
export const GENERATED_AGENTS = 36;

/** A language each place's agents may speak besides English. */
const PLACE_LANGUAGES = ['es', 'fr', 'es', 'fr', 'ru', 'tr', 'da', 'ja', 'km'];

/** The generated agent who lists the home at `index` in `location`: one of those covering it. */
export function agentFor(location: string, index: number) {
  const place = Math.max(0, LOCATIONS.indexOf(location as (typeof LOCATIONS)[number]));
  const covering = Math.ceil((GENERATED_AGENTS - place) / LOCATIONS.length);
  return place + 1 + LOCATIONS.length * (index % covering);
}

/** The generated agent with this id (1-based): first of all the place `agentFor` gives it. */
export function buildAgent(faker: Faker, id: number): typeof agents.$inferInsert {
  const place = (id - 1) % LOCATIONS.length;
  const second = LOCATIONS[(place + 1 + faker.number.int({ max: 7 })) % LOCATIONS.length]!;
  const weekend = faker.datatype.boolean({ probability: 0.4 });
  // A name of the city's people in both languages (docs/product.md#generated-people-and-firms);
  // faker's name is still drawn, and left unused, so the agent's other draws stay as they were.
  faker.person.fullName();
  const [name, nameJa] = agentName(place, Math.floor((id - 1) / LOCATIONS.length));
  const [agency, agencyJa] = pick(faker, AGENCIES);
  return {
    id,
    name,
    nameJa,
    agency,
    agencyJa,
    phone: `+1 (555) 0${faker.number.int({ min: 10, max: 99 })}-${faker.string.numeric(4)}`,
    languages: faker.datatype.boolean({ probability: 0.6 })
      ? ['en', PLACE_LANGUAGES[place]!]
      : ['en'],
    areas: faker.datatype.boolean({ probability: 0.5 })
      ? [LOCATIONS[place]!, second]
      : [LOCATIONS[place]!],
    viewingHours: {
      days: weekend ? [1, 2, 3, 4, 5, 6] : [1, 2, 3, 4, 5],
      from: pick(faker, ['08:30', '09:00', '10:00']),
      to: pick(faker, ['17:00', '18:00', '19:00']),
    },
  };
}
export type NewReview = Omit<typeof reviews.$inferInsert, 'propertyId'>;

function pick<T>(faker: Faker, list: readonly T[]): T {
  return faker.helpers.arrayElement(list);
}

/** One property; `index` makes its artwork and dates differ from its neighbours'. */
export function buildProperty(faker: Faker, index: number): NewProperty {
  const category = pick(faker, PROPERTY_TYPES);
  const location = pick(faker, LOCATIONS);
  const rent = faker.number.int({ min: 0, max: 99 }) < 45;
  const facts = buildHomeFacts(faker, category, location, rent);
  // Priced in the city's currency, at a step its listings use (docs/product.md#money).
  const currency = CITY_CURRENCY[location];
  const price = localPrice(facts.price, currency, rent, DEFAULT_RATES);
  const place = buildAddress(faker, location);
  const photoCount = faker.number.int({ min: 4, max: 6 });
  // The plans' texts come from their rooms; the sentences are still drawn to keep the stream.
  const floorsWanted = faker.number.int({ min: 1, max: 3 });
  for (let n = 0; n < floorsWanted; n++) sentences(faker, HOME, 1);
  const amenities = Object.fromEntries(
    AMENITIES.map((key) => [key, faker.datatype.boolean({ probability: 0.55 })]),
  ) as Record<Amenity, boolean>;
  const text = buildHomeText(faker, { category, location, place, rent, amenities, ...facts });
  // The record's first draw, taken just before it so that the stream of draws stays as it was.
  const kitchens =
    category === 'Studio' || category === 'Office' ? 1 : faker.number.int({ min: 1, max: 2 });
  // What the pictures, the plans and the tour are drawn from (ADR 0071, ADR 0076).
  const rooms = {
    category,
    beds: facts.beds,
    baths: facts.baths,
    kitchens,
    livingRooms: facts.livingRooms,
    area: facts.area,
  };
  const home = {
    name: text.name,
    nameJa: text.nameJa,
    listingType: rent ? ('rent' as const) : ('sale' as const),
    location,
    neighbourhood: place.neighbourhood,
    address: text.address,
    addressJa: text.addressJa,
    category,
    price,
    currency,
    priceUsd: toUsd(price, currency, DEFAULT_RATES),
    numberOfBeds: facts.beds,
    numberOfBathrooms: facts.baths,
    numberOfArea: facts.area,
    numberOfKitchen: kitchens,
    numberOfLivingRooms: facts.livingRooms,
    built: faker.number.int({ min: 1950, max: 2025 }),
    garageSize: faker.number.int({ min: 0, max: 3 }),
    orientation: pick(faker, ORIENTATIONS),
    plotSize: facts.area + faker.number.int({ min: 0, max: 12_000 }),
    rentalTerms: rent ? pick(faker, RENTAL_TERMS) : null,
    // A video tour (an animated drawing of the home's outside and rooms) for most listings.
    video: faker.datatype.boolean({ probability: 0.7 })
      ? artUrl('tour', tourSeed(String(index), rooms), 'full')
      : null,
    description: text.description,
    descriptionJa: text.descriptionJa,
    ...amenities,
    agentId: agentFor(location, index),
    ...homePoint(location, index, place.neighbourhood),
    createdAt: new Date(DATA_EPOCH - faker.number.int({ min: 0, max: 730 * DAY })),
  };
  // Tokyo's leases run two years (docs/product.md#rental-and-sale-terms); the draw above is kept.
  if (rent && location === 'Tokyo, Japan') home.rentalTerms = TOKYO_TERMS;
  // Its terms as its market states them, and the cash it takes to move in (ADR 0131, ADR 0132).
  const terms = buildListingTerms({
    index,
    location,
    category,
    rent,
    price,
    currency,
    area: facts.area,
    rentalTerms: home.rentalTerms,
  });
  const moveIn = moveInTotal({ ...home, ...terms }, DEFAULT_RATES);
  const money = { ...terms, moveIn, moveInUsd: toUsd(moveIn, currency, DEFAULT_RATES) };
  // The pictures and plans drawn from the home's facts (ADR 0071).
  const art = generatedHomeArt(index, rooms, photoCount, floorsWanted, (floor, floors) =>
    storedFloorPlanDescription(rooms, floor, floors),
  );
  // A London home's material information, drawn apart (ADR 0130).
  const material = materialFacts(index, home);
  return { ...home, ...money, ...material, ...art, ...searchFields(home) };
}

/**
 * A review of a home in `location`: a Tokyo home's reviewers are mostly Japanese and write in
 * Japanese (app/db/visitor-text.ts).
 */
export function buildReview(faker: Faker, after: Date, location?: string): NewReview {
  const japanese =
    location === 'Tokyo, Japan' && faker.number.float() < JAPANESE_REVIEWERS_IN_TOKYO;
  const { name, email } = visitor(faker, japanese);
  return {
    name,
    email,
    rating: faker.number.int({ min: 3, max: 5 }),
    message: reviewText(faker, japanese),
    createdAt: new Date(
      Math.min(DATA_EPOCH, after.getTime() + faker.number.int({ min: 1, max: 90 }) * DAY),
    ),
  };
}

export type NewBlog = typeof blogs.$inferInsert & { tags: string[] };

/** The seed of the order in which the posts take their subjects and cities. */
const POST_ORDER_SEED = 4_242;

function excerptOf(markdown: string) {
  const first = markdown.split('\n')[0] ?? '';
  return first.length > 180 ? `${first.slice(0, 177).trimEnd()}…` : first;
}

export function buildBlog(faker: Faker, index: number, authorIds: number[]): NewBlog {
  const post = buildPostText(faker, () => seededFaker(POST_ORDER_SEED), index);
  return {
    title: post.title,
    titleJa: post.titleJa,
    category: post.category,
    authorId: pick(faker, authorIds),
    thumbnail: artUrl('blog', String(index), 'thumb'),
    photo: artUrl('blog', String(index), 'full'),
    markdown: post.markdown,
    markdownJa: post.markdownJa,
    excerpt: excerptOf(post.markdown),
    excerptJa: excerptOf(post.markdownJa),
    createdAt: new Date(DATA_EPOCH - faker.number.int({ min: 0, max: 900 * DAY })),
    tags: post.tags,
  };
}

/** The blog's author at `index` (0-based), with their name as a Japanese reader writes it. */
export function buildAuthor(index: number): typeof authors.$inferInsert {
  const [latin, nameJa] = AUTHOR_NAMES[index % AUTHOR_NAMES.length]!;
  const [firstName = latin, ...rest] = latin.split(' ');
  return {
    firstName,
    lastName: rest.join(' '),
    nameJa,
    photo: avatarUrl(latin, 'thumb'),
  };
}

export function buildComment(
  faker: Faker,
  after: Date,
): Omit<typeof comments.$inferInsert, 'blogId'> {
  // The blog is read in both languages: some of its commenters write in Japanese.
  const japanese = faker.number.float() < JAPANESE_COMMENTERS;
  const { name, email } = visitor(faker, japanese);
  return {
    name,
    email,
    content: commentText(faker, japanese),
    createdAt: new Date(
      Math.min(DATA_EPOCH, after.getTime() + faker.number.int({ min: 1, max: 60 }) * DAY),
    ),
  };
}

/** The testimonial at `index` (0-based): one of thirty people, each with their own words. */
export function buildTestimonial(index: number): typeof testimonials.$inferInsert {
  const person = TESTIMONIALS[index % TESTIMONIALS.length]!;
  return {
    name: person.name[0],
    nameJa: person.name[1],
    job: person.job[0],
    jobJa: person.job[1],
    rating: person.rating,
    content: person.content[0],
    contentJa: person.content[1],
    avatar: avatarUrl(person.name[0], 'thumb'),
  };
}

export type NewPriceChange = { oldPrice: number; newPrice: number; changedAt: Date };

/** The share of generated homes whose price has changed: one in this many. */
export const PRICE_HISTORY_EVERY = 5;
/** Of the newest homes (the first pages), every third has a recent drop, whatever its id. */
export const NEWEST_WITH_DROPS = 24;
/** How many days a drop shows as "Price reduced" (docs/product.md#saved-searches-and-price-history). */
const RECENT_DAYS = 14;

/**
 * One to three past price changes of a generated home that now asks `home.price`, oldest first
 * (docs/product.md#generated-data). More than half end with a drop in the last two weeks, so the
 * cards' "Price reduced" shows on the first pages; the others changed earlier. The dates count
 * back from `now`, the fill's own time (the badge is read against the clock), never before the
 * home was listed.
 */
export function buildPriceHistory(
  faker: Faker,
  home: {
    price: number;
    createdAt: Date;
    listingType: 'sale' | 'rent';
    currency?: Currency;
  },
  now: number,
  { recentDrop: forceDrop = false } = {},
): NewPriceChange[] {
  const count = faker.number.int({ min: 1, max: 3 });
  const recentDrop = faker.datatype.boolean({ probability: 0.6 }) || forceDrop;
  const listed = home.createdAt.getTime();
  const unit = priceStep(home.currency ?? 'USD', home.listingType === 'rent');
  const earlier = (from: number, to: number) =>
    to <= from ? from : faker.number.int({ min: from, max: to });
  // The dates, oldest first: all before the last fortnight, but a recent drop's.
  const oldUpTo = Math.max(listed + DAY, now - (RECENT_DAYS + 1) * DAY);
  const dates = Array.from({ length: count }, () => earlier(listed + DAY, oldUpTo)).sort(
    (a, b) => a - b,
  );
  if (recentDrop) {
    dates[count - 1] = Math.max(
      listed + DAY,
      now - faker.number.int({ min: 1 * 3_600_000, max: (RECENT_DAYS - 1) * DAY }),
    );
  }
  // The prices, newest first, back from today's: each change moves it by 2 to 12 per cent.
  const changes: NewPriceChange[] = [];
  let newPrice = home.price;
  for (let n = count - 1; n >= 0; n--) {
    const drop = (n === count - 1 && recentDrop) || faker.datatype.boolean({ probability: 0.7 });
    const step = Math.max(
      unit,
      Math.round((newPrice * faker.number.float({ min: 0.02, max: 0.12 })) / unit) * unit,
    );
    // A drop came from a higher price, one the price column holds; a rise from a lower one.
    const higher = newPrice + step;
    const oldPrice = drop && higher <= 2_147_483_647 ? higher : Math.max(unit, newPrice - step);
    changes.unshift({ oldPrice, newPrice, changedAt: new Date(dates[n]!) });
    newPrice = oldPrice;
  }
  return changes;
}
