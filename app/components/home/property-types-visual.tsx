import { Link } from 'react-router';

import { useI18n } from '~/i18n/context';
import { artSize } from '~/lib/art/sizes';
import { houseSeed } from '~/lib/art-type-codes';
import { artUrl } from '~/lib/art-url';

import { useTypeCount } from './property-types';
import { SectionHeading } from './section-heading';
import { TypeIcon, typeHref } from './type-icon';
import type { HomeTypeCount } from './types';
import { Reveal } from './reveal';
import { typeLabel } from '~/lib/catalog-labels';

const THUMB = artSize('house', 'thumb');

/** The property types as picture tiles with their counts (home 3). */
export function PropertyTypePhotos({ id, types }: { id: string; types: HomeTypeCount[] }) {
  const { t } = useI18n();
  const countText = useTypeCount();
  return (
    <section aria-labelledby={`${id}-heading`} className="bg-white">
      <Reveal className={`mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8`}>
        <SectionHeading
          id={`${id}-heading`}
          eyebrow={t('home.typesEyebrow')}
          title={t('home.typesTitle')}
          text={t('home.typesText')}
        />
        <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
          {types.map((type) => (
            <li key={type.name}>
              <Link
                to={typeHref(type.name)}
                prefetch="intent"
                className="group relative block overflow-hidden rounded-2xl bg-slate-200"
              >
                <img
                  src={artUrl('house', houseSeed(`type-${type.name}`, type.name), 'thumb')}
                  width={THUMB.width}
                  height={THUMB.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full object-cover motion-safe:transition-transform motion-safe:duration-500 group-hover:scale-105"
                />
                <span className="absolute inset-0 bg-gradient-to-t from-slate-950/85 via-slate-950/30 to-transparent" />
                <span className="absolute inset-x-0 bottom-0 p-3 sm:p-4">
                  <span className="block font-semibold text-white sm:text-lg">
                    {typeLabel(t, type.name)}
                  </span>
                  <span className="block text-xs text-slate-200 sm:text-sm">
                    {countText(type.count)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Reveal>
    </section>
  );
}

/** The property types as a ranked list with bars in proportion to their counts (home 5). */
export function PropertyTypeBars({ id, types }: { id: string; types: HomeTypeCount[] }) {
  const { t } = useI18n();
  const countText = useTypeCount();
  const most = Math.max(1, ...types.map((type) => type.count));
  const ranked = [...types].sort((a, b) => b.count - a.count);
  return (
    <section aria-labelledby={`${id}-heading`} className="bg-white">
      <Reveal
        className={`mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1fr_2fr] lg:px-8`}
      >
        <div>
          <SectionHeading
            id={`${id}-heading`}
            eyebrow={t('home.typesEyebrow')}
            title={t('home.typesTitle')}
            text={t('home.typesText')}
          />
        </div>
        <ul className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
          {ranked.map((type) => (
            <li key={type.name}>
              <Link
                to={typeHref(type.name)}
                prefetch="intent"
                className="group flex items-center gap-4 rounded-xl p-3 ring-1 ring-slate-200 transition hover:bg-brand-50 hover:ring-brand-500"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-slate-900 text-white group-hover:bg-brand-600">
                  <TypeIcon type={type.name} />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="font-semibold text-slate-900">{typeLabel(t, type.name)}</span>
                    <span className="text-sm text-slate-600 tabular-nums">
                      {countText(type.count)}
                    </span>
                  </span>
                  <span className="mt-2 block h-1.5 rounded-full bg-slate-100" aria-hidden="true">
                    <span
                      className="block h-full rounded-full bg-brand-500"
                      style={{ width: `${(type.count / most) * 100}%` }}
                    />
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Reveal>
    </section>
  );
}
