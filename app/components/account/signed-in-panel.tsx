import { Link } from 'react-router';

import { useI18n } from '~/i18n/context';

import { SignOutForm } from './sign-out-form';

/** What the account screens show a visitor who is already signed in. */
export function SignedInPanel({ user }: { user: { name: string; email: string } }) {
  const { t } = useI18n();
  return (
    <div className="mt-6">
      <p className="text-sm wrap-anywhere text-slate-700">
        {t('account.signedInAs', { name: user.name, email: user.email })}
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Link
          to="/saved"
          prefetch="intent"
          className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t('saved.title')}
        </Link>
        <SignOutForm className="rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50">
          {t('account.signOut')}
        </SignOutForm>
      </div>
    </div>
  );
}
