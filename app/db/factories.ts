import { Faker, en } from '@faker-js/faker';

import { artUrl, avatarUrl } from '~/lib/art-url';
import { homePoint } from '~/lib/map/home-point';
import { AMENITIES, BLOG_CATEGORIES, LOCATIONS, PROPERTY_TYPES, type Amenity } from '~/lib/catalog';

import { BLOG, HOME, NEIGHBOURHOOD, REVIEW, TESTIMONIAL, sentences } from './prose';
import { searchFields } from './search-words';
import type { agents, blogs, comments, properties, reviews, testimonials } from './schema';

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
const ADJECTIVES = [
  'Sunny',
  'Modern',
  'Quiet',
  'Bright',
  'Spacious',
  'Charming',
  'Elegant',
  'Cosy',
  'Airy',
  'Classic',
  'Renovated',
  'Stylish',
];
const FEATURES = [
  'a south-facing garden',
  'floor-to-ceiling windows',
  "a chef's kitchen",
  'a private terrace',
  'oak floors throughout',
  'a walk-in wardrobe',
  'a rooftop view',
  'a home office nook',
  'underfloor heating',
  'a fireplace',
];

export type NewProperty = typeof properties.$inferInsert;

/** Generated agents: each covers one place first (`agentFor`) and lists its homes. */
export const GENERATED_AGENTS = 36;

const AGENCIES = [
  'Harbour & Vale Realty',
  'Northlight Homes',
  'Cornerstone Estates',
  'Bluegate Property',
  'Meridian & Co.',
  'Oakline Residential',
];
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
  return {
    id,
    name: faker.person.fullName(),
    agency: pick(faker, AGENCIES),
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

/** "1 bathroom", "2 bathrooms", "0 bedrooms". */
function count(n: number, one: string) {
  return `${n} ${one}${n === 1 ? '' : 's'}`;
}

function pick<T>(faker: Faker, list: readonly T[]): T {
  return faker.helpers.arrayElement(list);
}

function propertyMarkdown(
  faker: Faker,
  p: {
    name: string;
    category: string;
    location: string;
    beds: number;
    baths: number;
    area: number;
    rent: boolean;
  },
) {
  const features = faker.helpers.arrayElements(FEATURES, 3);
  const street = faker.location.street();
  return [
    `## About this ${p.category.toLowerCase()}`,
    '',
    `${p.name} is a ${pick(faker, ADJECTIVES).toLowerCase()} ${p.category.toLowerCase()} on ${street}, ${p.location}. ${sentences(faker, HOME, 1)}`,
    '',
    `It offers **${count(p.beds, 'bedroom')}**, **${count(p.baths, 'bathroom')}** and *${p.area.toLocaleString('en-US')} sq ft* of living space, with ${features[0]}.`,
    '',
    '### Highlights',
    '',
    ...features.map((feature) => `- ${feature[0]!.toUpperCase()}${feature.slice(1)}`),
    `- ${p.rent ? 'Available to rent now' : 'Ready to move in'}`,
    '',
    '### The neighbourhood',
    '',
    `${sentences(faker, NEIGHBOURHOOD, 2)} Read our guide to [living in ${p.location}](/blogs?keywords=${encodeURIComponent(p.location)}) or estimate your payments with the [mortgage calculator](/mortgage-calculator).`,
  ].join('\n');
}

/** One property; `index` makes its artwork and dates differ from its neighbours'. */
export function buildProperty(faker: Faker, index: number): NewProperty {
  const category = pick(faker, PROPERTY_TYPES);
  const location = pick(faker, LOCATIONS);
  const rent = faker.number.int({ min: 0, max: 99 }) < 45;
  const beds =
    category === 'Studio' ? 1 : category === 'Office' ? 0 : faker.number.int({ min: 1, max: 6 });
  const baths = Math.max(1, Math.min(beds, faker.number.int({ min: 1, max: 4 })));
  const area = faker.number.int({
    min: 350,
    max: category === 'Luxury' || category === 'Villa' ? 9000 : 4000,
  });
  const price = rent
    ? faker.number.int({ min: 2_000, max: 25_000 })
    : faker.number.int({ min: 60_000, max: 999_999 });
  const noun =
    category === 'Luxury' ? 'Luxury Home' : category === 'Office' ? 'Office Space' : category;
  const name = `${pick(faker, ADJECTIVES)} ${noun} on ${faker.location.street()}`;
  const photoCount = faker.number.int({ min: 4, max: 6 });
  const photos = Array.from({ length: photoCount }, (_, n) => {
    const kind = n === 0 ? 'house' : 'interior';
    const seed = `${index}-${n}`;
    return { thumbnail: artUrl(kind, seed, 'thumb'), original: artUrl(kind, seed, 'full') };
  });
  const floorNames = ['Ground floor', 'First floor', 'Second floor'];
  const floorPlans = floorNames.slice(0, faker.number.int({ min: 1, max: 3 })).map((floor, n) => ({
    description: `${floor}: ${sentences(faker, HOME, 1)}`,
    image: artUrl('plan', `${index}-${n}`, 'full'),
  }));
  const amenities = Object.fromEntries(
    AMENITIES.map((key) => [key, faker.datatype.boolean({ probability: 0.55 })]),
  ) as Record<Amenity, boolean>;
  const home = {
    name,
    listingType: rent ? ('rent' as const) : ('sale' as const),
    location,
    category,
    price,
    numberOfBeds: beds,
    numberOfBathrooms: baths,
    numberOfArea: area,
    numberOfKitchen: faker.number.int({ min: 1, max: 2 }),
    numberOfLivingRooms: faker.number.int({ min: 1, max: 3 }),
    built: faker.number.int({ min: 1950, max: 2025 }),
    garageSize: faker.number.int({ min: 0, max: 3 }),
    orientation: pick(faker, ORIENTATIONS),
    plotSize: area + faker.number.int({ min: 0, max: 12_000 }),
    rentalTerms: rent ? pick(faker, RENTAL_TERMS) : null,
    // A video tour (an animated drawing of the home's rooms) for most listings.
    video: faker.datatype.boolean({ probability: 0.7 })
      ? artUrl('tour', String(index), 'full')
      : null,
    description: propertyMarkdown(faker, { name, category, location, beds, baths, area, rent }),
    photos,
    floorPlans,
    ...amenities,
    agentId: agentFor(location, index),
    ...homePoint(location, index),
    createdAt: new Date(DATA_EPOCH - faker.number.int({ min: 0, max: 730 * DAY })),
  };
  return { ...home, ...searchFields(home) };
}

export function buildReview(faker: Faker, after: Date): NewReview {
  const name = faker.person.fullName();
  return {
    name,
    email: faker.internet.email({ firstName: name.split(' ')[0] }).toLowerCase(),
    rating: faker.number.int({ min: 3, max: 5 }),
    message: sentences(faker, REVIEW, faker.number.int({ min: 1, max: 3 })).slice(0, 300),
    createdAt: new Date(
      Math.min(DATA_EPOCH, after.getTime() + faker.number.int({ min: 1, max: 90 }) * DAY),
    ),
  };
}

export type NewBlog = typeof blogs.$inferInsert & { tags: string[] };

const BLOG_TITLES = [
  (l: string) => `How to find your first home in ${l}`,
  (l: string) => `${l} rental market: what to expect this year`,
  (l: string) => `Ten questions to ask before buying in ${l}`,
  (l: string) => `Staging a home that sells in ${l}`,
  (l: string) => `Managing a rental property in ${l} without stress`,
  (l: string) => `Small-space living: lessons from ${l}`,
  (l: string) => `Is now the time to invest in ${l}?`,
  (l: string) => `Renovation costs in ${l}, room by room`,
];

const SECTION_HEADINGS = [
  'What the numbers say',
  'Where to begin',
  'Common mistakes',
  'What experts advise',
  'A closer look',
  'The details that matter',
];
const CHECKLIST = [
  'Budget',
  'Location',
  'Timing',
  'Paperwork',
  'Condition',
  'Running costs',
  'Negotiation',
  'Insurance',
];

function blogMarkdown(faker: Faker, title: string, tags: string[]) {
  const [tag] = tags;
  return [
    sentences(faker, BLOG, 3),
    '',
    `## ${pick(faker, SECTION_HEADINGS)}`,
    '',
    `${sentences(faker, BLOG, 2)} *${sentences(faker, BLOG, 1)}*`,
    '',
    '### Before you start',
    '',
    ...faker.helpers
      .arrayElements(CHECKLIST, 4)
      .map((item) => `- **${item}**: ${sentences(faker, BLOG, 1)}`),
    '',
    `> ${sentences(faker, BLOG, 1)}`,
    '',
    '## Putting it together',
    '',
    `1. ${sentences(faker, BLOG, 1)}`,
    `2. ${sentences(faker, BLOG, 1)}`,
    '3. Work out a budget with `price × rate` in mind, or use the [mortgage calculator](/mortgage-calculator).',
    '',
    `${sentences(faker, BLOG, 2)} Read more on [${tag ?? 'property'}](/blogs?tag=${encodeURIComponent(tag ?? '')}) or browse [homes for sale](/properties?listingType=sale) while ${title.toLowerCase().includes('rent') ? 'you compare rents' : 'you plan'}.`,
  ].join('\n');
}

export function buildBlog(faker: Faker, index: number, authorIds: number[]): NewBlog {
  const title = pick(faker, BLOG_TITLES)(pick(faker, LOCATIONS));
  const tags = faker.helpers.arrayElements(BLOG_TAGS, { min: 2, max: 4 });
  const markdown = blogMarkdown(faker, title, tags);
  const firstParagraph = markdown.split('\n')[0] ?? '';
  return {
    title,
    category: pick(faker, BLOG_CATEGORIES),
    authorId: pick(faker, authorIds),
    thumbnail: artUrl('blog', String(index), 'thumb'),
    photo: artUrl('blog', String(index), 'full'),
    markdown,
    excerpt:
      firstParagraph.length > 180 ? `${firstParagraph.slice(0, 177).trimEnd()}…` : firstParagraph,
    createdAt: new Date(DATA_EPOCH - faker.number.int({ min: 0, max: 900 * DAY })),
    tags,
  };
}

export function buildAuthor(faker: Faker) {
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  return { firstName, lastName, photo: avatarUrl(`${firstName} ${lastName}`, 'thumb') };
}

export function buildComment(
  faker: Faker,
  after: Date,
): Omit<typeof comments.$inferInsert, 'blogId'> {
  const name = faker.person.fullName();
  return {
    name,
    email: faker.internet.email({ firstName: name.split(' ')[0] }).toLowerCase(),
    content: sentences(faker, BLOG, faker.number.int({ min: 1, max: 2 })),
    createdAt: new Date(
      Math.min(DATA_EPOCH, after.getTime() + faker.number.int({ min: 1, max: 60 }) * DAY),
    ),
  };
}

const JOBS = [
  'First-time buyer',
  'Tenant',
  'Landlord',
  'Property investor',
  'Home seller',
  'Relocating family',
  'Architect',
  'Estate agent',
];

export function buildTestimonial(faker: Faker): typeof testimonials.$inferInsert {
  const name = faker.person.fullName();
  return {
    name,
    job: `${pick(faker, JOBS)}, ${pick(faker, LOCATIONS)}`,
    rating: faker.number.int({ min: 3, max: 5 }),
    content: sentences(faker, TESTIMONIAL, 1),
    avatar: avatarUrl(name, 'thumb'),
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
  home: { price: number; createdAt: Date; listingType: 'sale' | 'rent' },
  now: number,
  { recentDrop: forceDrop = false } = {},
): NewPriceChange[] {
  const count = faker.number.int({ min: 1, max: 3 });
  const recentDrop = faker.datatype.boolean({ probability: 0.6 }) || forceDrop;
  const listed = home.createdAt.getTime();
  const unit = home.listingType === 'rent' ? 50 : 1_000;
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
    // A drop came from a higher price; a rise from a lower one.
    const oldPrice = drop ? newPrice + step : Math.max(unit, newPrice - step);
    changes.unshift({ oldPrice, newPrice, changedAt: new Date(dates[n]!) });
    newPrice = oldPrice;
  }
  return changes;
}
