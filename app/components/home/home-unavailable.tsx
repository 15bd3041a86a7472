import { Link, useLocation, useNavigation } from 'react-router';

import { useI18n } from '~/i18n/context';

/**
 * In place of the sections the home data feeds, when it could not be loaded
 * (docs/product.md#home-pages: the error is kept, nothing crashes). "Try again" is a link to this
 * same page, so it works without JavaScript too; with it, only the page's data is fetched again.
 */
export function HomeUnavailable() {
  const { t } = useI18n();
  const location = useLocation();
  const navigation = useNavigation();
  const retrying =
    navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  return (
    <section aria-labelledby="home-unavailable-heading" className="bg-white">
      <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6 sm:py-24">
        <div
          aria-hidden="true"
          className="mx-auto flex size-14 items-center justify-center rounded-full bg-amber-100 text-2xl font-bold text-amber-800"
        >
          !
        </div>
        <h2 id="home-unavailable-heading" className="mt-5 text-2xl font-bold text-slate-900">
          {t('home.unavailableTitle')}
        </h2>
        <p role="status" className="mt-3 text-slate-600">
          {t('home.unavailableText')}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            to={location.pathname + location.search}
            replace
            preventScrollReset
            className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {retrying ? t('a11y.loading') : t('error.tryAgain')}
          </Link>
          <Link
            to="/properties"
            prefetch="intent"
            className="rounded-lg border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            {t('home.browseAll')}
          </Link>
        </div>
      </div>
    </section>
  );
}
