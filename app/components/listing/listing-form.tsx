import { useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { safeParse } from 'zod/v4/core';

import type { ListingStatus } from '~/db/schema';
import { useI18n } from '~/i18n/context';
import { areaFieldsInSquareFeet } from '~/lib/listing-form/area-unit';
import { listingErrorText } from '~/lib/listing-form/errors';
import { draftFieldsOf, listingSchema, type DraftFields } from '~/lib/listing-form/schema';
import type { DraftPhoto } from '~/lib/photos/rules';

import { DescriptionField } from './description-field';
import { MaterialInfoSection } from './material-info-section';
import { MediaSection } from './media-section';
import { OpenHouseSection } from './open-house-section';
import { PinSection } from './pin-section';
import type { PhotoSummary } from './photo-manager';
import {
  AmenitiesSection,
  BasicsSection,
  DetailsSection,
  ReachSection,
  RentalSection,
} from './listing-sections';
import { TermsSection } from './terms-section';
import { Section } from './listing-field';
import { SaveBar } from './save-bar';
import { useAutosave } from './use-autosave';

/** What the form's action answers (docs/product.md#listing-a-home). */
export type ListingAnswer = {
  saved?: string;
  draftId?: number;
  limited?: boolean;
  /** Publishing was refused: the account's address is not confirmed (docs/product.md#accounts). */
  unconfirmed?: boolean;
  preview?: string;
  errors?: Record<string, string[]>;
  fields?: DraftFields;
  /** readForm's answer to a post it refused (too long a field, too many posts). */
  result?: {
    error?: Record<string, string[] | null> | null;
    initialValue?: Record<string, unknown> | null;
  };
};

type Errors = Record<string, string[] | null | undefined>;

/** The fields' values as the form holds them now. */
function valuesOf(form: HTMLFormElement) {
  return draftFieldsOf(Object.fromEntries(new FormData(form)));
}

/** Every field's messages by the listing schema, for the browser's instant answer. */
function check(values: DraftFields): Errors {
  const result = safeParse(listingSchema, values);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (errors[issue.path.join('.')] ??= []).push(issue.message);
  return errors;
}

/** The photos' part of publishing, from what the photo manager tells the form. */
function photosError(form: HTMLFormElement) {
  const data = new FormData(form);
  if (!data.has('photoCount')) return undefined;
  if (Number(data.get('photoCount')) === 0) return ['photos'];
  if (Number(data.get('photosWithoutAlt')) > 0) return ['alt'];
  return undefined;
}

/**
 * The listing form: sections a phone scrolls through, and a save bar that stays in reach. It saves
 * as the owner goes, checks each field as it is left, and publishes (or, for a published home,
 * applies the changes) once every field is right. Plain posts do the same without JavaScript.
 */
export function ListingForm({
  status,
  draftId,
  savedAt,
  fields,
  photos,
  answer,
  offMap = false,
}: {
  offMap?: boolean;
  status: ListingStatus | null;
  draftId: number | null;
  savedAt: string | null;
  fields: DraftFields;
  photos: DraftPhoto[];
  answer?: ListingAnswer;
}) {
  const { t, format } = useI18n();
  const form = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  // A refused post's fields are as typed; the form shows square feet in the page's unit.
  const typed = answer?.result?.initialValue as DraftFields | undefined;
  const values = answer?.fields ?? (typed && areaFieldsInSquareFeet(typed)) ?? fields;
  const [errors, setErrors] = useState<Errors>(answer?.errors ?? answer?.result?.error ?? {});
  const [shownAnswer, setShownAnswer] = useState(answer);
  if (answer !== shownAnswer) {
    setShownAnswer(answer);
    setErrors(answer?.errors ?? answer?.result?.error ?? {});
  }
  const autosave = useAutosave({ form, draftId, savedAt, leaveText: t('listings.leave') });
  const error = (name: string) => listingErrorText(t, errors[name]?.[0], (n) => format.number(n));

  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    const field = event.target as unknown as HTMLInputElement;
    if (field.name === 'description' || field.name in errors) recheck(field.name);
    autosave.changed();
  };
  // A field left is checked at once; a field already wrong is checked as it is corrected.
  const recheck = (name: string) => {
    if (!form.current || !name) return;
    const next = check(valuesOf(form.current))[name];
    setErrors((current) =>
      current[name]?.[0] === next?.[0] ? current : { ...current, [name]: next },
    );
  };
  // A publish pressed while photos or their words are still on their way waits for them.
  const photosBusy = useRef(false);
  const [publishWhenReady, setPublishWhenReady] = useState(false);
  // Photos added and described clear their message at once.
  const onPhotos = (summary: PhotoSummary) => {
    photosBusy.current = summary.busy;
    if (!summary.busy && publishWhenReady && form.current) {
      setPublishWhenReady(false);
      form.current.requestSubmit(form.current.querySelector<HTMLButtonElement>('[value=publish]'));
    }
    if (!errors.photos) return;
    const next = summary.count === 0 ? ['photos'] : summary.missingAlt > 0 ? ['alt'] : undefined;
    if (next?.[0] !== errors.photos[0]) setErrors((current) => ({ ...current, photos: next }));
  };
  const onBlur = (event: React.FocusEvent<HTMLFormElement>) => {
    const field = event.target as unknown as HTMLInputElement;
    if (field.name && field.value !== '') recheck(field.name);
  };
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const intent = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)
      ?.value;
    if (intent === 'publish' && photosBusy.current) {
      event.preventDefault();
      setPublishWhenReady(true);
      return;
    }
    if (intent === 'publish' && form.current) {
      const found = check(valuesOf(form.current));
      const photos = photosError(form.current);
      if (photos) found.photos = photos;
      if (Object.keys(found).length > 0) {
        event.preventDefault();
        setErrors(found);
        const [name] = Object.keys(found);
        const first = form.current.querySelector<HTMLElement>(
          name === 'photos' ? '#listing-photos' : `[name="${name}"]`,
        );
        first?.focus();
        return;
      }
    }
    autosave.settle();
  };

  const invalid = Object.values(errors).some((list) => list && list.length > 0);
  const published = status !== null && status !== 'draft';
  return (
    <div className="mx-auto max-w-4xl px-4 pt-6 sm:px-6 sm:pt-10">
      {published && (
        <p className="mb-4 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900">
          {t('listings.editingLive')}
        </p>
      )}
      <Form
        ref={form}
        method="post"
        noValidate
        onChange={onChange}
        onBlur={onBlur}
        onSubmit={onSubmit}
        className="group/listing flex flex-col gap-6"
        aria-describedby={invalid ? 'listing-invalid' : undefined}
      >
        <BasicsSection values={values} error={error} />
        <PinSection values={values} error={error} offMap={offMap} />
        <DetailsSection values={values} error={error} />
        <MaterialInfoSection values={values} error={error} />
        <RentalSection values={values} error={error} />
        <TermsSection values={values} error={error} />
        <AmenitiesSection values={values} error={error} />
        <Section id="description" title={t('listings.section.description')}>
          <DescriptionField
            value={values.description ?? ''}
            error={error('description')}
            preview={answer?.preview}
          />
        </Section>
        <MediaSection
          draftId={autosave.draftId}
          photos={photos}
          video={values.video ?? ''}
          error={error}
          onPhotos={onPhotos}
          editing={status !== null}
        />
        <ReachSection values={values} error={error} />
        <OpenHouseSection values={values} error={error} />
        <SaveBar
          publishLabel={published ? t('listings.saveChanges') : t('listings.publish')}
          busy={navigation.state === 'submitting'}
          autosave={autosave}
          invalid={invalid}
          limited={answer?.limited === true}
          canDiscard={draftId !== null}
        />
      </Form>
    </div>
  );
}
