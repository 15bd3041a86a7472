import { Link } from 'react-router';

import { useI18n } from '~/i18n/context';

/**
 * What a lister sees in place of the contact form on their own home or page: no form to write
 * to themselves, a way to their inbox (docs/product.md#contacting-the-lister).
 */
export function OwnListingNote({ className = '' }: { className?: string }) {
  const { t } = useI18n();
  return (
    <p className={`rounded-xl bg-slate-50 p-4 text-sm text-slate-700 ${className}`.trim()}>
      {t('inquiry.ownListing')}{' '}
      <Link to="/account/inquiries" className="font-semibold text-brand-700 hover:underline">
        {t('inquiry.openInbox')}
      </Link>
    </p>
  );
}
