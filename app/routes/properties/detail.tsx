import { Suspense } from 'react';
import {
  data,
  isRouteErrorResponse,
  redirect,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';

import { useUser } from '~/components/account/use-user';
import { ContactListerPanel } from '~/components/lister/contact-lister-panel';
import { ClosedBanner, ListingAddress } from '~/components/listing/closed-banner';
import { FreshnessDates, ListedBefore, StaleBanner } from '~/components/listing/freshness-notes';
import { NotOnMapNote } from '~/components/listing/not-on-map-note';
import { MarkdownContent } from '~/components/markdown-content';
import { PageMeta } from '~/components/page-meta';
import { ReportLink } from '~/components/report-link';
import { AmenityList } from '~/components/property/amenity-list';
import { DetailSection } from '~/components/property/detail-section';
import { givesMaterialInfo } from '~/lib/material-info';
import { Gallery } from '~/components/property/gallery';
import { ListingJsonLd, listingJsonLd } from '~/components/property/listing-json-ld';
import { sellerJsonLd } from '~/lib/agency-json-ld';
import { ListingHeader } from '~/components/property/listing-header';
import { PriceCard } from '~/components/property/price-card';
import { CompareToggle } from '~/components/compare/compare-toggle';
import { CompareTrayLoader } from '~/components/compare/compare-tray-loader';
import { HomeMapLoader } from '~/components/map/home-map-loader';
import { PropertyFacts } from '~/components/property/property-facts';
import type { ReviewResult } from '~/components/property/review-outcome';
import { averageRating, ReviewList } from '~/components/property/review-list';
import { ReviewOutcome } from '~/components/property/review-outcome';
import { SaveButton } from '~/components/property/save-button';
import { useI18n } from '~/i18n/context';
import { getUser } from '~/models/auth.server';
import { readForm } from '~/http/read-form.server';
import { reviewSchema } from '~/lib/forms/review';
import { requestLanguage } from '~/http/language-cookie.server';
import { stationsNearHome } from '~/models/stations.server';
import { stationTitle } from '~/lib/stations';
import { pathInLanguage, pathWithoutLanguage } from '~/lib/language-path';
import { renderMarkdown, summarize } from '~/models/markdown.server';
import { ogCardImage } from '~/lib/og-card';
import { optionalPart } from '~/lib/optional-part';
import { notFound } from '~/http/not-found.server';
import { oldFirstPage, pageParam, pageValue } from '~/lib/pagination';
import { parseId } from '~/lib/query';
import { deferredComponent } from '~/lib/deferred-component';
import { loadHome } from '~/lib/home-prefetch';
import { keepRetryAfter } from '~/lib/retry-after-headers';
import { countsViewOf, withCountedView } from '~/lib/counted-view-headers';
import { listingStatus } from '~/lib/listing-status';
import { nextUpdateDue, underOfferDays } from '~/lib/freshness';
import { freshnessSettings } from '~/models/freshness-settings.server';
import { isOpenHome, seesHome } from '~/models/home-access.server';
import { inquirySlots, NO_SLOTS } from '~/models/viewings.server';
import { comingOpenHouses } from '~/models/open-houses.server';
import { placeZone } from '~/lib/catalog-places';
import { placeLabel } from '~/lib/catalog-labels';
import { getProperty } from '~/models/properties.server';
import { earlierListing } from '~/models/relists.server';
import { countView } from '~/models/listing-stats.server';
import { isSaved } from '~/models/saved-homes.server';
import { priceHistory } from '~/models/price-history.server';
import { createReview, listReviews } from '~/models/reviews.server';

import { inLanguage } from '~/lib/generated-labels';
import type { Route } from './+types/detail';

/** The query parameter of the page of reviews shown (counted from 1; without it, the newest). */
const REVIEWS_PARAM = 'reviews';

/** Below the fold, with its chart's axes and labels: its code loads while the page hydrates. */
const PriceHistory = deferredComponent(() =>
  import('~/components/property/price-history').then((module) => module.PriceHistory),
);

/** Below the fold, the video and the floor plans: their code loads while the page hydrates (ADR 0011). */
const VideoTour = deferredComponent(() =>
  import('~/components/property/video-tour').then((module) => module.VideoTour),
);
const FloorPlans = deferredComponent(() =>
  import('~/components/property/floor-plans').then((module) => module.FloorPlans),
);

/** Below the fold, with the home's clock: its code loads while the page hydrates (ADR 0011). */
const OpenHouses = deferredComponent(() =>
  import('~/components/property/open-houses').then((module) => module.OpenHouses),
);

/**
 * Below the fold, the home's stated terms, what it costs to move in, a UK home's material
 * information and its stations: their code loads while the page hydrates (ADR 0011).
 */
const ListingTerms = deferredComponent(() =>
  import('~/components/property/listing-terms').then((module) => module.ListingTerms),
);
const MoveInCost = deferredComponent(() =>
  import('~/components/property/listing-terms').then((module) => module.MoveInCost),
);
const MaterialInfoList = deferredComponent(() =>
  import('~/components/property/material-info').then((module) => module.MaterialInfoList),
);
const NearestStations = deferredComponent(() =>
  import('~/components/property/nearest-stations').then((module) => module.NearestStations),
);

/** Below the fold, with Conform: its code loads while the page hydrates (ADR 0011). */
const ReviewForm = deferredComponent(() =>
  import('~/components/property/review-form').then((module) => module.ReviewForm),
);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // An old zero-based ?reviews=0 is the first page (docs/product.md#pagination).
  const first = oldFirstPage(new URL(request.url), REVIEWS_PARAM, { keep: true });
  if (first) throw redirect(first, 301);
  const id = parseId(params.id);
  // The same look-up as the root loader's (one per request).
  const user = await getUser(request, context.db);
  const lang = await requestLanguage(request);
  const [property, reviews, saved, priceChanges, openHouses, , freshness, near] =
    id === undefined
      ? [null, undefined, false, [], [], undefined, undefined, []]
      : await Promise.all([
          getProperty(context.db, id, { withHidden: true, lang }),
          listReviews(
            context.db,
            id,
            pageParam(new URL(request.url).searchParams.get(REVIEWS_PARAM)),
          ),
          user ? isSaved(context.db, user.id, id) : false,
          optionalPart('The price history', priceHistory(context.db, id), []),
          comingOpenHouses(context.db, id),
          countView(request, context.db, id, user?.id),
          freshnessSettings(context.db),
          stationsNearHome(context.db, id),
        ]);
  // A draft or a hidden home is its owner's and the desk's alone: to anyone else it is a home
  // that does not exist (docs/product.md#who-sees-a-home).
  const seen =
    property &&
    (await seesHome(context.db, user, { ...property, listerUserId: property.lister?.userId }));
  if (!property || !reviews || !seen) throw notFound(request, 'error.propertyNotFound');
  // A generated home's texts in the page's language (docs/product.md#generated-data-in-two-languages).
  const { description, descriptionJa, nameJa, addressJa, ...home } = property;
  const listing = {
    ...home,
    name: inLanguage(lang, home.name, nameJa),
    address: home.address && inLanguage(lang, home.address, addressJa),
    // Both names for the compare list, which may be shown in the other language (ADR 0059).
    names: { name: home.name, nameJa },
  };
  // Rendered here so that no markdown library ships to the browser.
  const descriptionHtml = renderMarkdown(inLanguage(lang, description, descriptionJa), {
    headingOffset: 1,
    lang,
  });
  const origin = new URL(request.url).origin;
  const page = {
    listing,
    descriptionHtml,
    summary: summarize(descriptionHtml),
    reviews,
    saved,
    priceChanges,
    origin,
    url: `${origin}${pathInLanguage(lang, `/property/${property.id}`)}`, // ADR 0065
    // The offer's seller in the structured data: the agent and their agency.
    seller: property.lister ? sellerJsonLd(property.lister, origin) : null,
    // The visits its lister offers (docs/product.md#contacting-the-lister).
    // Its open houses, on its own clock (docs/product.md#open-houses).
    openHouses,
    // Its nearest stations in the page's language (docs/product.md#stations-and-walking-minutes).
    stations: near.map((station) => ({
      name: stationTitle(station, lang),
      lines: lang === 'ja' ? station.linesJa : station.lines,
      minutes: station.minutes,
    })),
    zone: placeZone(property.location),
    // Whether it is a UK home, which states its material information (worked out here, so the
    // page's script need not know the countries).
    materialInfo: givesMaterialInfo(property.location),
    slots: property.lister
      ? await inquirySlots(context.db, property.lister, property.id)
      : NO_SLOTS,
    // The listing it was before, when it is a relist (docs/product.md#relists).
    earlier:
      property.relistOf === null ? null : await earlierListing(context.db, property.relistOf),
    // Its next confirmation's day, and why it waits for one (docs/product.md#freshness).
    nextUpdate: nextUpdateDue(property.confirmedAt, freshness!),
    staleByStatus:
      property.status === 'under_offer' &&
      property.statusSince.getTime() <
        Date.now() - underOfferDays(property.listingType, freshness!) * 86_400_000,
  };
  // Counted again when the page is answered from the cache (ADR 0073).
  return data(page, { headers: countsViewOf(property.id) });
}

/**
 * A home's card fetches its data ahead on the visitor's intent (a fetcher's load of this route);
 * the click then reuses that answer instead of asking again (lib/home-prefetch.ts).
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  return loadHome(`${url.pathname}${url.search}`, serverLoader);
}

/**
 * A card's prefetch on another page is a fetcher of this route: a post there (a heart) need not
 * fetch its home again. This page itself revalidates as usual.
 */
export function shouldRevalidate({
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return pathWithoutLanguage(nextUrl.pathname).startsWith('/property/')
    ? defaultShouldRevalidate
    : false;
}

/** A 429 keeps its Retry-After on the page it renders. */
export const headers = withCountedView(keepRetryAfter);

/**
 * Creates a review (docs/product.md#reviews-and-comments): validated here as the authority,
 * rate-limited, stored.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const id = parseId(params.id);
  // Only a home everyone sees takes reviews: a draft's or hidden home's page is missing, and a
  // post to it stores nothing (docs/product.md#who-sees-a-home).
  if (id === undefined || !(await isOpenHome(context.db, id)))
    throw notFound(request, 'error.propertyNotFound');
  const read = await readForm({ request, context }, { schema: reviewSchema, form: 'review' });
  if (!read.ok) return read.answer;
  const { name, email, rating, message } = read.value;
  const review = await createReview(context.db, id, { name, email, rating, message });
  if (!review) throw notFound(request, 'error.propertyNotFound');
  const held = review.status === 'held';
  return { result: read.submission.reply({ resetForm: true }), ok: true, held, review };
}

/**
 * A post that never reaches the server (offline, dropped connection) becomes an answer the form
 * can show, instead of the error page; its status stops the page's data being reloaded.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (isRouteErrorResponse(error)) throw error;
    return data({ ok: false, failed: true }, { status: 503 });
  }
}

export default function PropertyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const {
    listing: p,
    descriptionHtml,
    summary,
    reviews,
    saved,
    priceChanges,
    origin,
    url,
  } = loaderData;
  const user = useUser();
  const average = averageRating(p);
  const answer = actionData as ReviewResult | undefined;
  const [firstPhoto] = p.photos;
  // A home sold or let is no longer asked about or bought: no payment, no inquiry (ADR 0103).
  const { onMarket } = listingStatus(p.status, p.listingType);
  return (
    // Keyed by id: moving to another listing starts its gallery and form afresh.
    <div key={p.id} className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <PageMeta
        title={p.name}
        description={summary}
        image={ogCardImage('property', p.id, [
          p.name,
          p.price,
          p.listingType,
          firstPhoto?.original,
        ])}
      />
      <ListingJsonLd
        data={listingJsonLd({
          listing: p,
          url,
          origin,
          description: summary,
          average,
          reviewCount: p.reviewCount,
          seller: loaderData.seller,
        })}
      />
      {p.hiddenAt && (
        <p
          role="status"
          className="mb-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
        >
          {t('detail.hiddenNotice')}
        </p>
      )}
      <ClosedBanner {...p} />
      {p.status !== 'closed' && p.status !== 'draft' && (
        <StaleBanner
          staleSince={p.staleSince}
          confirmedAt={p.confirmedAt}
          statusSince={p.statusSince}
          byStatus={loaderData.staleByStatus}
          ownerView={user !== null && user !== undefined && user.id === p.lister?.userId}
        />
      )}
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0 flex-1">
          <ListingHeader
            name={p.name}
            status={p.status}
            listingType={p.listingType}
            category={p.category}
            location={p.location}
            neighbourhood={p.neighbourhood}
            createdAt={p.createdAt}
          />
          <ListingAddress address={p.address} />
          {p.status !== 'closed' && p.status !== 'draft' && (
            <FreshnessDates
              confirmedAt={p.confirmedAt}
              registeredAt={p.createdAt}
              nextUpdate={loaderData.nextUpdate}
            />
          )}
          <ListedBefore earlier={loaderData.earlier} currency={p.currency} />
        </div>
        <div className="flex shrink-0 flex-col items-end gap-2">
          <SaveButton propertyId={p.id} name={p.name} saved={saved} variant="page" />
          <CompareToggle id={p.id} {...p.names} page />
          {!p.hiddenAt && <ReportLink kind="property" id={p.id} label={t('report.homeLabel')} />}
        </div>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-3 lg:gap-8">
        <div className="min-w-0 lg:col-span-2">
          <Gallery name={p.name} photos={p.photos} />
        </div>
        <aside className="lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <div className="lg:sticky lg:top-24">
            <PriceCard
              price={p.price}
              currency={p.currency}
              priceUsd={p.priceUsd}
              location={p.location}
              listingType={p.listingType}
              onMarket={onMarket}
              rentalTerms={p.rentalTerms}
              deposit={p.deposit}
              beds={p.numberOfBeds}
              rooms={p.category === 'Office' ? p.numberOfLivingRooms : undefined}
              baths={p.numberOfBathrooms}
              area={p.numberOfArea}
              average={average}
              reviewCount={p.reviewCount}
            />
          </div>
        </aside>
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <DetailSection id="details" title={t('detail.facts')}>
            <PropertyFacts property={p} />
          </DetailSection>
          {loaderData.materialInfo && (
            <DetailSection id="material" title={t('material.title')}>
              <MaterialInfoList info={p} office={p.category === 'Office'} />
            </DetailSection>
          )}
          <DetailSection id="terms" title={t('terms.title')}>
            <div className="flex flex-col gap-5">
              <ListingTerms home={p} />
              {onMarket && (
                <div>
                  <h3 className="mb-2 text-sm font-semibold text-slate-900">
                    {t(p.listingType === 'rent' ? 'moveIn.title' : 'moveIn.titleSale')}
                  </h3>
                  <MoveInCost home={p} />
                </div>
              )}
            </div>
          </DetailSection>
          <NearestStations stations={loaderData.stations} />
          <DetailSection id="description" title={t('detail.description')}>
            <MarkdownContent html={descriptionHtml} />
          </DetailSection>
          <DetailSection id="amenities" title={t('detail.amenities')}>
            <AmenityList present={p.amenities} />
          </DetailSection>
          {p.latitude !== null && p.longitude !== null && (
            <DetailSection id="map" title={t('map.location')}>
              <HomeMapLoader latitude={p.latitude} longitude={p.longitude} label={p.name} />
            </DetailSection>
          )}
          {p.latitude === null && user && user.id === p.lister?.userId && (
            <NotOnMapNote editHref={`/listings/${p.id}/edit`} />
          )}
          <Suspense fallback={null}>
            <PriceHistory
              changes={priceChanges}
              listedAt={p.createdAt}
              perMonth={p.listingType === 'rent'}
              currency={p.currency}
            />
          </Suspense>
          {p.video && firstPhoto && (
            <DetailSection id="video" title={t('detail.video')}>
              <Suspense fallback={null}>
                <VideoTour name={p.name} video={p.video} poster={firstPhoto} />
              </Suspense>
            </DetailSection>
          )}
          {p.floorPlans.length > 0 && (
            <DetailSection id="floor-plans" title={t('detail.floorPlans')}>
              <Suspense fallback={null}>
                <FloorPlans plans={p.floorPlans} />
              </Suspense>
            </DetailSection>
          )}
          <Suspense fallback={null}>
            <OpenHouses spans={loaderData.openHouses} zone={loaderData.zone} />
          </Suspense>
          <ContactListerPanel
            lister={p.hiddenAt ? null : p.lister}
            propertyId={p.id}
            homeName={p.name}
            placeName={placeLabel(t, p.location)}
            slots={loaderData.slots}
            onMarket={onMarket}
          />
          <DetailSection id="reviews" title={t('detail.reviews')}>
            <ReviewList
              reviews={reviews}
              average={average}
              hrefFor={(page) => `/property/${p.id}?${REVIEWS_PARAM}=${pageValue(page)}#reviews`}
            />
            <div className="mt-6 border-t border-slate-200 pt-6">
              <h3 id="write-review" className="text-lg font-bold text-slate-900">
                {t('detail.writeReview')}
              </h3>
              {answer && <ReviewOutcome answer={answer} />}
              <div className="mt-4">
                <Suspense fallback={null}>
                  <ReviewForm propertyId={p.id} lastResult={answer} visitor={user} />
                </Suspense>
              </div>
            </div>
          </DetailSection>
        </div>
      </div>
      <CompareTrayLoader />
    </div>
  );
}
