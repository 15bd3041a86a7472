import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation, useNavigation } from 'react-router';

import { MobileUserMenu, useAuthHref } from '~/components/account/user-menu';
import { useUser } from '~/components/account/use-user';
import { InquiryBadge } from '~/components/lister/inquiry-badge';
import { useI18n } from '~/i18n/context';

import { LanguageSwitch } from './language-switch';
import { HOME_LINKS, pageLinksFor, TOP_LINKS } from './nav-links';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-base font-medium hover:bg-slate-100 ${
    isActive ? 'text-brand-700' : 'text-slate-700'
  }`;

/**
 * The small-screen menu (docs/product.md#the-shell): a button opens it, and it closes as soon as a
 * navigation starts, not when the next page has arrived.
 */
export function MobileMenu() {
  const { t } = useI18n();
  const authLink = useAuthHref();
  const user = useUser();
  const [open, setOpen] = useState(false);
  const navigation = useNavigation();
  const location = useLocation();
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setOpen(false);
  }
  const navigating = navigation.state === 'loading' && navigation.formMethod === undefined;
  const [wasNavigating, setWasNavigating] = useState(navigating);
  if (wasNavigating !== navigating) {
    setWasNavigating(navigating);
    if (navigating) setOpen(false);
  }
  const button = useRef<HTMLElement>(null);
  const menu = useRef<HTMLElement>(null);
  const wasOpen = useRef(false);
  const root = useRef<HTMLDetailsElement>(null);
  // Opened by the browser before the page's script ran (components/ui/dropdown.tsx).
  useEffect(() => setOpen(root.current!.open), []);
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (!closed) return;
    // Closing (Escape, a link, a language chosen) hides whatever had focus in the menu, which
    // would leave the keyboard on <body>: hand it to the menu button instead.
    const focused = document.activeElement;
    if (focused === document.body || menu.current?.contains(focused)) button.current?.focus();
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  // A disclosure, as the header's menus are (components/ui/dropdown.tsx): its links are in the
  // page's HTML and it opens without JavaScript.
  return (
    <details ref={root} open={open} className="group/menu lg:hidden">
      <summary
        ref={button}
        role="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={(event) => {
          event.preventDefault();
          setOpen((value) => !value);
        }}
        className="relative flex size-10 cursor-pointer list-none items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
      >
        <span className="sr-only group-open/menu:hidden">{t('a11y.openMenu')}</span>
        <span className="sr-only hidden group-open/menu:inline">{t('a11y.closeMenu')}</span>
        {/* Unread inquiries, seen before the menu is opened (docs/product.md#contacting-the-lister). */}
        <InquiryBadge count={user?.unreadInquiries ?? 0} className="absolute -top-1 -right-1" />
        <svg
          viewBox="0 0 24 24"
          className="size-6"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path className="group-open/menu:hidden" d="M4 7h16M4 12h16M4 17h16" />
          <path className="hidden group-open/menu:inline" d="M6 6l12 12M18 6 6 18" />
        </svg>
      </summary>
      <nav
        ref={menu}
        id="mobile-menu"
        aria-label={t('a11y.mainNavigation')}
        className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg"
      >
        <p className="px-3 pt-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t('nav.home')}
        </p>
        <ul className="grid grid-cols-2 gap-x-2 sm:grid-cols-5">
          {HOME_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} prefetch="intent" className={itemClass}>
                {t(link.label, link.values)}
              </NavLink>
            </li>
          ))}
        </ul>
        <ul className="mt-2 border-t border-slate-100 pt-2">
          {TOP_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} prefetch="intent" className={itemClass}>
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <p className="mt-2 border-t border-slate-100 px-3 pt-4 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t('nav.pages')}
        </p>
        <ul className="grid grid-cols-2 gap-x-2">
          {pageLinksFor(Boolean(user)).map((link) => (
            <li key={link.to}>
              <NavLink
                to={authLink(link.to)}
                prefetch={link.prefetch ?? 'intent'}
                className={itemClass}
              >
                {t(link.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex items-center justify-between border-t border-slate-100 pt-4">
          {/* The menu's last row: the choices open above it, inside the menu and the screen. */}
          <LanguageSwitch id="mobile-language" align="start" side="above" />
          <MobileUserMenu />
        </div>
      </nav>
    </details>
  );
}
