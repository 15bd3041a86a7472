import { listDraftPhotos, storeUploadedPhoto } from '~/models/photos.server';

import type { Route } from './+types/photos';
import { draftOwner, json, limited, notFound, photoLimit } from './photos-answer.server';

/** A draft's photos, in order, for its owner's photo manager (docs/product.md#photos). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const owner = await draftOwner(request, context, params.draftId);
  if (!owner) return notFound();
  return json({ photos: await listDraftPhotos(context.db, owner.draftId) });
}

/**
 * One photo, sent as the file itself (`?role=plan` for a floor plan), which the server has kept
 * on disk as it arrived (ADR 0047). Answers the stored photo (201), or why it was refused with
 * nothing stored: 413 past 15 MB, 429 past the account's limit, 400 otherwise.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const owner = await draftOwner(request, context, params.draftId);
  if (!owner || !request.body)
    return owner ? json({ error: 'photos.error.empty' }, 400) : notFound();
  const retryAfter = await photoLimit(context, owner.userId, 'photo-upload');
  if (retryAfter > 0) {
    await request.body.cancel();
    return limited(retryAfter);
  }
  const role = new URL(request.url).searchParams.get('role') === 'plan' ? 'plan' : 'photo';
  const stored = await storeUploadedPhoto(context.db, {
    ...owner,
    role,
    body: request.body,
    declaredType: request.headers.get('content-type') ?? '',
  });
  if (stored.ok) return json({ photo: stored.photo }, 201);
  if (stored.reason === 'notFound') return notFound();
  return json({ error: stored.reason }, stored.reason === 'photos.error.tooLarge' ? 413 : 400);
}
