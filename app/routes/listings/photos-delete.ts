import { parseId } from '~/lib/query';
import { deleteDraftPhoto, listDraftPhotos } from '~/models/photos.server';

import type { Route } from './+types/photos-delete';
import { draftOwner, json, limited, notFound, photoLimit } from './photos-answer.server';

/** Takes a photo out of its draft; answers the photos left, or 404 when it is not the draft's. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const owner = await draftOwner(request, context, params.draftId);
  const photoId = parseId(params.photoId);
  if (!owner || photoId === undefined) return notFound();
  const retryAfter = await photoLimit(context, owner.userId, 'photo-arrange');
  if (retryAfter > 0) return limited(retryAfter);
  if (!(await deleteDraftPhoto(context.db, owner.userId, owner.draftId, photoId)))
    return notFound();
  return json({ photos: await listDraftPhotos(context.db, owner.draftId) });
}

export const loader = () => notFound();
