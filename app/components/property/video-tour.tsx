import { useRef, useState } from 'react';

import type { Photo } from '~/lib/photos/photo';
import { useI18n } from '~/i18n/context';
import { artSize } from '~/lib/art/sizes';
import { tourUrlFor } from '~/lib/art-seeds';
import { parseVideoLink, videoEmbedUrl } from '~/lib/listing-form/video';

import { MAIN_PHOTO_SIZES } from './gallery';
import { PhotoPicture } from './photo-picture';

const POSTER = artSize('house', 'full');
const TOUR = artSize('tour', 'full');

/**
 * The video tour as a click-to-play poster (docs/product.md#home-details): the listing's first
 * photo with a play button; the tour itself is requested only once the visitor asks for it.
 * An uploaded photo is offered as the gallery offers it (the same `sizes`), so the browser reuses
 * the file it already has for the gallery's main photo instead of fetching the 1600 px JPEG: on a
 * phone that JPEG was six times the main photo's bytes, fetched while the page was loading.
 */
export function VideoTour({ name, video, poster }: { name: string; video: string; poster: Photo }) {
  const { t, lang } = useI18n();
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const external = parseVideoLink(video);

  const play = () => {
    setPlaying(true);
    // The button goes away; keep the keyboard where the visitor was.
    requestAnimationFrame(() => frame.current?.focus());
  };

  return (
    <div
      ref={frame}
      tabIndex={-1}
      className="relative aspect-video overflow-hidden rounded-xl bg-slate-900"
    >
      {playing && external ? (
        // An owner's YouTube or Vimeo video: the provider's player, loaded only once asked for.
        <iframe
          src={videoEmbedUrl(external)}
          title={t('detail.videoAlt', { name })}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          className="size-full border-0"
        />
      ) : playing ? (
        <img
          src={tourUrlFor(video, lang)}
          width={TOUR.width}
          height={TOUR.height}
          alt={t('detail.videoAlt', { name })}
          data-testid="video-tour"
          className="size-full object-cover"
        />
      ) : (
        <button
          type="button"
          onClick={play}
          // On the dark frame, whose edge would hide a ring outside it: a white ring inside.
          className="group focus-ring-light absolute inset-0 flex items-center justify-center focus-visible:-outline-offset-4"
        >
          <PhotoPicture
            photo={poster}
            use="original"
            sizes={MAIN_PHOTO_SIZES}
            width={POSTER.width}
            height={POSTER.height}
            alt=""
            loading="lazy"
            decoding="async"
            className="absolute inset-0 size-full object-cover opacity-90 transition group-hover:opacity-100"
          />
          <span className="absolute inset-0 bg-gradient-to-t from-slate-950/60 to-slate-950/10" />
          <span className="relative flex size-20 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow-xl transition group-hover:scale-105 sm:size-24">
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className="ml-1 size-9 sm:size-10"
              fill="currentColor"
            >
              <path d="M7 4.5v15a1 1 0 0 0 1.5.86l12.5-7.5a1 1 0 0 0 0-1.72L8.5 3.64A1 1 0 0 0 7 4.5Z" />
            </svg>
          </span>
          <span className="absolute bottom-4 left-4 rounded-full bg-slate-950/70 px-3 py-1.5 text-sm font-semibold text-white">
            {t('detail.playVideo')}
          </span>
        </button>
      )}
    </div>
  );
}
