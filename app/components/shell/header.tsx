import { Link, NavLink } from 'react-router';

import { NotificationBell } from '~/components/account/notification-bell';
import { UserMenu, useAuthHref } from '~/components/account/user-menu';
import { useUser } from '~/components/account/use-user';
import { Dropdown, DropdownItem } from '~/components/ui/dropdown';
import { useI18n } from '~/i18n/context';

import { LanguageSwitch, useFocusAfterLanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { HOME_LINKS, pageLinksFor, TOP_LINKS } from './nav-links';

const topLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium hover:bg-slate-100 hover:text-brand-700 ${
    isActive ? 'text-brand-700' : 'text-slate-700'
  }`;

const menuButtonClass =
  'flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-700';

/**
 * The header (docs/product.md#the-shell): logo, menus, language, Sign In; a menu button on small
 * screens.
 */
export function Header() {
  const { t } = useI18n();
  const authLink = useAuthHref();
  const user = useUser();
  useFocusAfterLanguageSwitch();
  return (
    // Opaque: text scrolling under a translucent header showed through it.
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" prefetch="intent" className="rounded-lg" aria-label="Roofline">
          <Logo />
        </Link>
        <nav aria-label={t('a11y.mainNavigation')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <li>
              <Dropdown id="menu-home" label={t('nav.home')} buttonClassName={menuButtonClass}>
                {HOME_LINKS.map((link) => (
                  <DropdownItem key={link.to} to={link.to}>
                    {t(link.label, link.values)}
                  </DropdownItem>
                ))}
              </Dropdown>
            </li>
            <li>
              <NavLink to="/properties" prefetch="intent" className={topLinkClass}>
                {t('nav.properties')}
              </NavLink>
            </li>
            <li>
              <Dropdown id="menu-pages" label={t('nav.pages')} buttonClassName={menuButtonClass}>
                {pageLinksFor(Boolean(user)).map((link) => (
                  <DropdownItem key={link.to} to={authLink(link.to)} prefetch={link.prefetch}>
                    {t(link.label)}
                  </DropdownItem>
                ))}
              </Dropdown>
            </li>
            {TOP_LINKS.slice(1).map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} prefetch="intent" className={topLinkClass}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          <LanguageSwitch id="menu-language" />
          <UserMenu />
          <NotificationBell />
        </div>
        <NotificationBell className="ms-auto lg:hidden" />
        <MobileMenu />
      </div>
    </header>
  );
}
