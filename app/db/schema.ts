import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { CURRENCIES } from '~/lib/money';
import { COUNCIL_TAX_BANDS, EPC_RATINGS, TENURES } from '~/lib/material-info';
import { LISTER_ROLES } from '~/lib/listing-terms';
import { POST_STATUSES, REPORT_KINDS, REPORT_REASONS, ROLES } from '~/lib/owners-desk';
import type { FloorPlan, Photo } from '~/lib/photos/photo';

/** Where a home is in its life on the site (docs/product.md#listing-a-home). */
export const LISTING_STATUSES = ['draft', 'available', 'under_offer', 'closed'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
/** The statuses a search finds by default: a sold or let home's page stays, out of the search. */
export const SEARCHED_STATUSES: ListingStatus[] = ['available', 'under_offer'];

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Where a post stands (docs/product.md#the-owners-desk); only published posts are shown and counted. */
const postStatus = () => text('status', { enum: POST_STATUSES }).notNull().default('published');

export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    listingType: text('listing_type', { enum: ['sale', 'rent'] }).notNull(),
    location: text('location').notNull(),
    category: text('category').notNull(),
    price: integer('price').notNull(),
    numberOfBeds: smallint('number_of_beds').notNull(),
    numberOfBathrooms: smallint('number_of_bathrooms').notNull(),
    numberOfArea: integer('number_of_area').notNull(),
    numberOfKitchen: smallint('number_of_kitchen').notNull(),
    numberOfLivingRooms: smallint('number_of_living_rooms').notNull(),
    built: smallint('built').notNull(),
    /** Shown as the garage size (docs/product.md#home-details); first named `grazeSize`. */
    garageSize: smallint('garage_size').notNull(),
    orientation: text('orientation').notNull(),
    plotSize: integer('plot_size').notNull(),
    rentalTerms: text('rental_terms'),
    /** The street address an owner gives (docs/product.md#listing-a-home), or a generated one. */
    address: text('address'),
    /** A generated home's neighbourhood of its city (docs/product.md#places); an owner's has none. */
    neighbourhood: text('neighbourhood'),
    /**
     * A generated home's name, description and address as written in Japanese from the same facts
     * (docs/product.md#generated-data-in-two-languages); an owner's home is shown as written.
     */
    nameJa: text('name_ja'),
    descriptionJa: text('description_ja'),
    addressJa: text('address_ja'),
    /** Where the home stands, in degrees (docs/product.md#the-map, ADR 0062); none when unplaced. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    video: text('video'),
    /** Markdown. */
    description: text('description').notNull(),
    /** What a rental asks as a deposit, in the listing's currency, when the lister gives it. */
    deposit: integer('deposit'),
    status: text('status', { enum: LISTING_STATUSES }).notNull().default('available'),
    /** When it was marked sold or let, for its page's banner; cleared when it is listed again. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Who lists the home: a generated agent, or the profile of the owner who listed it. */
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    /**
     * The agency whose listing it is (docs/product.md#agencies), whichever of its agents it is
     * assigned to; none for an owner's own home.
     */
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    /** The agency's own key for the listing (RESO `ListingKey`): one home per agency and key. */
    listingKey: text('listing_key'),
    /**
     * What an import feed said of the listing that has no place among these columns, by its RESO
     * field name, kept so the listing goes out again unchanged (docs/product.md#listing-feeds).
     */
    resoFields: jsonb('reso_fields').$type<Record<string, unknown>>(),
    photos: jsonb('photos').$type<Photo[]>().notNull(),
    floorPlans: jsonb('floor_plans').$type<FloorPlan[]>().notNull(),
    hasSwimmingPool: boolean('has_swimming_pool').notNull().default(false),
    hasInternet: boolean('has_internet').notNull().default(false),
    hasFencing: boolean('has_fencing').notNull().default(false),
    hasAirCondition: boolean('has_air_condition').notNull().default(false),
    hasTransportHub: boolean('has_transport_hub').notNull().default(false),
    hasSupermarketAndStore: boolean('has_supermarket_and_store').notNull().default(false),
    hasDishwasher: boolean('has_dishwasher').notNull().default(false),
    hasClinic: boolean('has_clinic').notNull().default(false),
    hasSchool: boolean('has_school').notNull().default(false),
    hasPark: boolean('has_park').notNull().default(false),
    hasFloorCovering: boolean('has_floor_covering').notNull().default(false),
    hasWardrobe: boolean('has_wardrobe').notNull().default(false),
    /** Kept in step with `reviews` by createReview, so listing pages never aggregate reviews. */
    reviewCount: integer('review_count').notNull().default(0),
    ratingTotal: integer('rating_total').notNull().default(0),
    /**
     * The record's text in one lower-case column: "keywords, a substring of the whole record"
     * (docs/product.md#search-parameters) becomes one LIKE (ADR 0004), checked on the homes that
     * hold the keywords' words (ADR 0022). Both are written with the home (`searchFields`), so they
     * always agree.
     */
    searchText: text('search_text').notNull(),
    searchWords: text('search_words').array().notNull(),
    /**
     * Hidden by a moderator (docs/product.md#the-owners-desk): the home answers 404 to visitors
     * and leaves the search, its indexes and every count. Written only through `updateProperty`.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The currency `price` (and `deposit`) are in: the city's unless the lister chose (ADR 0121). */
    currency: text('currency', { enum: CURRENCIES }).notNull().default('USD'),
    /**
     * The price in whole US dollars at the site's rates (docs/product.md#money): what the search,
     * its orders, the slider, monthly cost, alerts and the map compare. Written with the price by
     * the one write path, and for every home when the rates change (ADR 0121).
     */
    priceUsd: integer('price_usd').notNull().default(0),
    /**
     * When its lister last said it is still on offer as shown (docs/product.md#freshness): by
     * editing it, by an email's link or through a feed. Written only by `confirmListing` and the
     * listing's creation; no other write moves it.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
    /** How it was last confirmed: listed (made), its lister's edit, an email's link, a feed. */
    confirmedVia: text('confirmed_via', { enum: ['listed', 'edit', 'email', 'feed'] })
      .notNull()
      .default('listed'),
    /** When its status last changed (or its lister confirmed a status left too long). */
    statusSince: timestamp('status_since', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Since when it is out of the search as unconfirmed or as a status left too long
     * (docs/product.md#freshness); none while fresh. Set by the freshness sweep, cleared by a
     * confirmation.
     */
    staleSince: timestamp('stale_since', { withTimezone: true }),
    /** What it sold or let for, when its lister gave it (docs/product.md#sold-and-let-prices). */
    closePrice: integer('close_price'),
    /**
     * The earlier listing of the same home this one relists (docs/product.md#relists): its
     * listing date (`createdAt`) is that home's first, so its days on market carry on.
     */
    relistOf: integer('relist_of'),
    /**
     * The other lister's live listing whose photos this one's match (docs/product.md#copies): held
     * out of the search, and from everyone but its lister and the desk, until the desk decides.
     */
    heldAsCopyOf: integer('held_as_copy_of'),
    /**
     * Why the desk hid the home, as its moderator wrote it (docs/product.md#copies,
     * docs/product.md#the-owners-desk): shown to its lister beside "Hidden".
     */
    hiddenReason: text('hidden_reason'),
    /**
     * A UK home's material information (docs/product.md#material-information, ADR 0130): its
     * tenure, the years its lease has left, its council tax band and its EPC rating. None
     * elsewhere; a UK listing is not published without its tenure and band.
     */
    tenure: text('tenure', { enum: TENURES }),
    leaseYearsLeft: smallint('lease_years_left'),
    councilTaxBand: text('council_tax_band', { enum: COUNCIL_TAX_BANDS }),
    epcRating: text('epc_rating', { enum: EPC_RATINGS }),
    /**
     * The terms a listing states as Japan writes them (docs/product.md#rental-and-sale-terms, ADR
     * 0132), each in the listing's currency like `deposit` (敷金), none when not given: for a
     * rental 礼金 (key money), 管理費・共益費 (a month), 更新料 and the contract's months, and
     * whether a guarantor company is required (保証会社) with its fee; for a sale 管理費 and
     * 修繕積立金 (a month). Any home may state any of them.
     */
    keyMoney: integer('key_money'),
    managementFee: integer('management_fee'),
    renewalFee: integer('renewal_fee'),
    guarantorRequired: boolean('guarantor_required'),
    guarantorFee: integer('guarantor_fee'),
    contractMonths: smallint('contract_months'),
    repairReserve: integer('repair_reserve'),
    /** Any other sum the lister states is paid on moving in (a key exchange, cleaning). */
    otherMoveIn: integer('other_move_in'),
    /** The month of `built` (築年月), 1 to 12, when given. */
    builtMonth: smallint('built_month'),
    /** 取引態様: who lists it, the owner (seller or landlord) or an agent for them, when given. */
    listerRole: text('lister_role', { enum: LISTER_ROLES }),
    /**
     * The cash it takes to move in (docs/product.md#move-in-cost, ADR 0132), in the listing's
     * currency and in whole US dollars, written by the one write path from the home's fields
     * (lib/move-in-cost.ts); the dollars again for every home when the rates change.
     */
    moveIn: integer('move_in').notNull().default(0),
    moveInUsd: integer('move_in_usd').notNull().default(0),
    /**
     * Its nearest station within the radius and the walking minutes to it
     * (docs/product.md#stations-and-walking-minutes, ADR 0133): written by the one write path when
     * its point changes, and for every home when the stations change; none when no station is near.
     */
    nearestStationId: integer('nearest_station_id').references(() => stations.id, {
      onDelete: 'set null',
    }),
    stationMinutes: smallint('station_minutes'),
  },
  (t) => [
    // The agent's page and the owner's listings. Not by status: every search asks for the listed
    // homes, nearly all of them, and an index there would only tempt the planner away from the
    // search's own indexes.
    index('properties_agent_idx').on(t.agentId),
    uniqueIndex('properties_agency_listing_key_idx')
      .on(t.agencyId, t.listingKey)
      .where(sql`${t.listingKey} is not null`),
    index('properties_price_idx').on(t.priceUsd, t.id),
    index('properties_area_idx').on(t.numberOfArea, t.id),
    index('properties_beds_idx').on(t.numberOfBeds),
    // The map's box and drawn area (ADR 0063): a range of latitudes, then the longitudes.
    index('properties_point_idx').on(t.latitude, t.longitude),
    index('properties_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Sale and rent prices are worlds apart, so a search for homes for sale sorted by price
    // would otherwise walk past every rental first; these walk one listing type in order.
    index('properties_listing_price_idx').on(t.listingType, t.priceUsd, t.id),
    index('properties_listing_area_idx').on(t.listingType, t.numberOfArea, t.id),
    // "You may also like" walks one place's or one type's homes of one listing type by price
    // (ADR 0083).
    index('properties_place_price_idx').on(t.location, t.listingType, t.priceUsd, t.id),
    index('properties_type_price_idx').on(t.category, t.listingType, t.priceUsd, t.id),
    index('properties_listing_created_idx').on(
      t.listingType,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('properties_popular_idx').on(
      t.reviewCount.desc().nullsFirst(),
      t.ratingTotal.desc().nullsFirst(),
      t.id,
    ),
    index('properties_location_trgm_idx').using('gin', sql`lower(${t.location}) gin_trgm_ops`),
    index('properties_category_trgm_idx').using('gin', sql`lower(${t.category}) gin_trgm_ops`),
    index('properties_search_words_idx').using('gin', t.searchWords),
    index('properties_hidden_idx')
      .on(t.hiddenAt)
      .where(sql`${t.hiddenAt} is not null`),
    // "Recently confirmed" (docs/product.md#sorting) and the freshness sweep's oldest first.
    index('properties_confirmed_idx').on(
      t.confirmedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('properties_stale_idx')
      .on(t.staleSince)
      .where(sql`${t.staleSince} is not null`),
    // The RESO Web API's `City` (docs/reso-api.md): the city is the place's first part, and
    // `City eq 'Tokyo' and ListPrice lt 500000` walks one city's homes by price.
    index('properties_city_price_idx').on(sql`trim(split_part(${t.location}, ',', 1))`, t.price),
    check('properties_price_check', sql`${t.price} >= 0`),
    check('properties_price_usd_check', sql`${t.priceUsd} >= 0`),
    check('properties_deposit_check', sql`${t.deposit} is null or ${t.deposit} >= 0`),
    // The search's "move in for at most" and its order (docs/product.md#move-in-cost).
    index('properties_move_in_idx').on(t.moveInUsd, t.id),
    check(
      'properties_terms_check',
      sql`coalesce(${t.keyMoney}, 0) >= 0 and coalesce(${t.managementFee}, 0) >= 0 and coalesce(${t.renewalFee}, 0) >= 0 and coalesce(${t.guarantorFee}, 0) >= 0 and coalesce(${t.repairReserve}, 0) >= 0 and coalesce(${t.otherMoveIn}, 0) >= 0`,
    ),
    check(
      'properties_built_month_check',
      sql`${t.builtMonth} is null or ${t.builtMonth} between 1 and 12`,
    ),
    check('properties_close_price_check', sql`${t.closePrice} is null or ${t.closePrice} >= 0`),
    check(
      'properties_material_info_check',
      sql`(${t.tenure} is null or ${t.tenure} in ('freehold', 'leasehold', 'share_of_freehold')) and (${t.councilTaxBand} is null or ${t.councilTaxBand} in ('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H')) and (${t.epcRating} is null or ${t.epcRating} in ('A', 'B', 'C', 'D', 'E', 'F', 'G')) and (${t.leaseYearsLeft} is null or ${t.leaseYearsLeft} between 1 and 999)`,
    ),
    check(
      'properties_status_check',
      sql`${t.status} in ('draft', 'available', 'under_offer', 'closed')`,
    ),
    // The desk's list of homes held as copies, newest first (docs/product.md#copies).
    index('properties_held_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.heldAsCopyOf} is not null`),
  ],
);

/** Raw bytes (`bytea`): PGlite reads them as a Uint8Array, node-postgres as a Buffer (one). */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Every word of the homes' texts (ADR 0022): the keywords' words are looked up here. `homes` is
 * the ids of the homes holding the word, as 4-byte big-endian integers in no order, for the
 * in-memory search index (ADR 0023); it is filled when that index is first built, and the load
 * leaves it empty.
 */
export const propertyWords = pgTable(
  'property_words',
  { word: text('word').primaryKey(), homes: bytes('homes') },
  (t) => [index('property_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    rating: smallint('rating').notNull(),
    message: text('message').notNull(),
    status: postStatus(),
    /** When a moderator last hid, restored or approved it. */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_property_idx').on(t.propertyId, t.createdAt),
    // The owner's desk: posts per day, and the posts held or hidden.
    index('reviews_created_idx').on(t.createdAt),
    index('reviews_unpublished_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} <> 'published'`),
    check('reviews_rating_check', sql`${t.rating} between 0 and 5`),
    check('reviews_status_check', sql`${t.status} in ('published', 'held', 'hidden')`),
  ],
);

export const authors = pgTable('authors', {
  id: serial('id').primaryKey(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** A generated author's name as a Japanese reader writes it (docs/product.md#generated-people-and-firms). */
  nameJa: text('name_ja'),
  photo: text('photo').notNull(),
});

export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => authors.id),
    thumbnail: text('thumbnail').notNull(),
    photo: text('photo').notNull(),
    /** Markdown. */
    markdown: text('markdown').notNull(),
    excerpt: text('excerpt').notNull(),
    /** The post in Japanese (docs/product.md#generated-data-in-two-languages), when it has one. */
    titleJa: text('title_ja'),
    markdownJa: text('markdown_ja'),
    excerptJa: text('excerpt_ja'),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        // As a visitor reads the post (markdownAsShown in search-words.ts, the same in SQL).
        sql`lower(title || ' ' || category || ' ' || markdown_as_shown(markdown))`,
      ),
    /** The same of its Japanese text, where it has one (ADR 0078); a keyword may match either. */
    searchTextJa: text('search_text_ja')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(coalesce(title_ja || ' ' || markdown_as_shown(markdown_ja), ''))`,
      ),
    createdAt: createdAt(),
  },
  (t) => [
    index('blogs_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('blogs_category_idx').on(sql`lower(${t.category})`),
    index('blogs_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('blogs_search_ja_trgm_idx').using('gin', sql`${t.searchTextJa} gin_trgm_ops`),
  ],
);

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const blogTags = pgTable(
  'blog_tags',
  {
    blogId: integer('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.blogId, t.tagId] }), index('blog_tags_tag_idx').on(t.tagId)],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    blogId: integer('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    content: text('content').notNull(),
    status: postStatus(),
    /** When a moderator last hid, restored or approved it. */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('comments_blog_idx').on(t.blogId, t.createdAt),
    index('comments_created_idx').on(t.createdAt),
    index('comments_unpublished_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} <> 'published'`),
    check('comments_status_check', sql`${t.status} in ('published', 'held', 'hidden')`),
  ],
);

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  job: text('job').notNull(),
  rating: smallint('rating').notNull(),
  content: text('content').notNull(),
  avatar: text('avatar').notNull(),
  /** As a Japanese page shows them (docs/product.md#generated-data-in-two-languages). */
  nameJa: text('name_ja'),
  jobJa: text('job_ja'),
  contentJa: text('content_ja'),
});

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    /** Stored trimmed and lower-cased, so one address is one row. */
    email: text('email').notNull(),
    createdAt: createdAt(),
    /** The language the reader signed up in: every email to them is written in it. */
    language: text('language', { enum: ['en', 'ja'] })
      .notNull()
      .default('en'),
    /**
     * When the reader followed the confirmation email's link (docs/product.md#email-and-the-newsletter);
     * null while the sign-up waits for it. Only confirmed readers are mailed (ADR 0053).
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_email_idx').on(t.email),
    index('newsletter_confirmed_idx')
      .on(t.id)
      .where(sql`${t.confirmedAt} is not null`),
  ],
);

/**
 * Each newsletter issue sent to each reader, one row per pair (ADR 0053): written before the
 * message goes out (`sending`) and marked `sent` once the mail server took it, so a rerun of the
 * send after a crash mails only those with no row, and nobody gets an issue twice.
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    issueKey: text('issue_key').notNull(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['sending', 'sent'] })
      .notNull()
      .default('sending'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.issueKey, t.subscriptionId] })],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** When an admin first opened it (`/admin/messages`); null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When an admin marked it handled; null while it waits. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc())],
);

/** The kinds of email an account may turn off in its settings (docs/product.md#accounts). */
export { MAIL_KINDS, type MailKind } from '~/lib/mail-kinds';

/**
 * Accounts (docs/product.md#accounts-and-sessions). The email is stored trimmed and lower-cased, so
 * one address is one account.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /**
     * `scrypt$N$r$p$salt$key` (ADR 0009): the parameters travel with the hash. None for an account
     * made by a social sign-in, which signs in only through its provider (ADR 0045).
     */
    passwordHash: text('password_hash'),
    /** What the account may do on the owner's desk (ADR 0046). */
    role: text('role', { enum: ROLES }).notNull().default('member'),
    /** Set while an admin has locked the account: it has no sessions and cannot sign in. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    createdAt: createdAt(),
    /**
     * When the account proved it reads its email address (docs/product.md#accounts); until then
     * it may browse, save and review, but not publish a listing or send an inquiry.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The language of the emails the account gets; none: the language it registered in. */
    mailLanguage: text('mail_language', { enum: ['en', 'ja'] }),
    /** The kinds of email the account turned off (`MAIL_KINDS`). */
    mailOff: text('mail_off')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * A new address the account asked for, until a link sent to it confirms it
     * (docs/product.md#accounts): the account keeps signing in with `email` meanwhile.
     */
    pendingEmail: text('pending_email'),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    index('users_created_idx').on(t.createdAt),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('member', 'moderator', 'admin')`),
  ],
);

/**
 * The provider accounts that sign in to an account (ADR 0045): `provider` is `google`, `facebook`,
 * `x`, or `oidc:{issuer}` for another OpenID Connect provider, and `subject` its id for the
 * person, which never changes (an email may).
 */
export const accountIdentities = pgTable(
  'account_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index('account_identities_user_idx').on(t.userId),
  ],
);

/**
 * Signed-in sessions. The id is the SHA-256 of the cookie's random token, so a copy of this
 * table opens no one's account (ADR 0009).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const savedHomes = pgTable(
  'saved_homes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    // The /saved page: a visitor's homes, newest first.
    index('saved_homes_user_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.propertyId.desc().nullsFirst(),
    ),
    index('saved_homes_property_idx').on(t.propertyId),
  ],
);

/**
 * The homes a signed-in visitor compares (ADR 0059), at most four, in the order chosen.
 */
export const comparedHomes = pgTable(
  'compared_homes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    index('compared_homes_property_idx').on(t.propertyId),
  ],
);

/**
 * Facts about the database itself, one row each. `filled` is written in the transaction that
 * first fills a database with generated data, or that decides it never will be (`SEED=off`, or
 * rows already there): a start fills only a database without it, so a start never adds
 * generated data to a site's own (docs/product.md, "Generated data").
 */
export const databaseState = pgTable('database_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The start-up data upgrades applied to this database (app/models/upgrades.server.ts, ADR 0093):
 * one row each, written in the transaction that did the upgrade's last piece of work, so a start
 * that fails or stops half-way leaves it to do again.
 */
export const appliedUpgrades = pgTable('applied_upgrades', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The form rate limits' counters, shared by every app server on the database (ADR 0041): one row
 * per form and address, in the shape rate-limiter-flexible's drizzle store reads and writes.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

/**
 * Homes written since the words' home lists (`property_words.homes`) were last filled, with the
 * time of their latest write (ADR 0042). Every server's search index reads it to follow writes,
 * and counts these homes' words from their rows rather than from the stored lists.
 */
export const homeChanges = pgTable(
  'home_changes',
  {
    propertyId: integer('property_id').primaryKey(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('home_changes_changed_idx').on(t.changedAt)],
);

/**
 * A firm that lists homes (docs/product.md#agencies): an account of its own, whose members are
 * lister profiles (`agents`) with a role in it.
 */
export const agencies = pgTable('agencies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Its name as a Japanese reader writes it, when it has one. */
  nameJa: text('name_ja'),
  /** Its licence or registration number, shown beside its name as listing-display rules ask. */
  licence: text('licence'),
  address: text('address'),
  phone: text('phone'),
  website: text('website'),
  /** The key of its logo among the uploaded photos, when it has one. */
  logoKey: text('logo_key'),
  createdAt: createdAt(),
});

export const AGENCY_ROLES = ['admin', 'agent'] as const;
export type AgencyRole = (typeof AGENCY_ROLES)[number];

/**
 * Who lists homes and answers about them (docs/product.md#who-lists-a-home): a generated agent of an
 * agency, or an owner's own profile (`userId`), made when they first list a home.
 */
export const agents = pgTable(
  'agents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The agency the lister belongs to, at most one; none for an owner listing their own home. */
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    /** Their role in it: an admin manages its members, listings and settings. */
    agencyRole: text('agency_role', { enum: AGENCY_ROLES }),
    name: text('name').notNull(),
    /** The agency; none for an owner listing their own home. */
    agency: text('agency'),
    /**
     * A generated agent's name and agency as a Japanese reader writes them
     * (docs/product.md#generated-people-and-firms); an owner's profile has none.
     */
    nameJa: text('name_ja'),
    agencyJa: text('agency_ja'),
    phone: text('phone'),
    /** Languages spoken, as language tags (`en`, `ja`, `fr`). */
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The places the agent covers. */
    areas: text('areas')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The hours a visit may be asked for: days of the week (0 Sunday) and a time span. */
    viewingHours: jsonb('viewing_hours').$type<ViewingHours>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agents_user_idx').on(t.userId),
    index('agents_agency_idx').on(t.agencyId),
    check(
      'agents_agency_role_check',
      sql`${t.agencyRole} is null or ${t.agencyRole} in ('admin', 'agent')`,
    ),
  ],
);

export type ViewingHours = { days: number[]; from: string; to: string };

/** Every price a home has had: a row for each change, with its date (docs/product.md#listing-a-home). */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    oldPrice: integer('old_price').notNull(),
    newPrice: integer('new_price').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('price_changes_property_idx').on(t.propertyId, t.changedAt)],
);

/**
 * A listing being written or edited (docs/product.md#listing-a-home): the form as the owner left
 * it, saved as they go. A new listing has no home yet; an edit names the home it will change.
 */
export const listingDrafts = pgTable(
  'listing_drafts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listing_drafts_user_idx').on(t.userId, t.updatedAt),
    uniqueIndex('listing_drafts_property_idx').on(t.propertyId),
  ],
);

/**
 * A photo an owner uploaded (ADR 0047): its place in the listing and its words; the picture
 * itself, in every width and format the pages use, is in `photo_files`, so every app server on
 * the database serves it. It belongs to a draft until the listing is published.
 */
export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    draftId: integer('draft_id').references(() => listingDrafts.id, { onDelete: 'set null' }),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    /** A photo of the home, or one of its floor plans. */
    role: text('role', { enum: ['photo', 'plan'] })
      .notNull()
      .default('photo'),
    /** A name made from the picture's bytes: its files' addresses never change content. */
    key: text('key').notNull(),
    position: smallint('position').notNull().default(0),
    alt: text('alt').notNull().default(''),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
    /**
     * Where an imported listing's photo came from (RESO `MediaURL`) and the `ETag` it came with
     * (docs/product.md#listing-feeds): fetched again only when either changes.
     */
    sourceUrl: text('source_url'),
    sourceEtag: text('source_etag'),
  },
  (t) => [
    index('photos_draft_idx').on(t.draftId, t.position),
    index('photos_property_idx').on(t.propertyId, t.position),
    uniqueIndex('photos_key_idx').on(t.key),
  ],
);

export const photoFiles = pgTable(
  'photo_files',
  {
    photoId: integer('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    format: text('format', { enum: ['avif', 'webp', 'jpeg'] }).notNull(),
    bytes: bytes('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.width, t.format] })],
);

/** Where a visit asked for stands: asked, proposed by the lister, confirmed, declined, cancelled. */
export const VIEWING_STATUSES = [
  'asked',
  'proposed',
  'confirmed',
  'declined',
  'cancelled',
] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];

/**
 * A visitor's message to whoever lists a home (docs/product.md#contacting-the-lister), kept in
 * the lister's inbox. A home deleted later leaves its inquiries, with the home's name.
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    propertyName: text('property_name'),
    /** The account that sent it, when signed in. */
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    /** A visit asked for, among the lister's hours. */
    viewingAt: timestamp('viewing_at', { withTimezone: true }),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The language of the page it was sent from: the visitor's emails are in it. */
    language: text('language', { enum: ['en', 'ja'] })
      .notNull()
      .default('en'),
    /**
     * Where the visit asked for stands (docs/product.md#booking-a-viewing): none without a visit;
     * `viewingAt` is the time asked, proposed or confirmed.
     */
    viewingStatus: text('viewing_status', { enum: VIEWING_STATUSES }),
    /** Each change of a confirmed visit counts one: the calendar file's SEQUENCE (RFC 5545). */
    viewingSequence: integer('viewing_sequence').notNull().default(0),
    /** When either party reported the conversation: from then the moderators may read it. */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    /** The time of its latest message: the inboxes list the liveliest first. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inquiries_agent_idx').on(t.agentId, t.createdAt.desc().nullsFirst()),
    index('inquiries_sender_idx').on(t.senderId, t.createdAt.desc().nullsFirst()),
    index('inquiries_property_idx').on(t.propertyId),
    // A lister's confirmed time is theirs once: it is not offered to another visitor.
    uniqueIndex('inquiries_confirmed_viewing_idx')
      .on(t.agentId, t.viewingAt)
      .where(sql`${t.viewingStatus} = 'confirmed'`),
    index('inquiries_reported_idx')
      .on(t.reportedAt)
      .where(sql`${t.reportedAt} is not null`),
  ],
);

/** Visits of a home's page a day, by people other than its lister (bots are not counted). */
export const propertyViews = pgTable(
  'property_views',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day] })],
);

/**
 * Visitors' reports of a review, a comment or a home. Open until a moderator hides, restores or
 * dismisses what they report, which closes every open report of it at once.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: REPORT_KINDS }).notNull(),
    targetId: integer('target_id').notNull(),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details'),
    /** The signed-in visitor who reported it, if any. */
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    // The queue: open reports, grouped by what they report.
    index('reports_open_idx')
      .on(t.kind, t.targetId, t.createdAt)
      .where(sql`${t.closedAt} is null`),
    check('reports_kind_check', sql`${t.kind} in ('review', 'comment', 'property')`),
    check('reports_reason_check', sql`${t.reason} in ('spam', 'offensive', 'misleading', 'other')`),
  ],
);

/**
 * Every action taken on the owner's desk (ADR 0046): who (null for the `npm run admin` command),
 * what, on which record, when and why. Rows are only ever added.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    /** `review`, `comment`, `property`, `user`, `message`, `setting` or `subscribers`. */
    targetKind: text('target_kind').notNull(),
    targetId: integer('target_id'),
    reason: text('reason'),
    /** What changed, for the actions that change a value (a role, a setting, rows exported). */
    detail: jsonb('detail').$type<Record<string, string | number | boolean>>(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc())],
);

/**
 * A search an account keeps (docs/product.md#saved-searches-and-price-history, ADR 0051): its
 * name and its filters as the canonical query string the results page writes
 * (`propertySearchParams`), so one search is one string and a matcher reads it as the page does.
 * `seenAt` is when the account last opened it: the homes listed since are its new matches.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id)],
);

/**
 * The job queue's jobs on the embedded database (ADR 0054): PostgreSQL runs pg-boss in its own
 * schema instead. A job is claimed by setting its lease (`lockedUntil`), so a job whose worker
 * stopped is taken again once the lease runs out; finished jobs are deleted.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    data: jsonb('data').notNull(),
    state: text('state', { enum: ['waiting', 'active', 'failed'] })
      .notNull()
      .default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('jobs_due_idx').on(t.state, t.runAfter, t.id)],
);

/**
 * One row per email that must reach its reader once (ADR 0054), named by a key made from what it
 * says (`alert:{notification id}`, `digest:{search}:{until}`, `confirm:{subscription}:{at}`):
 * claimed (`sending`, with a lease) before the SMTP send and marked `sent` after it.
 */
export const mailDeliveries = pgTable('mail_deliveries', {
  key: text('key').primaryKey(),
  status: text('status', { enum: ['sending', 'sent'] })
    .notNull()
    .default('sending'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(1),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/**
 * A saved search's alerts (docs/product.md#alerts-and-the-job-queue): how often, and its filters
 * as columns, so one statement matches every search against new homes (ADR 0055). No row is the
 * same as `off`.
 */
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    savedSearchId: integer('saved_search_id')
      .primaryKey()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    frequency: text('frequency', { enum: ['instant', 'daily', 'weekly', 'off'] })
      .notNull()
      .default('off'),
    /** The language its emails are written in: the page's when the alerts were last set. */
    language: text('language', { enum: ['en', 'ja'] })
      .notNull()
      .default('en'),
    listingType: text('listing_type', { enum: ['sale', 'rent'] }),
    location: text('location'),
    category: text('category'),
    priceMin: integer('price_min'),
    priceMax: integer('price_max'),
    bedRooms: smallint('bed_rooms'),
    areaMin: integer('area_min'),
    areaMax: integer('area_max'),
    /** "Max monthly cost" as a rent and as a sale price at the site's terms (ADR 0058). */
    monthlyRentMax: integer('monthly_rent_max'),
    monthlySaleMax: integer('monthly_sale_max'),
    bathsMin: smallint('baths_min'),
    builtFrom: smallint('built_from'),
    hideUnderOffer: boolean('hide_under_offer').notNull().default(false),
    keywords: text('keywords'),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The map's box of the search (docs/product.md#the-map), west, south, east, north. */
    boxWest: doublePrecision('box_west'),
    boxSouth: doublePrecision('box_south'),
    boxEast: doublePrecision('box_east'),
    boxNorth: doublePrecision('box_north'),
    /** The search's drawn area, its corners' longitudes and latitudes in order. */
    areaLngs: doublePrecision('area_lngs').array(),
    areaLats: doublePrecision('area_lats').array(),
    /** The end of the period the last daily or weekly email listed. */
    digestedUntil: timestamp('digested_until', { withTimezone: true }).notNull().defaultNow(),
    /** Only homes with an open house the weekend the alert goes out (docs/product.md#open-houses). */
    openHouse: boolean('open_house').notNull().default(false),
    /** The layout codes a search asks for, any of them; none for any layout (ADR 0128). */
    layouts: text('layouts')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * "Max monthly cost" as a sale price in each city, on its country's loan terms (ADR 0129);
     * `monthly_sale_max` holds the United States' bound for a place outside the list.
     */
    monthlySaleMaxByPlace: jsonb('monthly_sale_max_by_place').$type<Record<string, number>>(),
    /** "Move in for at most", in whole US dollars (docs/product.md#move-in-cost). */
    moveInMax: integer('move_in_max'),
    /** The station a search is near, by its address name or id, and its most walking minutes. */
    station: text('station'),
    walkMax: smallint('walk_max'),
  },
  (t) => [index('saved_search_alerts_on_idx').on(t.frequency)],
);

/**
 * Whether an account is emailed when a home it saved drops its price and no saved search of its
 * own sends that drop (docs/product.md#alerts-and-the-job-queue). No row is the same as on, in
 * English: saving a home writes the page's language here, and the emails' link turns it off.
 */
export const savedHomeAlerts = pgTable('saved_home_alerts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emails: boolean('emails').notNull().default(true),
  language: text('language', { enum: ['en', 'ja'] })
    .notNull()
    .default('en'),
  /** When the emails were last turned on: a drop from while they were off stays on the site. */
  emailsSince: timestamp('emails_since', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What an account is told (docs/product.md#alerts-and-the-job-queue): a new home that matches one
 * of its searches, or a price drop on a home it saved or a search finds. One per account and
 * event (`event`: `new:{home}` or `drop:{price change}`), however many searches match it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    kind: text('kind', { enum: ['new', 'drop'] }).notNull(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    savedSearchId: integer('saved_search_id').references(() => savedSearches.id, {
      onDelete: 'set null',
    }),
    oldPrice: integer('old_price'),
    newPrice: integer('new_price'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_event_idx').on(t.userId, t.event),
    index('notifications_user_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * Homes published and price drops waiting to be matched against the saved searches
 * (docs/product.md#alerts-and-the-job-queue, ADR 0055): written by the one write path in the
 * home's own transaction, so no event is lost or made for a write rolled back; the alert job
 * takes them, matches them in one statement and deletes them.
 */
export const alertEvents = pgTable('alert_events', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['new', 'drop'] }).notNull(),
  propertyId: integer('property_id').notNull(),
  priceChangeId: integer('price_change_id'),
  createdAt: createdAt(),
});

/**
 * An agency admin's invitation to join the agency as an agent (docs/product.md#agencies): sent by
 * email through the job queue, its link signed for this row and address, and good once.
 */
export const agencyInvitations = pgTable(
  'agency_invitations',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** Trimmed and lower-cased: the account that accepts it must have this address. */
    email: text('email').notNull(),
    language: text('language', { enum: ['en', 'ja'] }).notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Set when accepted (or withdrawn): the link works no more. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('agency_invitations_agency_idx').on(t.agencyId, t.createdAt)],
);

/** Why an import run stopped, or a row of it was refused: a message key and its values. */
export type ImportProblem = { code: string; params?: Record<string, string | number> };
/** A refused row (or a photo passed over) of an import run, with its line in the feed. */
export type ImportRowProblem = ImportProblem & {
  line: number;
  key?: string;
  photo?: true;
  /** Not refused: stored, and held for the desk as a copy (docs/product.md#copies). */
  held?: true;
};

/**
 * An agency's import of its listings from a feed (docs/product.md#listing-feeds, ADR 0114): an
 * uploaded file or its feed's address, worked as a job; its progress while it runs, then what it
 * did to each listing and every row it refused.
 */
export const importRuns = pgTable(
  'import_runs',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    /** Who started it; none when the schedule did. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    source: text('source', { enum: ['upload', 'url'] }).notNull(),
    url: text('url'),
    fileName: text('file_name'),
    /** The run whose uploaded file it reads: its own, or the first run's for a re-run. */
    fileRunId: integer('file_run_id'),
    /** The feed holds the agency's whole stock: listings missing from it are withdrawn. */
    full: boolean('full').notNull().default(false),
    state: text('state', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    bytesRead: integer('bytes_read').notNull().default(0),
    /** The feed's size when it is known (an upload, or a `Content-Length`), for the progress bar. */
    bytesTotal: integer('bytes_total'),
    rowsRead: integer('rows_read').notNull().default(0),
    added: integer('added').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    withdrawn: integer('withdrawn').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    /** The refused rows and photos passed over, the first few hundred. */
    problems: jsonb('problems').$type<ImportRowProblem[]>().notNull().default([]),
    failure: jsonb('failure').$type<ImportProblem>(),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('import_runs_agency_idx').on(t.agencyId, t.id.desc())],
);

/** An uploaded feed's bytes, a part a row, so any app server can work its run (ADR 0114). */
export const importFileParts = pgTable(
  'import_file_parts',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => importRuns.id, { onDelete: 'cascade' }),
    part: integer('part').notNull(),
    bytes: bytes('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.runId, t.part] })],
);

/** An agency's feed address, pulled on a schedule through the job queue (docs/product.md#listing-feeds). */
export const agencyFeeds = pgTable('agency_feeds', {
  agencyId: integer('agency_id')
    .primaryKey()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  full: boolean('full').notNull().default(true),
  everyHours: integer('every_hours').notNull().default(24),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
});

/**
 * A program an agency lets read the site's listings through the RESO Web API
 * (docs/product.md#reso-api, ADR 0117): OAuth 2 client credentials, the secret kept only as its
 * SHA-256 (it is 32 random bytes, shown once). It sees every public listing, and its own agency's
 * drafts too when `seesDrafts`. Revoked clients stay listed, and their tokens stop at once.
 */
export const resoApiClients = pgTable(
  'reso_api_clients',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    clientId: text('client_id').notNull(),
    secretHash: text('secret_hash').notNull(),
    seesDrafts: boolean('sees_drafts').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reso_api_clients_client_idx').on(t.clientId),
    index('reso_api_clients_agency_idx').on(t.agencyId, t.createdAt),
  ],
);

export const resoApiTokens = pgTable(
  'reso_api_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => resoApiClients.id, { onDelete: 'cascade' }),
    /** The scopes the token was given (`listings`, `agency-drafts`). */
    scope: text('scope').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('reso_api_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * The perceptual fingerprints of every published listing's photos (docs/product.md#relists,
 * ADR 0120): a 64-bit pHash of each photo whole and of its middle 90 % and 80 %, so a cropped copy
 * still meets its original. Kept when the listing is deleted (no foreign key): a relist months
 * later is still recognised. Looked up by four 16-bit bands of the hash, each indexed: two hashes
 * within 7 bits of each other have a band within one bit of the other's.
 */
export const photoPrints = pgTable(
  'photo_prints',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id').notNull(),
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
    /** The part of the photo hashed, in percent of its sides: 100, 90 or 80 (the middle). */
    scale: smallint('scale').notNull(),
    band0: integer('band0').notNull(),
    band1: integer('band1').notNull(),
    band2: integer('band2').notNull(),
    band3: integer('band3').notNull(),
    createdAt: createdAt(),
    /** The photo's place among the listing's photos (0 first), so the desk sees which matched. */
    photo: smallint('photo'),
  },
  (t) => [
    index('photo_prints_property_idx').on(t.propertyId),
    index('photo_prints_band0_idx').on(t.band0),
    index('photo_prints_band1_idx').on(t.band1),
    index('photo_prints_band2_idx').on(t.band2),
    index('photo_prints_band3_idx').on(t.band3),
  ],
);

/**
 * What stays of a deleted listing (docs/product.md#relists): who listed it, its address as
 * compared, when it was first listed and removed, and its prices, so a relist of the same home
 * carries its history on and deleting a listing does not wipe it.
 */
export const removedListings = pgTable(
  'removed_listings',
  {
    propertyId: integer('property_id').primaryKey(),
    agentId: integer('agent_id'),
    /** The address as `normalAddress` writes it; none when the listing gave none. */
    addressKey: text('address_key'),
    listingType: text('listing_type', { enum: ['sale', 'rent'] }).notNull(),
    price: integer('price').notNull(),
    listedSince: timestamp('listed_since', { withTimezone: true }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Its price changes, oldest first. */
    prices: jsonb('prices')
      .$type<{ oldPrice: number; newPrice: number; changedAt: string }[]>()
      .notNull(),
  },
  (t) => [index('removed_listings_address_idx').on(t.addressKey)],
);

/**
 * The conversation an inquiry starts (docs/product.md#the-conversation): each reply on the site by
 * the lister or the visitor, oldest first after the inquiry's own message. A thread
 * (models/threads.server.ts) whose replies are never held: only its two parties read it.
 */
export const inquiryReplies = pgTable(
  'inquiry_replies',
  {
    id: serial('id').primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    /** The account that wrote it; none once that account is gone. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Which party wrote it. */
    side: text('side', { enum: ['lister', 'visitor'] }).notNull(),
    message: text('message').notNull(),
    status: postStatus(),
    createdAt: createdAt(),
  },
  (t) => [
    index('inquiry_replies_thread_idx').on(t.inquiryId, t.createdAt, t.id),
    index('inquiry_replies_author_idx').on(t.authorId, t.createdAt),
  ],
);

/**
 * A home's open houses (docs/product.md#open-houses): times anyone may come without asking, on the
 * home's clock when entered, kept as instants.
 */
export const openHouses = pgTable(
  'open_houses',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('open_houses_property_idx').on(t.propertyId, t.startsAt),
    index('open_houses_starts_idx').on(t.startsAt, t.propertyId),
    check('open_houses_span_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * The stations homes are placed near (docs/product.md#stations-and-walking-minutes, ADR 0133):
 * the main stations of each city, filled on a site's first start from app/db/stations.json, and
 * replaced or extended by its owner (`npm run admin -- stations`). `slug` names it in addresses.
 */
export const stations = pgTable(
  'stations',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    nameJa: text('name_ja').notNull(),
    lines: text('lines').array().notNull(),
    linesJa: text('lines_ja').array().notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    city: text('city').notNull(),
  },
  (t) => [uniqueIndex('stations_slug_idx').on(t.slug), index('stations_city_idx').on(t.city)],
);

/**
 * Each home's nearest stations within the radius, up to ten, with the walking minutes to each
 * (ADR 0133): what "within 10 minutes of Shibuya" reads, by station and minutes. Written with
 * `properties.nearest_station_id`.
 */
export const homeStations = pgTable(
  'home_stations',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    minutes: smallint('minutes').notNull(),
    /** 1 for the nearest. */
    rank: smallint('rank').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.stationId] }),
    index('home_stations_station_idx').on(t.stationId, t.minutes, t.propertyId),
  ],
);
