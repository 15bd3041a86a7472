import { PageMeta } from '~/components/page-meta';
import { useI18n } from '~/i18n/context';

/**
 * Title `Roofline | Home`, the description, and Open Graph tags with absolute URLs (the origin
 * comes from the request, in the loader). React 19 hoists all of them into <head>.
 */
export function HomeMeta({
  origin,
  path,
  image,
}: {
  origin: string;
  path: string;
  image: { src: string; width: number; height: number };
}) {
  const { t, lang } = useI18n();
  const title = `Roofline | ${t('home.title')}`;
  const description = t('home.description');
  return (
    <>
      <PageMeta title={t('home.title')} description={description} />
      <link rel="canonical" href={`${origin}${path}`} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content="Roofline" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={`${origin}${path}`} />
      <meta property="og:image" content={`${origin}${image.src}`} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:locale" content={lang === 'ja' ? 'ja_JP' : 'en_US'} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
