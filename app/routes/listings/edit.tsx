import { Suspense } from 'react';
import { data, redirect } from 'react-router';
import * as z from 'zod/mini';

import { ListingForm, type ListingAnswer } from '~/components/listing/listing-form';
import { PageMeta } from '~/components/page-meta';
import { SubHeader } from '~/components/sub-header';
import { useI18n } from '~/i18n/context';
import { deferredComponent } from '~/lib/deferred-component';
import { readForm } from '~/http/read-form.server';
import { areaFieldsInSquareFeet } from '~/lib/listing-form/area-unit';
import { draftFieldsOf, draftSchema } from '~/lib/listing-form/schema';
import { renderMarkdown } from '~/models/markdown.server';
import { parseId } from '~/lib/query';
import { keepRetryAfter } from '~/lib/retry-after-headers';
import { notFound } from '~/http/not-found.server';
import { listerForAction, listerForPage } from '~/models/listing-access.server';
import { addressConfirmed } from '~/models/email-confirmation.server';
import { listDraftPhotos } from '~/models/photos.server';
import {
  applyDraft,
  createDraft,
  discardDraft,
  getOwnDraft,
  getOwnHome,
  ownHomeFields,
  saveDraft,
  startEdit,
} from '~/models/listings.server';

import type { Route } from './+types/edit';

/** What the form posts besides its fields: what to do, and whether a fetcher asks for data. */
const postSchema = z.extend(draftSchema, {
  intent: z.optional(z.enum(['save', 'publish', 'preview', 'discard'])),
  respond: z.optional(z.literal('data')),
  areaUnit: z.optional(z.enum(['sqft', 'm2'])),
});

/**
 * The listing form's target (docs/product.md#listing-a-home): a new listing's draft
 * (`/listings/new?draft=`), or one of the owner's homes (`/listings/:id/edit`) and its open
 * edit. Someone else's, or none, is a 404; so is a draft id on an edit's address.
 */
async function target(
  request: Request,
  db: Route.LoaderArgs['context']['db'],
  userId: number,
  id?: string,
) {
  if (id !== undefined) {
    const propertyId = parseId(id);
    const own = propertyId === undefined ? null : await getOwnHome(db, userId, propertyId);
    if (!own) throw notFound(request);
    const draft = own.draftId ? await getOwnDraft(db, userId, own.draftId) : null;
    return { own, draft, propertyId: own.home.id };
  }
  const raw = new URL(request.url).searchParams.get('draft');
  if (raw === null) return { own: null, draft: null, propertyId: null };
  const draftId = parseId(raw);
  const draft = draftId === undefined ? null : await getOwnDraft(db, userId, draftId);
  if (!draft || draft.propertyId !== null) throw notFound(request);
  return { own: null, draft, propertyId: null };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const namesListing = params.id !== undefined || new URL(request.url).searchParams.has('draft');
  const user = await listerForPage(request, context.db, { namesListing });
  const { own, draft, propertyId } = await target(request, context.db, user.id, params.id);
  const fields = draft?.fields ?? (own ? await ownHomeFields(context.db, own) : {});
  const [photos, confirmed] = await Promise.all([
    draft ? listDraftPhotos(context.db, draft.id) : [],
    addressConfirmed(context.db, user.id),
  ]);
  return {
    // Until the address is confirmed the form saves but does not publish (docs/product.md#accounts).
    unconfirmed: confirmed ? null : user.email,
    propertyId,
    status: own?.home.status ?? null,
    homeName: own?.home.name ?? null,
    // Listed before the owner's pin: said on the form until one is placed (ADR 0080).
    offMap: own !== null && own.home.status !== 'draft' && own.home.latitude === null,
    draftId: draft?.id ?? null,
    savedAt: draft?.updatedAt.toISOString() ?? null,
    fields,
    photos,
  };
}

/** Nothing of a listing being written is kept by a shared cache. */
export function headers(args: Route.HeadersArgs) {
  const headers = new Headers(keepRetryAfter(args));
  headers.set('Cache-Control', 'private, no-store');
  return headers;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await listerForAction(request, context.db);
  const { own, draft } = await target(request, context.db, user.id, params.id);
  // Counted per account (docs/product.md#rate-limits): autosaves, previews and publishing.
  const account = { rateLimits: context.rateLimits, clientIp: `account:${user.id}` };
  const read = await readForm(
    { request, context: account },
    { schema: postSchema, form: 'listing' },
  );
  if (!read.ok) return read.answer;
  const { intent = 'save', respond } = read.value;
  const fields = draftFieldsOf(areaFieldsInSquareFeet(read.value));
  if (intent === 'preview') {
    // The property page's own renderer and sanitiser, so the preview is the page (ADR 0048).
    const preview = renderMarkdown(fields.description ?? '', { headingOffset: 1 });
    return { preview, fields, draftId: draft?.id } satisfies ListingAnswer;
  }
  if (intent === 'discard') {
    if (draft) await discardDraft(context.db, user.id, draft.id);
    return redirect(own ? '/account/listings' : '/account/listings?done=discarded');
  }
  let draftId = draft?.id;
  if (draftId === undefined) {
    draftId = own
      ? await createEditDraft(context.db, user.id, own.home.id)
      : await createDraft(context.db, user, fields);
  }
  const savedAt = await saveDraft(context.db, user.id, draftId, fields);
  if (intent === 'save') {
    const back = own ? `/listings/${own.home.id}/edit` : `/listings/new?draft=${draftId}`;
    if (respond !== 'data') return redirect(back);
    return { saved: savedAt!.toISOString(), draftId } satisfies ListingAnswer;
  }
  if (!(await addressConfirmed(context.db, user.id))) {
    return data({ unconfirmed: true, draftId } satisfies ListingAnswer, { status: 403 });
  }
  if (intent === 'publish') {
    const retryAfter = await context.rateLimits.take(account.clientIp, 'listing-publish');
    if (retryAfter > 0) {
      return data({ limited: true, draftId } satisfies ListingAnswer, {
        status: 429,
        headers: { 'Retry-After': String(retryAfter) },
      });
    }
  }
  const outcome = await applyDraft(context.db, user, draftId, { publish: true });
  if (!outcome) throw notFound(request);
  if (!outcome.ok) {
    return data({ errors: outcome.errors, draftId, fields } satisfies ListingAnswer, {
      status: 400,
    });
  }
  if (outcome.held) {
    // Held for the desk as a copy (docs/product.md#copies): saved, not live; the lister is told why.
    await context.jobs.send('listing-copy', {
      propertyId: outcome.propertyId,
      news: 'held',
      origin: new URL(request.url).origin,
    });
  }
  const done = own ? 'saved' : outcome.held ? 'held' : 'published';
  return redirect(`/account/listings?done=${done}&home=${outcome.propertyId}`);
}

/** An edit's draft, opened with the home's fields and photos (it is the owner's: checked above). */
async function createEditDraft(
  db: Route.ActionArgs['context']['db'],
  userId: number,
  propertyId: number,
) {
  return (await startEdit(db, userId, propertyId))!;
}

/**
 * Shown only while the account's address is unconfirmed, so out of the form's first-load
 * JavaScript (ADR 0011, ADR 0126): its code loads while the page hydrates, the server's HTML
 * shows it meanwhile, and its button posts without JavaScript.
 */
const ConfirmAddressNote = deferredComponent(() =>
  import('~/components/account/confirm-address-note').then((module) => module.ConfirmAddressNote),
);

export default function ListingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { homeName, unconfirmed, ...form } = loaderData;
  const answer = actionData as ListingAnswer | undefined;
  const title = homeName ? t('listings.editTitle', { name: homeName }) : t('listings.newTitle');
  return (
    <>
      <PageMeta title={title} description={t('listings.newDescription')} />
      <SubHeader title={title} />
      {unconfirmed !== null && (
        <div className="mx-auto max-w-4xl px-4 pt-6 sm:px-6 sm:pt-10">
          <Suspense>
            <ConfirmAddressNote
              reason="publish"
              email={unconfirmed}
              refused={answer?.unconfirmed === true}
            />
          </Suspense>
        </div>
      )}
      <ListingForm {...form} answer={answer} />
    </>
  );
}
