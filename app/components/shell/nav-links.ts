import type { MessageKey } from '~/i18n/en';

type NavLinkSpec = {
  to: string;
  label: MessageKey;
  values?: Record<string, number>;
  prefetch?: 'intent' | 'none';
  /** Offered only to a visitor who is not signed in (sign in, register). */
  signedOut?: true;
};

/** The demonstration 404 answers 404 by design: fetched ahead on hover, it logged an error. */
const NOT_FOUND: NavLinkSpec = { to: '/not-found', label: 'nav.notFound', prefetch: 'none' };

/**
 * The header's menus (docs/product.md#the-shell), in one place for the desktop and the mobile menu.
 */
export const HOME_LINKS: NavLinkSpec[] = [1, 2, 3, 4, 5].map((n) => ({
  to: `/home${n}`,
  label: 'nav.homeVariant',
  values: { n },
}));

export const PAGE_LINKS: NavLinkSpec[] = [
  { to: '/blogs', label: 'nav.blogs' },
  { to: '/faq', label: 'nav.faq' },
  NOT_FOUND,
  { to: '/terms-and-condition', label: 'nav.terms' },
  { to: '/mortgage-calculator', label: 'nav.mortgageCalculator' },
  { to: '/privacy-policy', label: 'nav.privacyPolicy' },
  { to: '/sign-in', label: 'nav.signIn', signedOut: true },
  { to: '/register', label: 'nav.register', signedOut: true },
];

/** The Pages menu as a visitor sees it: no Sign in or Register once signed in. */
export const pageLinksFor = (signedIn: boolean) =>
  signedIn ? PAGE_LINKS.filter((link) => !link.signedOut) : PAGE_LINKS;

export const TOP_LINKS: NavLinkSpec[] = [
  { to: '/properties', label: 'nav.properties' },
  { to: '/about-us', label: 'nav.about' },
  { to: '/contact-us', label: 'nav.contact' },
];

/** The footer's links (docs/product.md#the-shell). */
export const FOOTER_LINKS: NavLinkSpec[] = [
  { to: '/terms-and-condition', label: 'nav.terms' },
  { to: '/privacy-policy', label: 'nav.privacyPolicy' },
  { to: '/mortgage-calculator', label: 'nav.mortgageCalculator' },
  { to: '/faq', label: 'nav.faq' },
  { to: '/blogs', label: 'nav.blogs' },
  { to: '/about-us', label: 'nav.aboutUs' },
  NOT_FOUND,
];
