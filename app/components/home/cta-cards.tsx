import { Link } from 'react-router';

import { NewsletterForm } from '~/components/newsletter-form';
import { useI18n } from '~/i18n/context';
import { artSize } from '~/lib/art/sizes';
import { artUrl } from '~/lib/art-url';

import { ghostButton, primaryButton } from './cta-banners';
import { Reveal } from './reveal';

const INTERIOR = artSize('interior', 'thumb');

/** A picture beside "ready to find your place?": browse, or work out the mortgage (home 4). */
export function CtaSplit({ id }: { id: string }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby={`${id}-heading`} className="bg-slate-50 px-4 py-16 sm:px-6 lg:px-8">
      <Reveal
        className={`mx-auto grid max-w-7xl overflow-hidden rounded-3xl bg-slate-900 focus-ring-light lg:grid-cols-2`}
      >
        <img
          src={artUrl('interior', 'cta-split', 'thumb')}
          width={INTERIOR.width}
          height={INTERIOR.height}
          alt=""
          loading="lazy"
          decoding="async"
          className="aspect-[16/10] size-full object-cover lg:aspect-auto"
        />
        <div className="flex flex-col justify-center p-8 sm:p-12 lg:p-14">
          <h2
            id={`${id}-heading`}
            className="text-3xl font-bold tracking-tight text-white sm:text-4xl"
          >
            {t('home.ctaPlaceTitle')}
          </h2>
          <p className="mt-4 text-lg text-slate-300">{t('home.ctaPlaceText')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/properties" prefetch="intent" className={primaryButton}>
              {t('home.browseAll')}
            </Link>
            <Link to="/mortgage-calculator" prefetch="intent" className={ghostButton}>
              {t('home.ctaMortgage')}
            </Link>
          </div>
        </div>
      </Reveal>
    </section>
  );
}

/** New homes by email: the newsletter form (docs/product.md#newsletter) in a card (home 3). */
export function CtaNewsletter({ id }: { id: string }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby={`${id}-heading`} className="bg-white px-4 py-16 sm:px-6 lg:px-8">
      <Reveal
        className={`mx-auto flex max-w-5xl flex-col gap-8 rounded-3xl bg-brand-50 p-8 ring-1 ring-brand-100 sm:p-12 lg:flex-row lg:items-center`}
      >
        <div className="lg:flex-1">
          <h2 id={`${id}-heading`} className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('home.ctaNewsletterTitle')}
          </h2>
          <p className="mt-3 text-slate-700">{t('home.ctaNewsletterText')}</p>
        </div>
        <div className="lg:w-[26rem]">
          <NewsletterForm id={`${id}-newsletter`} tone="light" />
        </div>
      </Reveal>
    </section>
  );
}
