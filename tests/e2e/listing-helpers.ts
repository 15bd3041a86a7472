import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';

import { expect } from './fixtures';

/** Every field a listing needs to be published (docs/product.md#listing-a-home). */
export const COMPLETE_LISTING = {
  name: 'Test Harbour Villa',
  listingType: 'sale',
  location: 'Copenhagen, Denmark',
  address: '9 Quay Street',
  latitude: '55.6761',
  longitude: '12.5683',
  category: 'Villa',
  price: '350000',
  numberOfBeds: '3',
  numberOfBathrooms: '1',
  numberOfArea: '1200',
  numberOfKitchen: '1',
  numberOfLivingRooms: '1',
  garageSize: '0',
  plotSize: '2000',
  built: '1990',
  orientation: 'South',
  description: 'A calm villa on the quay, with light from morning to evening.',
};

export const formPost = (fields: Record<string, string>) => ({ form: fields, maxRedirects: 0 });

/** Saves a new listing's draft over HTTP as `owner`; its id. */
export async function saveNewDraft(owner: APIRequestContext, fields: Record<string, string>) {
  const saved = await owner.post('/listings/new', formPost({ ...fields, intent: 'save' }));
  expect(saved.status()).toBe(302);
  const draftId = /draft=(\d+)/.exec(saved.headers().location ?? '')?.[1];
  expect(draftId).toBeDefined();
  return draftId!;
}

/**
 * A published home of `owner`'s, over HTTP: a draft, one described photo (of one colour: it has
 * no prints, so it never matches another listing's, docs/product.md#copies), then Publish. Its id.
 */
export async function publishListing(
  owner: APIRequestContext,
  fields: Record<string, string> = COMPLETE_LISTING,
) {
  return (await publishListingTo(owner, fields)).home;
}

/**
 * `publishListing` with a photo of the caller's (`photo`), answering also where Publish sent the
 * lister (`done=published`, or `done=held` for a copy).
 */
export async function publishListingTo(
  owner: APIRequestContext,
  fields: Record<string, string> = COMPLETE_LISTING,
  photo?: Buffer,
) {
  const draftId = await saveNewDraft(owner, fields);
  const jpeg =
    photo ??
    (await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#4060a0' },
    })
      .jpeg()
      .toBuffer());
  const upload = await owner.post(`/listings/drafts/${draftId}/photos`, {
    data: jpeg,
    headers: { 'Content-Type': 'image/jpeg' },
  });
  expect(upload.status()).toBe(201);
  const uploaded = ((await upload.json()) as { photo: { id: number } }).photo;
  const arranged = await owner.post(`/listings/drafts/${draftId}/photos/arrange`, {
    data: { photos: [{ id: uploaded.id, alt: 'The quay side', position: 0 }] },
  });
  expect(arranged.status()).toBe(200);
  const published = await owner.post(
    `/listings/new?draft=${draftId}`,
    formPost({ ...fields, intent: 'publish' }),
  );
  expect(published.status(), await published.text()).toBe(302);
  const location = published.headers().location ?? '';
  const home = /home=(\d+)/.exec(location)?.[1];
  expect(home).toBeDefined();
  return { home: home!, location };
}
