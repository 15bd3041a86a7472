import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';

import type { Photo } from '~/lib/photos/photo';
import { useI18n } from '~/i18n/context';
import { artSize } from '~/lib/art/sizes';

import { PhotoPicture } from './photo-picture';

const FULL = artSize('house', 'full');
/** A horizontal move longer than this (CSS pixels) is a swipe. */
const SWIPE_PX = 40;

/**
 * The full-screen photo viewer: a modal <dialog>, so the browser keeps focus inside it and
 * closes it with Escape. Previous/next by buttons, arrow keys or a swipe.
 */
export function PhotoViewer({
  name,
  photos,
  index,
  onIndexChange,
  open,
  onClose,
}: {
  name: string;
  photos: Photo[];
  index: number;
  onIndexChange: (index: number) => void;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const count = photos.length;
  const go = (step: number) => onIndexChange((index + step + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - start.y)) {
      go(dx < 0 ? 1 : -1);
    }
  };

  const photo = photos[index];
  const titleId = 'photo-viewer-title';
  // At the bottom corners on a phone (thumbs reach them, the photo stays clear), at the sides above.
  const navButton =
    'absolute bottom-4 z-10 flex size-12 items-center justify-center rounded-full bg-slate-800/90 text-white ring-1 ring-white/25 hover:bg-slate-700 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2';
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={onKeyDown}
      className="focus-ring-light fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none flex-col bg-slate-950 p-0 text-white backdrop:bg-slate-950/90 open:flex"
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <h2 id={titleId} className="min-w-0 truncate text-sm font-semibold sm:text-base">
          {t('detail.viewerTitle', { name })}
        </h2>
        <p aria-live="polite" data-testid="photo-counter" className="shrink-0 text-sm tabular-nums">
          {t('detail.photoCounter', { n: index + 1, total: count })}
        </p>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/15"
        >
          <span className="sr-only">{t('detail.closeViewer')}</span>
          <svg
            viewBox="0 0 20 20"
            aria-hidden="true"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M5 5l10 10M15 5 5 15" />
          </svg>
        </button>
      </div>
      <div
        className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 pb-20 select-none sm:px-20 sm:pb-6"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        {open && photo && (
          <PhotoPicture
            photo={photo}
            use="original"
            sizes="100vw"
            width={FULL.width}
            height={FULL.height}
            alt={photo.alt || t('detail.photoAlt', { name, n: index + 1 })}
            draggable={false}
            className="max-h-full w-auto max-w-full rounded-lg object-contain"
          />
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              className={`${navButton} left-2 sm:left-5`}
            >
              <span className="sr-only">{t('detail.previousPhoto')}</span>
              <svg
                viewBox="0 0 20 20"
                aria-hidden="true"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M12.5 4.5 7 10l5.5 5.5" />
              </svg>
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              className={`${navButton} right-2 sm:right-5`}
            >
              <span className="sr-only">{t('detail.nextPhoto')}</span>
              <svg
                viewBox="0 0 20 20"
                aria-hidden="true"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="m7.5 4.5 5.5 5.5-5.5 5.5" />
              </svg>
            </button>
          </>
        )}
      </div>
    </dialog>
  );
}
