import { LegalDocument } from '~/components/content/legal-document';
import { PageMeta } from '~/components/page-meta';
import { SubHeader } from '~/components/sub-header';
import { privacyEn } from '~/content/privacy.en';
import { privacyJa } from '~/content/privacy.ja';
import { useI18n } from '~/i18n/context';
import { requestLanguage } from '~/http/language-cookie.server';

import type { Route } from './+types/privacy';

/** Only the visitor's language travels to the page (the English text governs). */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = await requestLanguage(request);
  return { doc: lang === 'ja' ? privacyJa : privacyEn };
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <>
      <PageMeta title={t('nav.privacyPolicy')} description={t('content.privacy.description')} />
      <SubHeader title={t('nav.privacyPolicy')} />
      <LegalDocument doc={loaderData.doc} />
    </>
  );
}
