import { useSearchParams } from 'react-router';

import { useI18n } from '~/i18n/context';
import type { MessageKey } from '~/i18n/en';
import {
  socialStartHref,
  type SocialButton,
  type SocialError,
  type SocialNotice,
  type SocialProviderId,
} from '~/lib/social';

/** Each mark in a 24 px box; X's fills it edge to edge, so its box is drawn larger. */
const ICONS: Record<SocialProviderId, { color: string; path: string; viewBox?: string }> = {
  google: {
    color: 'text-[#db4437]',
    path: 'M21 12.2c0-.7-.1-1.3-.2-1.9H12v3.6h5.1a4.4 4.4 0 0 1-1.9 2.9v2.4h3A9 9 0 0 0 21 12.2ZM12 21c2.4 0 4.5-.8 6-2.2l-3-2.4c-.8.6-1.8.9-3 .9-2.3 0-4.3-1.6-5-3.7H4v2.4A9 9 0 0 0 12 21ZM7 13.6a5.4 5.4 0 0 1 0-3.4V7.8H4a9 9 0 0 0 0 8.1l3-2.3ZM12 6.6c1.3 0 2.5.5 3.4 1.3l2.6-2.6A9 9 0 0 0 4 7.8l3 2.4c.7-2.1 2.7-3.6 5-3.6Z',
  },
  facebook: {
    color: 'text-[#1877f2]',
    path: 'M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3Z',
  },
  x: {
    color: 'text-slate-900',
    viewBox: '-3 -3 30 30',
    path: 'M18.9 1.15h3.68l-8.04 9.19L24 22.85h-7.41l-5.8-7.59-6.64 7.59H.47l8.6-9.83L0 1.15h7.59l5.25 6.93ZM17.61 20.64h2.04L6.49 3.24H4.3Z',
  },
  oidc: {
    color: 'text-brand-700',
    path: 'M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4v-2h4V5h-4V3Zm-4.6 4.4L11.8 6l6 6-6 6-1.4-1.4 3.6-3.6H3v-2h11l-3.6-3.6Z',
  },
};

const MESSAGES: Record<SocialError, MessageKey> = {
  denied: 'account.socialDenied',
  state: 'account.socialState',
  failed: 'account.socialFailed',
  unavailable: 'account.socialUnavailable',
  unverified: 'account.socialUnverified',
  'no-email': 'account.socialNoEmail',
  locked: 'account.locked',
  'rate-limited': 'notice.tooManyRequests',
};

/**
 * "Continue with …" for each configured provider (docs/product.md#accounts-and-sessions). Plain
 * links, not forms: the start sends the browser on to the provider's own pages (ADR 0045), and
 * it works without JavaScript. They keep the way back and the home to save.
 */
export function SocialButtons({ buttons }: { buttons: SocialButton[] }) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  return (
    <div role="group" aria-label={t('account.socialLabel')} className="grid gap-2.5">
      {buttons.map((button) => (
        <a
          key={button.id}
          href={socialStartHref(button.id, params)}
          rel="nofollow"
          className="relative flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-12 py-2.5 text-center text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <svg
            viewBox={ICONS[button.id].viewBox ?? '0 0 24 24'}
            className={`absolute start-4 size-5 ${ICONS[button.id].color}`}
            aria-hidden="true"
          >
            <path d={ICONS[button.id].path} fill="currentColor" />
          </svg>
          {t('account.continueWith', { provider: button.name })}
        </a>
      ))}
    </div>
  );
}

/** Why a social sign-in came back without signing the visitor in, announced as it appears. */
export function SocialNoticeAlert({ notice }: { notice: SocialNotice | null }) {
  const { t } = useI18n();
  if (!notice) return null;
  return (
    <p
      role="alert"
      className="mt-5 rounded-lg border border-red-200 bg-red-50 px-3.5 py-2.5 text-sm font-medium text-red-800"
    >
      {t(MESSAGES[notice.error], { provider: notice.provider })}
    </p>
  );
}

/** The account screens' divider with the word 'or'. */
export function OrDivider() {
  const { t } = useI18n();
  return (
    <div className="my-6 flex items-center gap-3 text-sm text-slate-500">
      <span className="h-px flex-1 bg-slate-200" />
      {t('account.or')}
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
