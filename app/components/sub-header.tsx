import { Link } from 'react-router';

import { useI18n } from '~/i18n/context';
import { artSize } from '~/lib/art/sizes';
import { artUrl } from '~/lib/art-url';
import { BREAKPOINTS } from '~/lib/catalog';

/**
 * The sub-header banner (docs/product.md#the-shell): the page title, the breadcrumb 'Home > title',
 * and a hero picture chosen by width at the breakpoints (1024 desktop, 768 tablet, else mobile).
 */
export function SubHeader({ title }: { title: string }) {
  const { t } = useI18n();
  const mobile = artSize('banner', 'full', 'mobile');
  return (
    <section className="focus-ring-light relative isolate overflow-hidden bg-brand-900">
      <picture>
        <source
          media={`(min-width: ${BREAKPOINTS.desktop}px)`}
          srcSet={artUrl('banner', 'desktop')}
          {...artSize('banner', 'full', 'desktop')}
        />
        <source
          media={`(min-width: ${BREAKPOINTS.tablet}px)`}
          srcSet={artUrl('banner', 'tablet')}
          {...artSize('banner', 'full', 'tablet')}
        />
        <img
          src={artUrl('banner', 'mobile')}
          width={mobile.width}
          height={mobile.height}
          alt=""
          fetchPriority="high"
          className="absolute inset-0 -z-10 size-full object-cover"
        />
      </picture>
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950/60 via-slate-950/30 to-slate-950/10" />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">{title}</h1>
        <nav aria-label={t('a11y.breadcrumb')} className="mt-3">
          <ol className="flex items-center gap-2 text-sm text-slate-200">
            <li>
              <Link to="/" prefetch="intent" className="rounded hover:text-white hover:underline">
                {t('nav.home')}
              </Link>
            </li>
            <li aria-hidden="true">&gt;</li>
            <li aria-current="page" className="font-medium text-white">
              {title}
            </li>
          </ol>
        </nav>
      </div>
    </section>
  );
}
