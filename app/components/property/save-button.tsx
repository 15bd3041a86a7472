import type { FormEvent } from 'react';
import { useFetcher, useHref, useLocation, useNavigate } from 'react-router';

import { useUser } from '~/components/account/use-user';
import { useI18n } from '~/i18n/context';
import { authHref } from '~/lib/auth-links';
import { forgetPropertyPages } from '~/lib/property-page-cache';

const HEART =
  'M10 17.5s-6.5-3.9-6.5-8.6A3.6 3.6 0 0 1 10 6.6a3.6 3.6 0 0 1 6.5 2.3c0 4.7-6.5 8.6-6.5 8.6Z';

/**
 * The heart that saves a home (docs/product.md#saved-homes). A POST form to /saved that works
 * without JavaScript (the action redirects back); with it, a fetcher shows the new state at once. A
 * visitor who is not signed in goes to sign in, and the home is saved once they have.
 */
export function SaveButton({
  propertyId,
  name,
  saved,
  variant = 'card',
}: {
  propertyId: number;
  name: string;
  /** Undefined where the page did not look (someone else's loader): shown as not saved. */
  saved?: boolean;
  variant?: 'card' | 'page';
}) {
  const { t } = useI18n();
  // A plain form or link: React Router's own href puts the page's language before it (ADR 0065).
  const savedHref = useHref('/saved');
  const user = useUser();
  const location = useLocation();
  const navigate = useNavigate();
  // Keyed by home, so every heart of one home on the page agrees.
  const fetcher = useFetcher<{ saved: boolean }>({ key: `save-home-${propertyId}` });
  const pending = fetcher.formData?.get('intent');
  const isSaved = pending ? pending === 'save' : (saved ?? fetcher.data?.saved ?? false);
  const here = `${location.pathname}${location.search}`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!user) {
      navigate(authHref('/sign-in', location, propertyId));
      return;
    }
    // The remembered result pages would show the old heart on the way back.
    forgetPropertyPages();
    const formData = new FormData(event.currentTarget);
    formData.set('respond', 'data');
    fetcher.submit(formData, { method: 'post', action: '/saved' });
  }

  const card = variant === 'card';
  return (
    <form method="post" action={savedHref} onSubmit={onSubmit}>
      <input type="hidden" name="propertyId" value={propertyId} />
      <input type="hidden" name="intent" value={isSaved ? 'unsave' : 'save'} />
      <input type="hidden" name="redirectTo" value={here} />
      <button
        type="submit"
        aria-pressed={isSaved}
        className={
          card
            ? 'flex size-10 items-center justify-center rounded-full bg-white/95 text-slate-700 shadow-sm ring-1 ring-slate-900/10 hover:text-rose-600'
            : 'flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:border-rose-300 hover:text-rose-700'
        }
      >
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className={`size-5 ${isSaved ? 'text-rose-600' : ''}`}
          fill={isSaved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        >
          <path d={HEART} />
        </svg>
        {card ? (
          <span className="sr-only">{t('saved.save', { name })}</span>
        ) : (
          <>
            <span aria-hidden="true">{t('saved.saveShort')}</span>
            <span className="sr-only">{t('saved.save', { name })}</span>
          </>
        )}
      </button>
    </form>
  );
}
