import { StarIcon } from '~/components/property/stars';
import { useI18n } from '~/i18n/context';
import { artSize } from '~/lib/art/sizes';

import { CarouselControls } from './carousel-controls';
import { SectionHeading, type Tone } from './section-heading';
import type { HomeTestimonial } from './types';
import { useCarousel } from './use-carousel';
import { Reveal } from './reveal';

const AVATAR = artSize('avatar', 'thumb');

/** How many slides show at once: three, two or one (a peek of the next one on phones). */
const LAYOUTS = {
  three: 'w-[86%] sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]',
  two: 'w-[86%] md:w-[calc((100%-1.5rem)/2)]',
  one: 'w-full',
};

const STYLES = {
  white: { section: 'bg-white', card: 'bg-slate-50 ring-1 ring-slate-900/5', tone: 'light' },
  tinted: {
    section: 'bg-brand-50',
    card: 'bg-white shadow-sm ring-1 ring-brand-100',
    tone: 'light',
  },
  dark: {
    section: 'focus-ring-light bg-slate-900',
    card: 'bg-white/5 ring-1 ring-white/10',
    tone: 'dark',
  },
  brand: {
    section: 'focus-ring-light bg-brand-900',
    card: 'bg-white/10 ring-1 ring-white/15',
    tone: 'dark',
  },
} as const;

/** A whole-star rating, read out as "4 out of 5 stars". */
function Rating({ value, dark, size }: { value: number; dark: boolean; size: string }) {
  const { t, format } = useI18n();
  return (
    <span
      role="img"
      aria-label={t('detail.starsLabel', { n: format.number(value) })}
      className="flex gap-0.5"
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon
          key={n}
          className={`${size} ${n <= value ? 'text-amber-400' : dark ? 'text-white/20' : 'text-slate-300'}`}
        />
      ))}
    </span>
  );
}

/** The testimonials (name, job, rating, text, avatar; docs/product.md#home-pages) in a carousel. */
export function Testimonials({
  id,
  testimonials,
  layout = 'three',
  look = 'white',
}: {
  id: string;
  testimonials: HomeTestimonial[];
  layout?: keyof typeof LAYOUTS;
  look?: keyof typeof STYLES;
}) {
  const { t, format } = useI18n();
  const carousel = useCarousel(testimonials.length);
  const style = STYLES[look];
  const tone: Tone = style.tone;
  const dark = tone === 'dark';
  const big = layout === 'one';
  const title = t('home.testimonialsTitle');
  return (
    <section aria-labelledby={`${id}-heading`} className={style.section}>
      <Reveal
        className={`mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8`}
        {...carousel.holdProps}
      >
        <SectionHeading
          id={`${id}-heading`}
          eyebrow={t('home.testimonialsEyebrow')}
          title={title}
          text={t('home.testimonialsText')}
          tone={tone}
        >
          <CarouselControls
            carousel={carousel}
            tone={tone}
            labels={{ previous: t('home.previousTestimonial'), next: t('home.nextTestimonial') }}
          />
        </SectionHeading>
        <div
          {...carousel.trackProps}
          role="region"
          aria-roledescription={t('home.carousel')}
          aria-label={t('home.testimonialsEyebrow')}
          className="relative mt-10 flex snap-x snap-mandatory gap-6 overflow-x-auto overscroll-x-contain rounded-2xl py-1 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {testimonials.map((item, n) => (
            <div
              key={item.id}
              role="group"
              aria-roledescription={t('home.slide')}
              aria-label={t('home.carouselPosition', {
                n: format.number(n + 1),
                total: format.number(testimonials.length),
              })}
              className={`flex shrink-0 snap-start flex-col rounded-2xl ${style.card} ${LAYOUTS[layout]} ${
                big ? 'items-center p-8 text-center sm:p-12' : 'p-6'
              }`}
            >
              {big && (
                <img
                  src={item.avatar}
                  width={AVATAR.width}
                  height={AVATAR.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="mb-6 size-20 rounded-full ring-4 ring-brand-100"
                />
              )}
              <Rating value={item.rating} dark={dark} size={big ? 'size-6' : 'size-5'} />
              <blockquote
                className={`mt-4 flex-1 leading-7 ${big ? 'max-w-3xl text-xl sm:text-2xl sm:leading-10' : 'text-base'} ${
                  dark ? 'text-slate-100' : 'text-slate-700'
                }`}
              >
                <p>“{item.content}”</p>
              </blockquote>
              <div className={`mt-6 flex items-center gap-3 ${big ? 'flex-col' : ''}`}>
                {!big && (
                  <img
                    src={item.avatar}
                    width={AVATAR.width}
                    height={AVATAR.height}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="size-12 rounded-full"
                  />
                )}
                <span className={big ? 'text-center' : ''}>
                  <span className={`block font-semibold ${dark ? 'text-white' : 'text-slate-900'}`}>
                    {item.name}
                  </span>
                  <span className={`block text-sm ${dark ? 'text-slate-300' : 'text-slate-600'}`}>
                    {item.job}
                  </span>
                </span>
              </div>
            </div>
          ))}
        </div>
      </Reveal>
    </section>
  );
}
