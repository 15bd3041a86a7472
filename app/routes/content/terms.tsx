import { LegalDocument } from '~/components/content/legal-document';
import { PageMeta } from '~/components/page-meta';
import { SubHeader } from '~/components/sub-header';
import { termsEn } from '~/content/terms.en';
import { termsJa } from '~/content/terms.ja';
import { useI18n } from '~/i18n/context';
import { requestLanguage } from '~/http/language-cookie.server';

import type { Route } from './+types/terms';

/** Only the visitor's language travels to the page (the English text governs). */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  return { doc: lang === 'ja' ? termsJa : termsEn };
}

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <>
      <PageMeta title={t('nav.terms')} description={t('content.terms.description')} />
      <SubHeader title={t('nav.terms')} />
      <LegalDocument doc={loaderData.doc} />
    </>
  );
}
