import { lazy, Suspense, useRef, useState } from 'react';

import type { Photo } from '~/lib/photos/photo';
import { useI18n } from '~/i18n/context';
import { artSize } from '~/lib/art/sizes';

import { PhotoPicture } from './photo-picture';

/** The viewer's code loads when a visitor first opens it (or points at a photo), not with the page. */
const loadViewer = () => import('./photo-viewer');
const PhotoViewer = lazy(() => loadViewer().then((module) => ({ default: module.PhotoViewer })));

const FULL = artSize('house', 'full');
const THUMB = artSize('house', 'thumb');

/**
 * The width the gallery's main photo takes: the page's main column, inside the page's padding
 * (px-4, sm:px-6, lg:px-8, two of three columns from lg, at most 1280 px wide). Exact, so a
 * phone 412 px wide at 1.75× takes the 720 px file rather than the 960 (ADR 0052). The video
 * tour's poster, in the same column, gives the same sizes, so it is the same file, fetched once.
 */
export const MAIN_PHOTO_SIZES =
  '(min-width: 1280px) 800px, (min-width: 1024px) calc(66.67vw - 53px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';

/**
 * The listing's photos (docs/product.md#home-details): a large photo, thumbnails that choose it,
 * and a button that opens the full-screen viewer on the same photo.
 */
export function Gallery({ name, photos }: { name: string; photos: Photo[] }) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps it (and its loaded code) in place.
  const [viewerUsed, setViewerUsed] = useState(false);
  const openViewer = () => {
    setViewerUsed(true);
    setViewerOpen(true);
  };
  const opener = useRef<HTMLButtonElement>(null);
  const current = photos[index] ?? photos[0];
  if (!current) return null;
  return (
    <section aria-label={t('detail.photos')} className="min-w-0">
      <div className="relative overflow-hidden rounded-2xl bg-slate-200 shadow-sm">
        <PhotoPicture
          photo={current}
          use="original"
          sizes={MAIN_PHOTO_SIZES}
          width={FULL.width}
          height={FULL.height}
          alt={current.alt || t('detail.photoAlt', { name, n: index + 1 })}
          fetchPriority={index === 0 ? 'high' : 'auto'}
          data-testid="main-photo"
          className="aspect-[4/3] w-full object-cover sm:aspect-[3/2]"
        />
        <button
          ref={opener}
          type="button"
          onClick={openViewer}
          onPointerEnter={() => void loadViewer()}
          onFocus={() => void loadViewer()}
          aria-haspopup="dialog"
          className="absolute right-3 bottom-3 flex items-center gap-2 rounded-full bg-slate-900/80 px-4 py-2 text-sm font-semibold text-white shadow-lg backdrop-blur hover:bg-slate-900"
        >
          <svg
            viewBox="0 0 20 20"
            aria-hidden="true"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          >
            <path d="M3 8V3h5M17 8V3h-5M3 12v5h5M17 12v5h-5" />
          </svg>
          {t('detail.openViewer', { total: photos.length })}
        </button>
      </div>
      {photos.length > 1 && (
        // A strip that scrolls sideways on a phone, a row of six from tablets up.
        <ul className="-mx-1 mt-2 flex gap-2 overflow-x-auto p-1 sm:grid sm:grid-cols-6 sm:gap-3 sm:overflow-visible">
          {photos.map((photo, n) => (
            <li key={photo.original} className="w-20 shrink-0 sm:w-auto">
              <button
                type="button"
                onClick={() => setIndex(n)}
                aria-pressed={n === index}
                className={`relative block w-full overflow-hidden rounded-xl ring-offset-2 transition ${
                  n === index ? 'ring-2 ring-brand-600' : 'opacity-80 hover:opacity-100'
                }`}
              >
                {/* `relative` above: the strip clips this label too, or it widens the page. */}
                <span className="sr-only">{t('detail.showPhoto', { n: n + 1 })}</span>
                <PhotoPicture
                  photo={photo}
                  use="thumbnail"
                  sizes="(min-width: 640px) 140px, 80px"
                  width={THUMB.width}
                  height={THUMB.height}
                  alt=""
                  decoding="async"
                  // After the main photo and the stylesheet: on a phone's slow connection six
                  // thumbnails fetched beside them delayed the main photo's paint (ADR 0052).
                  fetchPriority="low"
                  className="aspect-[4/3] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {viewerUsed && (
        <Suspense fallback={null}>
          <PhotoViewer
            name={name}
            photos={photos}
            index={index}
            onIndexChange={setIndex}
            open={viewerOpen}
            onClose={() => {
              setViewerOpen(false);
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
