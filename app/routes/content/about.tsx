import { Link } from 'react-router';

import { HomesByLocation, SiteFigures } from '~/components/content/site-figures';
import { PageMeta } from '~/components/page-meta';
import { SubHeader } from '~/components/sub-header';
import { aboutEn } from '~/content/about.en';
import { aboutJa } from '~/content/about.ja';
import { useI18n } from '~/i18n/context';
import { requestLanguage } from '~/http/language-cookie.server';
import { getRecentSiteStats } from '~/models/stats.server';

import type { Route } from './+types/about';

/** The page answers without its figures (null) when they cannot be counted (ADR 0098). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [lang, stats] = await Promise.all([
    requestLanguage(request),
    getRecentSiteStats(context.db),
  ]);
  return { story: lang === 'ja' ? aboutJa : aboutEn, stats };
}

const CARD = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5';
const SECTION_TITLE = 'text-2xl font-bold tracking-tight text-slate-900';

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { story, stats } = loaderData;
  return (
    <>
      <PageMeta title={t('nav.aboutUs')} description={t('content.about.description')} />
      <SubHeader title={t('nav.aboutUs')} />
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <section aria-labelledby="figures-title">
          <p className="max-w-3xl text-lg leading-relaxed text-slate-700 sm:text-xl">
            {story.lead}
          </p>
          <h2 id="figures-title" className={`${SECTION_TITLE} mt-10`}>
            {t('content.about.figuresTitle')}
          </h2>
          <div className="mt-5">
            {stats ? (
              <SiteFigures stats={stats} />
            ) : (
              <p className="text-slate-700">{t('content.about.figuresUnavailable')}</p>
            )}
          </div>
        </section>

        <section aria-labelledby="audiences-title">
          <h2 id="audiences-title" className={SECTION_TITLE}>
            {t('content.about.audiencesTitle')}
          </h2>
          <ul className="mt-5 grid gap-4 md:grid-cols-3">
            {story.audiences.map((item) => (
              <li key={item.title} className={CARD}>
                <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-700">{item.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="steps-title">
          <h2 id="steps-title" className={SECTION_TITLE}>
            {t('content.about.stepsTitle')}
          </h2>
          <ol className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {story.steps.map((step, index) => (
              <li key={step.title} className={CARD}>
                <span
                  aria-hidden="true"
                  className="flex size-9 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
                >
                  {index + 1}
                </span>
                <h3 className="mt-3 font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <div className="grid gap-10 lg:grid-cols-2">
          <section aria-labelledby="locations-title" className={CARD}>
            <h2 id="locations-title" className="text-xl font-bold text-slate-900">
              {t('content.about.byLocationTitle')}
            </h2>
            <div className="mt-5">
              {stats ? (
                <HomesByLocation rows={stats.homesByLocation} />
              ) : (
                <p className="text-slate-700">{t('content.about.figuresUnavailable')}</p>
              )}
            </div>
          </section>
          <section aria-labelledby="promises-title">
            <h2 id="promises-title" className={SECTION_TITLE}>
              {t('content.about.promisesTitle')}
            </h2>
            <ul className="mt-5 space-y-5">
              {story.promises.map((item) => (
                <li key={item.title} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700"
                  >
                    ✓
                  </span>
                  <div>
                    <h3 className="font-semibold text-slate-900">{item.title}</h3>
                    <p className="mt-1 leading-relaxed text-slate-700">{item.text}</p>
                  </div>
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to="/properties"
                prefetch="intent"
                className="rounded-xl bg-brand-600 px-5 py-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
              >
                {t('content.about.browse')}
              </Link>
              <Link
                to="/contact-us"
                prefetch="intent"
                className="rounded-xl bg-white px-5 py-3 text-sm font-semibold text-slate-900 shadow-sm ring-1 ring-slate-300 hover:bg-slate-50"
              >
                {t('content.about.talk')}
              </Link>
            </div>
          </section>
        </div>
      </div>
    </>
  );
}
