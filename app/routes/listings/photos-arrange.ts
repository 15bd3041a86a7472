import { parseArrangement } from '~/lib/photos/arrange';
import { arrangeDraftPhotos, listDraftPhotos } from '~/models/photos.server';

import type { Route } from './+types/photos-arrange';
import { draftOwner, json, limited, notFound, photoLimit } from './photos-answer.server';

/**
 * The order (the first is the cover) and the words of a draft's photos, as JSON
 * (`{ photos: [{ id, alt, position }] }`); answers the photos as they now are.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const owner = await draftOwner(request, context, params.draftId);
  if (!owner) return notFound();
  const retryAfter = await photoLimit(context, owner.userId, 'photo-arrange');
  if (retryAfter > 0) return limited(retryAfter);
  const arrangement = parseArrangement(await request.json().catch(() => null));
  if (!arrangement) return json({ error: 'photos.error.arrangement' }, 400);
  await arrangeDraftPhotos(context.db, owner.userId, owner.draftId, arrangement.photos);
  return json({ photos: await listDraftPhotos(context.db, owner.draftId) });
}

/** The arrangement is a post; its address read answers 404 like any other miss. */
export const loader = () => notFound();
