import { Link } from 'react-router';

import { FaqTopic, FaqTopicNav } from '~/components/content/faq-topics';
import { faqJsonLd, JsonLd } from '~/components/content/json-ld';
import { PageMeta } from '~/components/page-meta';
import { SubHeader } from '~/components/sub-header';
import { faqEn } from '~/content/faq.en';
import { faqJa } from '~/content/faq.ja';
import { useI18n } from '~/i18n/context';
import { requestLanguage } from '~/http/language-cookie.server';

import type { Route } from './+types/faq';

export async function loader({ request }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  const url = new URL(request.url);
  return { faq: lang === 'ja' ? faqJa : faqEn, url: `${url.origin}/faq` };
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { faq, url } = loaderData;
  return (
    <>
      <PageMeta title={t('content.faqTitle')} description={t('content.faq.description')} />
      <JsonLd data={faqJsonLd(faq, url)} />
      <SubHeader title={t('content.faqTitle')} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:grid lg:grid-cols-[17rem_1fr] lg:gap-10 lg:px-8">
        <FaqTopicNav categories={faq} />
        <div className="min-w-0 max-w-3xl space-y-10">
          <p className="text-lg leading-relaxed text-slate-700">{t('content.faq.intro')}</p>
          {faq.map((category) => (
            <FaqTopic key={category.id} category={category} />
          ))}
          <aside className="focus-ring-light flex flex-col items-start gap-4 rounded-2xl bg-brand-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
            <div>
              <h2 className="text-lg font-bold">{t('content.faq.moreTitle')}</h2>
              <p className="mt-1 text-sm text-slate-200">{t('content.faq.moreText')}</p>
            </div>
            <Link
              to="/contact-us"
              prefetch="intent"
              className="shrink-0 rounded-xl bg-white px-5 py-2.5 text-sm font-semibold text-brand-900 hover:bg-brand-50"
            >
              {t('content.faq.contactLink')}
            </Link>
          </aside>
        </div>
      </div>
    </>
  );
}
