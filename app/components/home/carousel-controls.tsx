import { useI18n } from '~/i18n/context';

import type { Carousel } from './use-carousel';

const ICONS = {
  previous: 'M12.5 4.5 7 10l5.5 5.5',
  next: 'M7.5 4.5 13 10l-5.5 5.5',
  pause: 'M7 4.5v11M13 4.5v11',
  play: 'M6.5 4.5v11l9-5.5-9-5.5Z',
};

function Icon({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      className="size-5"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

const TONES = {
  light: {
    button:
      'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700 shadow-sm',
    counter: 'text-slate-600',
  },
  dark: {
    button: 'border-white/30 bg-white/10 text-white hover:bg-white/20',
    counter: 'text-slate-200',
  },
};

/**
 * Previous / next buttons, the pause control (only when the carousel rotates on its own), and a
 * "3 / 30" counter that is announced when the visitor moves it (not while it rotates).
 */
export function CarouselControls({
  carousel,
  labels,
  tone = 'light',
  className = '',
}: {
  carousel: Carousel;
  labels: { previous: string; next: string };
  tone?: keyof typeof TONES;
  className?: string;
}) {
  const { t, format } = useI18n();
  const style = TONES[tone];
  const button = `flex size-11 items-center justify-center rounded-full border transition-colors ${style.button}`;
  return (
    <div className={`flex items-center gap-3 ${className}`}>
      <button type="button" onClick={carousel.previous} className={button}>
        <Icon d={ICONS.previous} />
        <span className="sr-only">{labels.previous}</span>
      </button>
      <p
        className={`min-w-16 text-center text-sm font-semibold tabular-nums ${style.counter}`}
        aria-live={carousel.announce ? 'polite' : 'off'}
        aria-atomic="true"
      >
        <span className="sr-only">
          {t('home.carouselPosition', {
            n: format.number(carousel.index + 1),
            total: format.number(carousel.count),
          })}
        </span>
        <span aria-hidden="true">
          {carousel.index + 1} / {carousel.count}
        </span>
      </p>
      <button type="button" onClick={carousel.next} className={button}>
        <Icon d={ICONS.next} />
        <span className="sr-only">{labels.next}</span>
      </button>
      {carousel.canPlay && (
        <button type="button" onClick={carousel.togglePlaying} className={button}>
          <Icon d={carousel.playing ? ICONS.pause : ICONS.play} />
          <span className="sr-only">
            {carousel.playing ? t('home.pauseRotation') : t('home.playRotation')}
          </span>
        </button>
      )}
    </div>
  );
}
