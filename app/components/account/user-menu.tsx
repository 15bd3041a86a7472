import { Link, useLocation } from 'react-router';

import { Dropdown, DropdownItem, dropdownItemClassName } from '~/components/ui/dropdown';
import { useI18n } from '~/i18n/context';
import { authHref } from '~/lib/auth-links';

import { InquiryBadge } from '~/components/lister/inquiry-badge';

import { SignOutForm } from './sign-out-form';
import { useUser } from './use-user';

/** Links to sign in or register bring the visitor back to this page afterwards. */
export function useAuthHref() {
  const location = useLocation();
  return (to: string) => (to === '/sign-in' || to === '/register' ? authHref(to, location) : to);
}

const signInClassName =
  'rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700';

function PersonIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-5 shrink-0" aria-hidden="true" fill="currentColor">
      <path d="M10 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6.5 7c0-3 2.9-5.3 6.5-5.3s6.5 2.3 6.5 5.3v.5h-13V17Z" />
    </svg>
  );
}

/** The header's right side: the Sign In button, or the visitor's name with their menu. */
export function UserMenu() {
  const { t } = useI18n();
  const user = useUser();
  const authLink = useAuthHref();
  if (!user) {
    return (
      <Link to={authLink('/sign-in')} prefetch="intent" className={signInClassName}>
        {t('nav.signIn')}
      </Link>
    );
  }
  return (
    <Dropdown
      id="menu-account"
      align="end"
      label={
        <span className="flex items-center gap-1.5">
          <PersonIcon />
          <span className="sr-only">{t('account.menu')}: </span>
          <span className="max-w-40 truncate">{user.name}</span>
          <InquiryBadge count={user.unreadInquiries} />
        </span>
      }
      buttonClassName="rounded-lg px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
    >
      <DropdownItem to="/saved">{t('saved.title')}</DropdownItem>
      <DropdownItem to="/account/inquiries">
        {t('inquiries.title')} <InquiryBadge count={user.unreadInquiries} />
      </DropdownItem>
      <DropdownItem to="/account/listings">{t('listings.menu')}</DropdownItem>
      <DropdownItem to="/listings/new">{t('listings.listAHome')}</DropdownItem>
      <DropdownItem to="/agency">{t('agency.menu')}</DropdownItem>
      <DropdownItem to="/account/searches">{t('savedSearches.menu')}</DropdownItem>
      <DropdownItem to="/account/settings">{t('accounts.settings.menu')}</DropdownItem>
      {user.role !== 'member' && <DropdownItem to="/admin">{t('account.desk')}</DropdownItem>}
      <SignOutForm className={dropdownItemClassName}>{t('account.signOut')}</SignOutForm>
    </Dropdown>
  );
}

/** The same, in the small-screen menu: the name, Saved homes and Sign out laid out in full. */
export function MobileUserMenu() {
  const { t } = useI18n();
  const user = useUser();
  const authLink = useAuthHref();
  if (!user) {
    return (
      <Link to={authLink('/sign-in')} prefetch="intent" className={signInClassName}>
        {t('nav.signIn')}
      </Link>
    );
  }
  return (
    <div className="flex min-w-0 flex-col items-end gap-2">
      <p className="flex min-w-0 items-center gap-1.5 text-sm font-semibold text-slate-900">
        <PersonIcon />
        <span className="truncate">{user.name}</span>
      </p>
      <div className="flex flex-wrap items-center justify-end gap-2">
        <Link
          to="/saved"
          prefetch="intent"
          className="rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
        >
          {t('saved.title')}
        </Link>
        <Link
          to="/account/inquiries"
          className="rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-100"
        >
          {t('inquiries.title')} <InquiryBadge count={user.unreadInquiries} />
        </Link>
        <Link
          to="/account/listings"
          prefetch="intent"
          className="rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
        >
          {t('listings.menu')}
        </Link>
        <Link
          to="/agency"
          prefetch="intent"
          className="rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
        >
          {t('agency.menu')}
        </Link>
        <Link
          to="/account/searches"
          prefetch="intent"
          className="rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
        >
          {t('savedSearches.menu')}
        </Link>
        <Link
          to="/account/settings"
          prefetch="intent"
          className="rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
        >
          {t('accounts.settings.menu')}
        </Link>
        {user.role !== 'member' && (
          <Link
            to="/admin"
            prefetch="intent"
            className="rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            {t('account.desk')}
          </Link>
        )}
        <SignOutForm className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50">
          {t('account.signOut')}
        </SignOutForm>
      </div>
    </div>
  );
}
