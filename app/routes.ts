import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The route table (docs/product.md#screens-and-routes); each module is its own chunk, loaded on
 * demand.
 */
export default [
  index('routes/index.ts'),
  route('properties', 'routes/properties/list.tsx'),
  // The search's map (docs/product.md#the-map): its homes, and the base map the site draws.
  route('map/:file', 'routes/map/data.ts'),
  route('newsletter', 'routes/newsletter.tsx'),
  // The newsletter emails' links (docs/product.md#email-and-the-newsletter).
  route('newsletter/confirm', 'routes/newsletter/confirm.tsx'),
  route('newsletter/unsubscribe', 'routes/newsletter/unsubscribe.tsx'),
  route('language', 'routes/language.ts'),
  route('currency', 'routes/currency.ts'),
  // Each language's texts, a script the browser caches (ADR 0061).
  route('i18n/:file', 'routes/dictionary.ts'),
  // For crawlers (docs/product.md#the-sitemap): robots.txt names the sitemap's index.
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('sitemap/:file', 'routes/sitemap-part.ts'),
  // A home's or post's picture for shared links (docs/product.md#open-graph-images).
  route('og/:kind/:file', 'routes/og-image.ts'),
  route('art/:version/:kind/:size/:file', 'routes/art.ts'),
  route('property/:id', 'routes/properties/detail.tsx'),
  route('blogs', 'routes/blogs/list.tsx'),
  // Before blog/:id, so the feed is not read as a post id.
  route('blog/rss.xml', 'routes/blogs/rss.ts'),
  route('blog/:id', 'routes/blogs/detail.tsx'),
  route('home1', 'routes/home/home1.tsx'),
  route('home2', 'routes/home/home2.tsx'),
  route('home3', 'routes/home/home3.tsx'),
  route('home4', 'routes/home/home4.tsx'),
  route('home5', 'routes/home/home5.tsx'),
  route('faq', 'routes/content/faq.tsx'),
  route('terms-and-condition', 'routes/content/terms.tsx'),
  route('privacy-policy', 'routes/content/privacy.tsx'),
  route('about-us', 'routes/content/about.tsx'),
  route('contact-us', 'routes/content/contact.tsx'),
  route('mortgage-calculator', 'routes/mortgage-calculator.tsx'),
  // Homes side by side (docs/product.md#comparing-homes-and-what-a-home-costs-a-month).
  route('compare', 'routes/compare.tsx'),
  route('compare/list', 'routes/compare-list.ts'),
  route('sign-in', 'routes/account/sign-in.tsx'),
  route('register', 'routes/account/register.tsx'),
  route('sign-out', 'routes/account/sign-out.ts'),
  route('auth/:provider', 'routes/account/social-start.ts'),
  route('auth/:provider/callback', 'routes/account/social-callback.ts'),
  route('saved', 'routes/account/saved.tsx'),
  // An account's own pages (docs/product.md#accounts): its address, a forgotten password, its
  // settings, its data and closing it. The emails' links carry signed tokens, never ids alone.
  route('account/confirm-email', 'routes/account/confirm-email.tsx'),
  route('forgot-password', 'routes/account/forgot-password.tsx'),
  route('reset-password', 'routes/account/reset-password.tsx'),
  route('account/settings', 'routes/account/settings.tsx'),
  route('account/data', 'routes/account/data.ts'),
  route('account/close', 'routes/account/close.tsx'),
  // Saved searches (docs/product.md#saved-searches-and-price-history).
  route('account/searches', 'routes/account/searches.tsx'),
  // Alerts (docs/product.md#alerts-and-the-job-queue): the account's own, and the emails' link.
  route('account/notifications', 'routes/account/notifications.tsx'),
  route('alerts/unsubscribe', 'routes/alerts/unsubscribe.tsx'),
  route('alerts/saved-homes', 'routes/alerts/saved-homes-off.tsx'),
  route('report', 'routes/report.tsx'),
  // Listing a home (docs/product.md#listing-a-home): each page and post is its owner's alone, and
  // a 404 to anyone else.
  // The listers' emails' one-click confirmation (docs/product.md#freshness): the token names the
  // listing, so the address names none.
  route('listings/confirm', 'routes/listings/confirm.tsx'),
  route('listings/new', 'routes/listings/edit.tsx', { id: 'listing-new' }),
  route('listings/:id/edit', 'routes/listings/edit.tsx', { id: 'listing-edit' }),
  route('listings/:id/delete', 'routes/listings/delete.tsx'),
  route('account/listings', 'routes/account/listings.tsx'),
  // Listings as CSV in RESO names (docs/product.md#reso-api): the account's own, an agency's all,
  // and the agency's API clients; an agency's pages are its admins' alone, a 404 to anyone else.
  route('account/listings.csv', 'routes/account/listings-csv.ts'),
  route('account/agency/listings.csv', 'routes/account/agency-listings-csv.ts'),
  route('account/agency/api-clients', 'routes/account/agency-api-clients.tsx'),
  // An agency's listing feeds (docs/product.md#listing-feeds): its admin alone, a 404 to anyone else.
  route('account/import', 'routes/account/import.tsx'),
  // Listings' photos (docs/product.md#photos): a draft's, for its owner alone (JSON), and every
  // uploaded photo's files, for everyone.
  route('listings/drafts/:draftId/photos', 'routes/listings/photos.ts'),
  route('listings/drafts/:draftId/photos/arrange', 'routes/listings/photos-arrange.ts'),
  route('listings/drafts/:draftId/photos/:photoId/delete', 'routes/listings/photos-delete.ts'),
  route('photos/:key/:file', 'routes/photos.ts'),
  // Reaching the lister (docs/product.md#contacting-the-lister): the agent's or owner's page, whose
  // action takes the inquiries, and the inbox; only the lister reaches an inquiry.
  route('agents/:id', 'routes/agents/detail.tsx'),
  // Agencies (docs/product.md#agencies): making one, its own pages (members and settings for its
  // admins alone), the invitation's link, its logo, and its public page.
  route('agencies/new', 'routes/agencies/new.tsx'),
  route('agencies/:id', 'routes/agencies/detail.tsx'),
  route('agency', 'routes/agency/dashboard.tsx'),
  route('agency/settings', 'routes/agency/settings.tsx'),
  route('agency/logo', 'routes/agency/logo.ts'),
  route('agency/members', 'routes/agency/members.tsx'),
  route('agency/join', 'routes/agency/join.tsx'),
  route('account/inquiries', 'routes/account/inquiries.tsx'),
  route('account/inquiries/:id', 'routes/account/inquiry.tsx'),
  // The owner's desk (docs/product.md#the-owners-desk): every loader and action checks the role.
  ...prefix('admin', [
    layout('routes/admin/layout.tsx', [
      index('routes/admin/overview.tsx'),
      route('reports', 'routes/admin/reports.tsx'),
      // Listings held as copies, each beside the listing it matched (docs/product.md#copies).
      route('copies', 'routes/admin/copies.tsx'),
      route('audit', 'routes/admin/audit.tsx'),
      route('messages', 'routes/admin/messages.tsx'),
      route('messages/:id', 'routes/admin/message.tsx'),
      route('subscribers', 'routes/admin/subscribers.tsx'),
      route('users', 'routes/admin/users.tsx'),
      route('rates', 'routes/admin/rates.tsx'),
      route('loan-terms', 'routes/admin/loan-terms.tsx'),
    ]),
    // A file, not a page: outside the layout, with a check of its own.
    route('subscribers/export', 'routes/admin/subscribers-export.ts'),
  ]),
  // The RESO Web API (docs/product.md#reso-api): listings for other programs, by OAuth 2 token.
  route('reso/oauth/token', 'routes/reso/token.ts'),
  route('reso/odata/*', 'routes/reso/odata.ts'),
  route('not-found', 'routes/not-found.tsx', { id: 'not-found-page' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
