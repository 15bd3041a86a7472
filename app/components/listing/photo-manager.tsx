import { useCallback, useEffect, useRef, useState } from 'react';

import { useI18n } from '~/i18n/context';
import {
  MAX_PHOTOS,
  MAX_PLANS,
  missingAltText,
  type DraftPhoto,
  type PhotoRole,
} from '~/lib/photos/rules';

import { PhotoCard } from './photo-card';
import { PhotoDropZone } from './photo-drop-zone';
import { refusalBeforeSending, sendPhoto } from './photo-upload';
import { UploadRow, type Upload } from './upload-row';

/** What the listing form needs to know of the photos: how many, and how many lack words. */
export type PhotoSummary = { count: number; plans: number; missingAlt: number; busy: boolean };

/** Photos sent at once: the server prepares two at a time (ADR 0047). */
const SENDING_AT_ONCE = 2;
/** Changes to the order and words wait this long for the next, then go as one. */
const SAVE_AFTER_MS = 600;

let uploadIds = 0;

/**
 * The listing form's photos and floor plans (docs/product.md#photos): drop files, choose them, or
 * take one with the phone's camera; each is sent on its own with its progress, refused with its
 * own message, or shown once the server has prepared it. The owner orders them with buttons (the
 * first photo is the cover), describes each (a room suggests words), and deletes them. Renders
 * no form of its own, so it sits inside the listing's; the parent learns the count and the
 * photos still without words from hidden fields and `onChange`.
 */
export function PhotoManager({
  draftId,
  initialPhotos,
  onChange,
}: {
  draftId: number;
  initialPhotos: DraftPhoto[];
  onChange?: (summary: PhotoSummary) => void;
}) {
  const { t } = useI18n();
  const [photos, setPhotos] = useState(initialPhotos);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [announcement, setAnnouncement] = useState('');
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  }, [photos]);
  const root = useRef<HTMLDivElement>(null);
  // After a move, the pressed button (or, at either end, its twin) keeps the keyboard's focus.
  const [moved, setMoved] = useState<{ id: number; way: 'earlier' | 'later' } | null>(null);
  useEffect(() => {
    if (!moved) return;
    const item = root.current?.querySelector(`[data-photo-id="${moved.id}"]`);
    const other = moved.way === 'earlier' ? 'later' : 'earlier';
    const pressed = item?.querySelector<HTMLButtonElement>(`[data-move="${moved.way}"]`);
    (pressed && !pressed.disabled
      ? pressed
      : item?.querySelector<HTMLButtonElement>(`[data-move="${other}"]`)
    )?.focus();
  }, [moved]);

  const ofRole = (role: PhotoRole) => photos.filter((photo) => photo.role === role);
  const shown = ofRole('photo');
  const plans = ofRole('plan');
  const missing = missingAltText(photos).length;
  const busy = uploads.some((upload) => !upload.error) || status === 'saving';

  useEffect(() => {
    onChange?.({ count: shown.length, plans: plans.length, missingAlt: missing, busy });
  }, [onChange, shown.length, plans.length, missing, busy]);

  const save = useCallback(() => {
    clearTimeout(saveTimer.current);
    // Busy from the first change, so a publish waits for the words still to be sent.
    setStatus('saving');
    saveTimer.current = setTimeout(async () => {
      const arrangement = latest.current.map(({ id, alt, position }) => ({ id, alt, position }));
      try {
        const response = await fetch(`/listings/drafts/${draftId}/photos/arrange`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ photos: arrangement }),
        });
        setStatus(response.ok ? 'saved' : 'failed');
      } catch {
        setStatus('failed');
      }
    }, SAVE_AFTER_MS);
  }, [draftId]);
  useEffect(() => () => clearTimeout(saveTimer.current), []);

  /** Photos of one role in a new order, each given its place. */
  const reorder = (role: PhotoRole, ordered: DraftPhoto[]) => {
    setPhotos((all) => {
      const placed = ordered.map((photo, position) => ({ ...photo, position }));
      return role === 'photo'
        ? [...placed, ...all.filter((p) => p.role !== 'photo')]
        : [...all.filter((p) => p.role === 'photo'), ...placed];
    });
    save();
  };

  const move = (photo: DraftPhoto, to: number) => {
    const list = ofRole(photo.role).filter((p) => p.id !== photo.id);
    const from = ofRole(photo.role).indexOf(photo);
    list.splice(to, 0, photo);
    reorder(photo.role, list);
    setMoved({ id: photo.id, way: to < from ? 'earlier' : 'later' });
    setAnnouncement(t('photos.moved', { n: to + 1, total: list.length }));
  };

  const describe = (photo: DraftPhoto, alt: string) => {
    setPhotos((all) => all.map((p) => (p.id === photo.id ? { ...p, alt } : p)));
  };

  const remove = async (photo: DraftPhoto) => {
    const response = await fetch(`/listings/drafts/${draftId}/photos/${photo.id}/delete`, {
      method: 'POST',
    }).catch(() => null);
    if (!response?.ok) {
      setStatus('failed');
      return;
    }
    setPhotos((all) => all.filter((p) => p.id !== photo.id));
    setAnnouncement(t('photos.deleted'));
  };

  // The queue: files wait their turn, SENDING_AT_ONCE at a time, in the order they were given.
  const sending = useRef(0);
  const queue = useRef<Upload[]>([]);
  const update = (id: number, change: Partial<Upload>) =>
    setUploads((all) => all.map((u) => (u.id === id ? { ...u, ...change } : u)));

  const pump = useCallback(() => {
    while (sending.current < SENDING_AT_ONCE && queue.current.length > 0) {
      const upload = queue.current.shift()!;
      sending.current += 1;
      void (async () => {
        for (let attempt = 0; ; attempt++) {
          const answer = await sendPhoto(draftId, upload.role, upload.file, (fraction) =>
            update(upload.id, { progress: fraction }),
          );
          // The account's limit: wait the time the server asks, then send again (twice at most).
          if (!answer.ok && answer.retryAfter && attempt < 2) {
            update(upload.id, { progress: null });
            await new Promise((resolve) => setTimeout(resolve, answer.retryAfter! * 1000));
            continue;
          }
          if (answer.ok) {
            setUploads((all) => all.filter((u) => u.id !== upload.id));
            setPhotos((all) => [...all, answer.photo]);
          } else {
            update(upload.id, { error: answer.reason });
          }
          break;
        }
        sending.current -= 1;
        pump();
      })();
    }
  }, [draftId]);

  const add = (role: PhotoRole, files: File[]) => {
    const room = (role === 'photo' ? MAX_PHOTOS : MAX_PLANS) - ofRole(role).length;
    let going = uploads.filter((u) => u.role === role && !u.error).length;
    const added = files.map((file): Upload => {
      const full = role === 'photo' ? 'photos.error.tooMany' : 'photos.error.tooManyPlans';
      const early = refusalBeforeSending(file) ?? (going >= room ? full : null);
      if (!early) going += 1;
      return {
        id: ++uploadIds,
        name: file.name,
        role,
        file,
        progress: null,
        ...(early && { error: early }),
      };
    });
    setUploads((all) => [...all, ...added]);
    queue.current.push(...added.filter((u) => !u.error));
    pump();
  };

  const section = (role: PhotoRole) => {
    const list = role === 'photo' ? shown : plans;
    const max = role === 'photo' ? MAX_PHOTOS : MAX_PLANS;
    return (
      <section aria-labelledby={`photos-${role}-title`} className="space-y-4">
        <div className="flex items-baseline justify-between gap-4">
          <h3 id={`photos-${role}-title`} className="text-lg font-semibold text-slate-900">
            {t(role === 'photo' ? 'photos.title' : 'photos.plansTitle')}
          </h3>
          <p className="text-sm text-slate-600">{t('photos.count', { n: list.length, max })}</p>
        </div>
        <p className="text-sm text-slate-600">
          {t(role === 'photo' ? 'photos.intro' : 'photos.plansIntro')}
        </p>
        <PhotoDropZone role={role} onFiles={(files) => add(role, files)} />
        {uploads.some((u) => u.role === role) && (
          <ul className="space-y-2" data-testid={`uploads-${role}`}>
            {uploads
              .filter((u) => u.role === role)
              .map((upload) => (
                <UploadRow
                  key={upload.id}
                  upload={upload}
                  onDismiss={() => setUploads((all) => all.filter((u) => u.id !== upload.id))}
                />
              ))}
          </ul>
        )}
        {list.length > 0 && (
          <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid={`photos-${role}`}>
            {list.map((photo, n) => (
              <PhotoCard
                key={photo.id}
                photo={photo}
                n={n}
                total={list.length}
                onMove={(to) => move(photo, to)}
                onDescribe={(alt) => describe(photo, alt)}
                onDone={save}
                onDelete={() => void remove(photo)}
                onReceive={(id) => {
                  const dragged = list.find((p) => p.id === id);
                  if (dragged && dragged !== photo) move(dragged, n);
                }}
              />
            ))}
          </ol>
        )}
      </section>
    );
  };

  return (
    <div
      ref={root}
      className="space-y-10"
      data-testid="photo-manager"
      // Files dropped beside the drop areas are photos too, rather than opened by the browser in
      // place of the form.
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes('Files')) event.preventDefault();
      }}
      onDrop={(event) => {
        if (event.defaultPrevented || event.dataTransfer.files.length === 0) return;
        event.preventDefault();
        add('photo', [...event.dataTransfer.files]);
      }}
    >
      <input type="hidden" name="photoCount" value={shown.length} />
      <input type="hidden" name="photosWithoutAlt" value={missing} />
      {section('photo')}
      {section('plan')}
      <div className="text-sm" aria-live="polite">
        {missing > 0 && (
          <p className="text-amber-800" data-testid="photos-missing-alt">
            {t('photos.missingAlt', { n: missing })}
          </p>
        )}
        {status === 'saving' && <p className="text-slate-600">{t('photos.saving')}</p>}
        {status === 'saved' && <p className="text-slate-600">{t('photos.saved')}</p>}
        {status === 'failed' && <p className="text-red-700">{t('photos.error.arrangement')}</p>}
        <p className="sr-only">{announcement}</p>
      </div>
    </div>
  );
}
