import { useNotify } from '~/components/notices';
import { useI18n } from '~/i18n/context';

const BRANDS = [
  {
    key: 'account.facebook',
    color: 'text-[#1877f2]',
    path: 'M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3Z',
  },
  {
    key: 'account.google',
    color: 'text-[#db4437]',
    path: 'M21 12.2c0-.7-.1-1.3-.2-1.9H12v3.6h5.1a4.4 4.4 0 0 1-1.9 2.9v2.4h3A9 9 0 0 0 21 12.2ZM12 21c2.4 0 4.5-.8 6-2.2l-3-2.4c-.8.6-1.8.9-3 .9-2.3 0-4.3-1.6-5-3.7H4v2.4A9 9 0 0 0 12 21ZM7 13.6a5.4 5.4 0 0 1 0-3.4V7.8H4a9 9 0 0 0 0 8.1l3-2.3ZM12 6.6c1.3 0 2.5.5 3.4 1.3l2.6-2.6A9 9 0 0 0 4 7.8l3 2.4c.7-2.1 2.7-3.6 5-3.6Z',
  },
  {
    key: 'account.twitter',
    color: 'text-[#1d9bf0]',
    path: 'M20 7.2c-.6.3-1.2.4-1.9.5.7-.4 1.2-1 1.4-1.8-.6.4-1.3.6-2.1.8a3.3 3.3 0 0 0-5.6 3A9.3 9.3 0 0 1 5 6.3a3.3 3.3 0 0 0 1 4.4c-.5 0-1-.2-1.5-.4 0 1.6 1.1 2.9 2.6 3.2-.5.1-1 .2-1.5.1.4 1.3 1.6 2.3 3.1 2.3A6.6 6.6 0 0 1 4 17.2a9.3 9.3 0 0 0 14.3-8.3c.7-.5 1.2-1 1.7-1.7Z',
  },
] as const;

/**
 * Facebook, Google and Twitter: for now they only say 'Not implemented'
 * (docs/product.md#accounts-and-sessions). Plain buttons, so without JavaScript they do nothing at
 * all.
 */
export function SocialButtons() {
  const { t } = useI18n();
  const notify = useNotify();
  return (
    <div role="group" aria-label={t('account.socialLabel')} className="grid grid-cols-3 gap-2">
      {BRANDS.map((brand) => (
        <button
          key={brand.key}
          type="button"
          onClick={() => notify({ kind: 'error', title: t('notice.notImplemented') })}
          className="flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-2 py-2.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          <svg viewBox="0 0 24 24" className={`size-5 ${brand.color}`} aria-hidden="true">
            <path d={brand.path} fill="currentColor" />
          </svg>
          <span className="max-[400px]:sr-only">{t(brand.key)}</span>
        </button>
      ))}
    </div>
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
