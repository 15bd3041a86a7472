import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';

import { PageMeta } from '~/components/page-meta';
import { SubHeader } from '~/components/sub-header';
import { useI18n } from '~/i18n/context';
import { authHref } from '~/lib/auth-links';
import type { SocialButton, SocialNotice } from '~/lib/social';

import { SignedInPanel } from './signed-in-panel';
import { OrDivider, SocialButtons, SocialNoticeAlert } from './social-buttons';
import { useUser } from './use-user';

const TABS = [
  { to: '/sign-in', label: 'account.signInTitle' },
  { to: '/register', label: 'account.registerTitle' },
] as const;

/**
 * The frame both account screens share (docs/product.md#accounts-and-sessions): the switch between
 * Sign In and Create An Account, a social sign-in's message, the buttons of the configured
 * providers and the divider with 'or' (neither when none is configured), then the screen's own
 * form.
 */
export function AuthCard({
  screen,
  social,
  children,
}: {
  screen: '/sign-in' | '/register';
  social: { buttons: SocialButton[]; notice: SocialNotice | null };
  children: ReactNode;
}) {
  const { t } = useI18n();
  const location = useLocation();
  const [params] = useSearchParams();
  const user = useUser();
  const title = screen === '/sign-in' ? t('account.signInTitle') : t('account.registerTitle');
  const description =
    screen === '/sign-in' ? t('account.signInDescription') : t('account.registerDescription');
  const intro = params.has('save')
    ? t('account.saveIntro')
    : screen === '/sign-in'
      ? t('account.signInIntro')
      : t('account.registerIntro');
  return (
    <>
      <PageMeta title={title} description={description} />
      <SubHeader title={title} />
      <div className="mx-auto max-w-lg px-4 py-10 sm:py-14">
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:p-8">
          <nav aria-label={t('account.switchLabel')}>
            <ul className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
              {TABS.map((tab) => (
                <li key={tab.to}>
                  <Link
                    to={authHref(tab.to, location)}
                    prefetch="intent"
                    replace
                    aria-current={tab.to === screen ? 'page' : undefined}
                    className={`flex h-full items-center justify-center rounded-lg px-2 py-2 text-center text-sm font-semibold ${
                      tab.to === screen
                        ? 'bg-white text-brand-700 shadow-sm'
                        : 'text-slate-600 hover:text-brand-700'
                    }`}
                  >
                    {t(tab.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {user ? (
            <SignedInPanel user={user} />
          ) : (
            <>
              <p className="mt-6 text-sm text-slate-600">{intro}</p>
              <SocialNoticeAlert notice={social.notice} />
              {social.buttons.length > 0 ? (
                <>
                  <div className="mt-5">
                    <SocialButtons buttons={social.buttons} />
                  </div>
                  <OrDivider />
                </>
              ) : (
                <div className="mt-6" />
              )}
              {children}
            </>
          )}
        </div>
      </div>
    </>
  );
}
