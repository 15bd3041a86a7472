import { Suspense } from 'react';

import { useI18n } from '~/i18n/context';
import { deferredComponent } from '~/lib/deferred-component';
import { LIMITS } from '~/lib/listing-form/schema';
import type { DraftPhoto } from '~/lib/photos/rules';

import { Field, Section } from './listing-field';
import type { PhotoSummary } from './photo-manager';

/**
 * Out of the form's first-load JavaScript (ADR 0011): its code loads while the page hydrates,
 * and the server's HTML shows the photos meanwhile.
 */
const PhotoManager = deferredComponent(() =>
  import('./photo-manager').then((module) => module.PhotoManager),
);

/**
 * Photos and floor plans (the photo manager, which uploads to the draft), and the video link.
 * Photos belong to a draft, so a listing not yet saved offers to save it first.
 */
export function MediaSection({
  draftId,
  photos,
  video,
  error,
  onPhotos,
  editing,
}: {
  /** An edit of a published home: its photos are changed in the edit's draft. */
  editing: boolean;
  draftId: number | null;
  photos: DraftPhoto[];
  video: string;
  error: (name: string) => string | undefined;
  onPhotos: (summary: PhotoSummary) => void;
}) {
  const { t } = useI18n();
  const photosError = error('photos');
  return (
    <Section id="media" title={t('listings.section.media')}>
      <div id="listing-photos" tabIndex={-1} className="mb-6">
        {draftId !== null && (
          <Suspense fallback={null}>
            <PhotoManager
              key={draftId}
              draftId={draftId}
              initialPhotos={photos}
              onChange={onPhotos}
            />
          </Suspense>
        )}
        {draftId === null && (
          <div className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">
            <p>{t(editing ? 'listings.hint.photosEdit' : 'listings.hint.photos')}</p>
            <button
              type="submit"
              name="intent"
              value="save"
              className="mt-3 rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
            >
              {t(editing ? 'listings.changePhotos' : 'listings.addPhotos')}
            </button>
          </div>
        )}
        {photosError && (
          <p className="mt-2 text-sm text-red-700" role="alert">
            {photosError}
          </p>
        )}
      </div>
      <Field
        name="video"
        label={t('listings.field.video')}
        optional={t('listings.optional')}
        error={error('video')}
        hint={t('listings.hint.video')}
      >
        {(props) => (
          <input
            {...props}
            type="url"
            inputMode="url"
            maxLength={LIMITS.video}
            placeholder="https://www.youtube.com/watch?v=…"
            defaultValue={video}
          />
        )}
      </Field>
    </Section>
  );
}
