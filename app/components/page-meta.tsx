import { useLocation, useRouteLoaderData } from 'react-router';

import { useI18n } from '~/i18n/context';
import { canonicalSearch, languageAlternates, OG_LOCALE } from '~/lib/head-links';
import { pathInLanguage } from '~/lib/language-path';
import type { loader as rootLoader } from '~/root';

/** `inLanguage`: a picture drawn in the page's language (an Open Graph card, ADR 0067). */
type Image = { src: string; width: number; height: number; inLanguage?: boolean };

/**
 * The page's title (`Roofline | {page}`, docs/product.md#screens-and-routes) and description, its
 * canonical address in its own language, its addresses in both languages (hreflang) and its Open
 * Graph and Twitter tags in its language (docs/product.md#addresses-per-language). React 19
 * hoists them into <head>. `path` is the canonical path inside the app when it is not this
 * address less its tracking parameters. `noindex` keeps a page out of search engines: one made for
 * one person (an email's link, an inbox, a report's form).
 */
export function PageMeta({
  title,
  description,
  path,
  image,
  type = 'website',
  noindex = false,
}: {
  title: string;
  description?: string;
  path?: string;
  image?: Image;
  type?: 'website' | 'article';
  noindex?: boolean;
}) {
  const { t, lang } = useI18n();
  const location = useLocation();
  const origin = useRouteLoaderData<typeof rootLoader>('root')?.origin ?? '';
  const text = description ?? t('meta.description');
  const own = path ?? `${location.pathname}${canonicalSearch(location.search)}`;
  const canonical = `${origin}${pathInLanguage(lang, own)}`;
  const fullTitle = `Roofline | ${title}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={canonical} />
      {languageAlternates(origin, own).map((link) => (
        <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
      ))}
      <meta property="og:site_name" content="Roofline" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={OG_LOCALE[lang]} />
      <meta property="og:locale:alternate" content={OG_LOCALE[lang === 'ja' ? 'en' : 'ja']} />
      {image && (
        <>
          <meta
            property="og:image"
            content={`${origin}${image.inLanguage ? pathInLanguage(lang, image.src) : image.src}`}
          />
          <meta property="og:image:width" content={String(image.width)} />
          <meta property="og:image:height" content={String(image.height)} />
        </>
      )}
      {/* Twitter reads the title, description and picture from Open Graph's. */}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
    </>
  );
}
