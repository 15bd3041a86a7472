import { Link } from 'react-router';

import { useI18n } from '~/i18n/context';
import { artSize } from '~/lib/art/sizes';
import { artUrl } from '~/lib/art-url';
import { PHONE } from '~/lib/catalog';

import { Reveal } from './reveal';

const HOUSE = artSize('house', 'thumb');
export const PHONE_HREF = `tel:${PHONE.replace(/[^+\d]/g, '')}`;

export const primaryButton =
  'inline-flex items-center justify-center rounded-lg bg-white px-5 py-3 text-sm font-semibold text-brand-700 shadow-sm hover:bg-brand-50';
export const ghostButton =
  'inline-flex items-center justify-center rounded-lg border border-white/40 px-5 py-3 text-sm font-semibold text-white hover:bg-white/10';

/** "List your home" over the brand colour, with a house beside it (home 1). */
export function CtaBand({ id }: { id: string }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby={`${id}-heading`} className="bg-white px-4 py-16 sm:px-6 lg:px-8">
      <Reveal
        className={`relative mx-auto grid max-w-7xl items-center gap-8 overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 p-8 sm:p-12 lg:grid-cols-[3fr_2fr]`}
      >
        <div>
          <h2
            id={`${id}-heading`}
            className="text-3xl font-bold tracking-tight text-white sm:text-4xl"
          >
            {t('home.ctaListTitle')}
          </h2>
          <p className="mt-4 max-w-xl text-lg text-brand-100">{t('home.ctaListText')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/contact-us" prefetch="intent" className={primaryButton}>
              {t('home.ctaListAction')}
            </Link>
            <a href={PHONE_HREF} className={ghostButton}>
              {t('home.ctaCall', { phone: PHONE })}
            </a>
          </div>
        </div>
        <img
          src={artUrl('house', 'cta-list', 'thumb')}
          width={HOUSE.width}
          height={HOUSE.height}
          alt=""
          loading="lazy"
          decoding="async"
          className="w-full rounded-2xl shadow-2xl ring-4 ring-white/10 lg:rotate-2"
        />
      </Reveal>
    </section>
  );
}

/** A centred invitation to browse, over a wash of the brand colour (home 5). */
export function CtaCentered({ id }: { id: string }) {
  const { t } = useI18n();
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="focus-ring-light relative isolate overflow-hidden bg-brand-700"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_20%_20%,oklch(0.56_0.2_270)_0,transparent_45%),radial-gradient(circle_at_85%_80%,oklch(0.28_0.1_270)_0,transparent_50%)]"
      />
      <Reveal className={`mx-auto max-w-3xl px-4 py-20 text-center sm:px-6 sm:py-24`}>
        <h2
          id={`${id}-heading`}
          className="text-3xl font-bold tracking-tight text-white sm:text-5xl"
        >
          {t('home.ctaBrowseTitle')}
        </h2>
        <p className="mx-auto mt-5 max-w-xl text-lg text-brand-100">{t('home.ctaBrowseText')}</p>
        <div className="mt-9 flex flex-wrap justify-center gap-3">
          <Link to="/properties" prefetch="intent" className={primaryButton}>
            {t('home.browseAll')}
          </Link>
          <Link to="/contact-us" prefetch="intent" className={ghostButton}>
            {t('home.ctaListAction')}
          </Link>
        </div>
      </Reveal>
    </section>
  );
}

/** A dark card offering an agent's help; sits beside the blog list (home 2). */
export function CtaAgentCard({ id }: { id: string }) {
  const { t } = useI18n();
  return (
    <aside
      aria-labelledby={`${id}-heading`}
      className="focus-ring-light relative overflow-hidden rounded-3xl bg-slate-900 p-8 sm:p-10"
    >
      <div
        aria-hidden="true"
        className="absolute -top-16 -right-16 size-48 rounded-full bg-brand-600/40 blur-2xl"
      />
      <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
        {t('home.ctaAgentEyebrow')}
      </p>
      <h2 id={`${id}-heading`} className="mt-2 text-2xl font-bold text-white sm:text-3xl">
        {t('home.ctaAgentTitle')}
      </h2>
      <p className="mt-4 text-slate-300">{t('home.ctaAgentText')}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row lg:flex-col">
        <a href={PHONE_HREF} className={primaryButton}>
          {t('home.ctaCall', { phone: PHONE })}
        </a>
        <Link to="/contact-us" prefetch="intent" className={ghostButton}>
          {t('home.ctaContact')}
        </Link>
      </div>
    </aside>
  );
}
