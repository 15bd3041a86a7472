import { Link } from 'react-router';

import { useI18n } from '~/i18n/context';

import { PageMeta } from './page-meta';
import { SubHeader } from './sub-header';

/** The not-found page and the error boundary's page, in the shell and the visitor's language. */
export function ErrorPage({
  status,
  message,
  stack,
}: {
  status: number;
  message?: string;
  stack?: string;
}) {
  const { t } = useI18n();
  const notFound = status === 404;
  const heading = message ?? (notFound ? t('error.notFoundTitle') : t('error.title'));
  return (
    <>
      <PageMeta title={heading} />
      {/* The heading names the trouble; the status shows once, below it. */}
      <SubHeader title={heading} />
      <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
        <p className="text-7xl font-black tracking-tight text-brand-600">{status}</p>
        <p className="mt-4 text-slate-600">
          {notFound ? t('error.notFoundText') : t('error.text')}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            to="/"
            prefetch="intent"
            className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t('error.backHome')}
          </Link>
          <Link
            to="/properties"
            prefetch="intent"
            className="rounded-lg border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            {t('error.browseProperties')}
          </Link>
        </div>
        {stack && (
          <pre className="mt-10 overflow-auto rounded-lg bg-slate-900 p-4 text-start text-xs text-slate-100">
            {stack}
          </pre>
        )}
      </section>
    </>
  );
}
