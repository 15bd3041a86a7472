import {
  data,
  isRouteErrorResponse,
  redirect,
  Links,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';

import type { Route } from './+types/root';
import './app.css';
import { ErrorPage } from './components/error-page';
import { useNonce } from './components/nonce';
import { Shell } from './components/shell/shell';
import { I18nProvider } from './i18n/context';
import { dictionaryUrls } from './i18n/dictionary-files.server';
import { DICTIONARY_LINK, useDictionary } from './i18n/dictionary-source';
import { getUser } from './models/auth.server';
import { withUnreadInquiries } from './models/inquiries.server';
import { withUnreadNotifications } from './models/notifications.server';
import { languageCookie, requestLanguage } from '~/http/language-cookie.server';
import { currencyCookie } from '~/http/currency-cookie.server';
import { currentRates } from '~/models/currency-rates.server';
import { currentMonthlyTerms } from '~/models/market-terms.server';
import { pathInLanguage, pathWithoutLanguage } from './lib/language-path';
import { optionalPart } from './lib/optional-part';

export async function loader({ request, context }: Route.LoaderArgs) {
  // The address carries the language (ADR 0065); an old English link opened by a visitor who chose
  // Japanese goes to its Japanese address (docs/product.md#addresses-per-language).
  const url = new URL(request.url);
  const lang = await requestLanguage(request);
  const chosen = await languageCookie.parse(request.headers.get('Cookie'));
  if (lang === 'en' && chosen === 'ja' && request.method === 'GET')
    throw redirect(pathInLanguage('ja', `${url.pathname}${url.search}`));
  // Signing in and out are POSTs, so the header learns of them when the root revalidates.
  // The badges are parts every page can do without (ADR 0098): a count that fails shows none.
  const user = await getUser(request, context.db)
    .then((user) =>
      optionalPart(
        'The unread inquiries badge',
        withUnreadInquiries(context.db, user, request),
        user && { ...user, unreadInquiries: 0 },
      ),
    )
    .then((user) =>
      optionalPart(
        'The unread notifications badge',
        withUnreadNotifications(context.db, user),
        user && { ...user, unreadNotifications: 0 },
      ),
    );
  return data(
    {
      lang,
      // For the head's absolute addresses: canonical, hreflang, Open Graph (components/page-meta).
      origin: url.origin,
      // The texts travel as files of their own, cached by the browser, not in every page's data
      // (ADR 0061): the page's language's, and the other's for the language switch.
      dictionaries: dictionaryUrls(),
      year: new Date().getUTCFullYear(),
      user,
      // The monthly payments' rate (ADR 0058), for every card and page that shows one.
      monthly: await currentMonthlyTerms(context.db, context.settings.monthly.markets),
      // The site's rates and the visitor's currency, for prices also shown in it (ADR 0121).
      money: {
        rates: await currentRates(context.db),
        visitor: currencyCookie.parse(request.headers.get('Cookie')),
      },
    },
    { headers: { Vary: 'Cookie, Accept-Language' } },
  );
}

/** The root's Vary stays on every page; routes below add their own headers to it. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** The language and the year change only after a form is sent (the language switch), not on navigation. */
export function shouldRevalidate({
  formMethod,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // Opening an inquiry marks it read: the badge follows the inbox.
  if (pathWithoutLanguage(nextUrl.pathname).startsWith('/account/inquiries')) return true;
  return formMethod && formMethod.toUpperCase() !== 'GET' ? defaultShouldRevalidate : false;
}

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  return (
    <html lang={root?.lang ?? 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#3f3fbf" />
        <Links />
        {/* The texts of the page's language, asked for at once; the app starts once they are read
            (entry.client). */}
        {root && (
          <link
            rel="preload"
            href={root.dictionaries[root.lang]}
            as="fetch"
            crossOrigin="anonymous"
            {...{ [DICTIONARY_LINK]: root.lang }}
          />
        )}
      </head>
      <body className="min-h-dvh">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { lang, year } = loaderData;
  const messages = useDictionary(lang);
  return (
    <I18nProvider lang={lang} messages={messages}>
      <Shell year={year}>
        <Outlet />
      </Shell>
    </I18nProvider>
  );
}

/** Expected misses (404s thrown by loaders) and unexpected errors, inside the site's shell. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>('root');
  const messages = useDictionary(root?.lang ?? 'en');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : undefined;
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  if (!root) {
    // The root loader itself failed: no dictionary, so a plain English page.
    return (
      <main className="mx-auto max-w-xl p-8">
        <h1 className="text-2xl font-bold">
          Roofline | {status === 404 ? 'Page not found' : 'Something went wrong'}
        </h1>
        {stack && <pre className="mt-4 overflow-auto text-xs">{stack}</pre>}
      </main>
    );
  }
  return (
    <I18nProvider lang={root.lang} messages={messages}>
      <Shell year={root.year}>
        <ErrorPage status={status} message={message} stack={stack} />
      </Shell>
    </I18nProvider>
  );
}
