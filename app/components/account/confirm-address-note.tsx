import { useFetcher } from 'react-router';

import { Honeypot } from '~/components/forms/honeypot';
import { useI18n } from '~/i18n/context';

type Resent = { resent: 'sent' | 'limited'; email: string };

/**
 * Why an account not yet confirmed cannot do this (docs/product.md#accounts), with the button that
 * sends the link again (a few times an hour). Without JavaScript the button opens the link's page,
 * which says the same.
 */
export function ConfirmAddressNote({
  reason,
  email,
  refused = false,
  className = '',
}: {
  reason: 'publish' | 'inquiry' | 'settings';
  email: string;
  /** The page's action was just refused for it: announced. */
  refused?: boolean;
  className?: string;
}) {
  const { t } = useI18n();
  const fetcher = useFetcher<Resent>({ key: 'confirm-address' });
  const resent = fetcher.data;
  const text =
    reason === 'publish'
      ? t('accounts.unconfirmed.publish', { email })
      : reason === 'inquiry'
        ? t('accounts.unconfirmed.inquiry', { email })
        : t('accounts.unconfirmed.settings', { email });
  return (
    <div
      role={refused ? 'alert' : undefined}
      data-testid="confirm-address-note"
      className={`rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-slate-800 ${className}`}
    >
      <p className="font-semibold text-slate-900">{t('accounts.unconfirmed.title')}</p>
      <p className="mt-1 wrap-anywhere">{text}</p>
      <fetcher.Form method="post" action="/account/confirm-email" className="mt-3">
        <input type="hidden" name="intent" value="resend" />
        <Honeypot />
        <button
          type="submit"
          disabled={fetcher.state !== 'idle'}
          className="rounded-lg border border-amber-300 bg-white px-3.5 py-2 text-sm font-semibold text-slate-900 hover:bg-amber-100 disabled:opacity-70"
        >
          {t('accounts.unconfirmed.resend')}
        </button>
      </fetcher.Form>
      <p role="status" className="mt-2 wrap-anywhere">
        {resent?.resent === 'sent' && t('accounts.unconfirmed.resent', { email: resent.email })}
        {resent?.resent === 'limited' && t('accounts.unconfirmed.limited')}
      </p>
    </div>
  );
}
