import type { ReactNode } from 'react';
import { Form, Link, useHref, useSearchParams } from 'react-router';

import { ConfirmAddressNote } from '~/components/account/confirm-address-note';
import { Honeypot } from '~/components/forms/honeypot';
import { PageMeta } from '~/components/page-meta';
import { SubHeader } from '~/components/sub-header';
import { useI18n } from '~/i18n/context';
import { MAIL_KINDS, type MailKind } from '~/lib/mail-kinds';

import { EmailForm, NameForm, PasswordForm } from './settings-forms';
import { buttonClassName, Done, type SettingsAnswer } from './settings-parts';

export type SettingsData = {
  name: string;
  email: string;
  pendingEmail: string | null;
  confirmed: boolean;
  hasPassword: boolean;
  mailLanguage: 'en' | 'ja' | null;
  mailOff: MailKind[];
  providers: { id: string; name: string }[];
};

/** One part of the page: a heading and its forms, as a card. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:p-7"
    >
      <h2 id={`${id}-title`} className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** `/account/settings` (docs/product.md#accounts). */
export function SettingsPage({
  settings,
  answer,
}: {
  settings: SettingsData;
  answer?: SettingsAnswer;
}) {
  const { t, lang } = useI18n();
  const [params] = useSearchParams();
  const dataHref = useHref('/account/data');
  const said = (intent: string) => (answer?.intent === intent ? answer : undefined);
  const mailAnswer = said('mail');
  const linkAnswer = said('password-link');
  const social = said('disconnect');
  const mailLanguage = settings.mailLanguage ?? lang;
  return (
    <>
      <PageMeta
        title={t('accounts.settings.title')}
        description={t('accounts.settings.description')}
        noindex
      />
      <SubHeader title={t('accounts.settings.title')} />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6">
        {params.get('done') === 'password' && (
          <p
            role="status"
            className="rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900"
          >
            {t('accounts.settings.passwordSaved')}
          </p>
        )}
        {!settings.confirmed && <ConfirmAddressNote reason="settings" email={settings.email} />}
        <Section id="settings-name" title={t('accounts.settings.profile')}>
          <NameForm name={settings.name} answer={said('name')} />
        </Section>
        <Section id="settings-email" title={t('accounts.settings.email')}>
          <p className="mb-1 text-sm wrap-anywhere text-slate-700">
            {t('accounts.settings.emailNow', { email: settings.email })}
          </p>
          {settings.pendingEmail && (
            <p className="mb-3 text-sm wrap-anywhere text-slate-700">
              {t('accounts.settings.emailPending', { email: settings.pendingEmail })}
            </p>
          )}
          <EmailForm hasPassword={settings.hasPassword} answer={said('email')} />
        </Section>
        <Section id="settings-password" title={t('accounts.settings.password')}>
          {settings.hasPassword ? (
            <PasswordForm answer={said('password')} />
          ) : (
            <Form method="post">
              <p className="text-sm text-slate-700">{t('accounts.settings.noPassword')}</p>
              <input type="hidden" name="intent" value="password-link" />
              <Honeypot />
              <button type="submit" className={`mt-3 ${buttonClassName}`}>
                {t('accounts.settings.sendPasswordLink')}
              </button>
              <Done
                text={
                  linkAnswer?.ok
                    ? t('accounts.settings.passwordLinkSent', { email: linkAnswer.email ?? '' })
                    : linkAnswer?.limited
                      ? t('accounts.unconfirmed.limited')
                      : null
                }
              />
            </Form>
          )}
        </Section>
        <Section id="settings-mail" title={t('accounts.settings.mail')}>
          <Form method="post">
            <input type="hidden" name="intent" value="mail" />
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">
                {t('accounts.settings.mailLanguage')}
              </legend>
              <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
                {(['en', 'ja'] as const).map((language) => (
                  <label key={language} className="flex items-center gap-2 text-sm text-slate-800">
                    <input
                      type="radio"
                      name="mailLanguage"
                      value={language}
                      defaultChecked={mailLanguage === language}
                      className="size-4 accent-brand-600"
                    />
                    <span lang={language}>{t(`language.${language}`)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <fieldset className="mt-5">
              <legend className="text-sm font-medium text-slate-800">
                {t('accounts.settings.mailKinds')}
              </legend>
              <div className="mt-2 grid gap-2">
                {MAIL_KINDS.map((kind) => (
                  <label key={kind} className="flex items-start gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      name="mailOn"
                      value={kind}
                      defaultChecked={!settings.mailOff.includes(kind)}
                      className="mt-0.5 size-4 shrink-0 accent-brand-600"
                    />
                    <span>{t(`accounts.settings.kind.${kind}`)}</span>
                  </label>
                ))}
              </div>
              <p className="mt-3 text-xs text-slate-600">{t('accounts.settings.mailAlways')}</p>
            </fieldset>
            <Honeypot />
            <button type="submit" className={`mt-4 ${buttonClassName}`}>
              {t('accounts.settings.saveMail')}
            </button>
            <Done text={mailAnswer?.ok ? t('accounts.settings.mailSaved') : null} />
          </Form>
        </Section>
        <Section id="settings-social" title={t('accounts.settings.social')}>
          {settings.providers.length === 0 ? (
            <p className="text-sm text-slate-700">{t('accounts.settings.socialNone')}</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {settings.providers.map((provider) => (
                <li
                  key={provider.id}
                  className="flex flex-wrap items-center justify-between gap-3 py-3"
                >
                  <span className="text-sm text-slate-800">
                    <span className="font-semibold">{provider.name}</span>{' '}
                    <span className="text-slate-600">
                      ({t('accounts.settings.socialConnected')})
                    </span>
                  </span>
                  <Form method="post">
                    <input type="hidden" name="intent" value="disconnect" />
                    <input type="hidden" name="provider" value={provider.id} />
                    <Honeypot />
                    <button
                      type="submit"
                      className="rounded-lg border border-slate-300 bg-white px-3.5 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50"
                    >
                      {t('accounts.settings.disconnect', { provider: provider.name })}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
          <div role="status" className="text-sm">
            {social?.last && (
              <p className="mt-3 font-medium text-red-700">{t('accounts.settings.onlyWay')}</p>
            )}
            {social?.ok && (
              <p className="mt-3 font-medium text-emerald-800">
                {t('accounts.settings.disconnected', { provider: social.provider ?? '' })}
              </p>
            )}
          </div>
        </Section>
        <Section id="settings-data" title={t('accounts.settings.data')}>
          <p className="text-sm text-slate-700">{t('accounts.settings.dataText')}</p>
          <a href={dataHref} download className={`mt-3 inline-block ${buttonClassName}`}>
            {t('accounts.settings.download')}
          </a>
          <p className="mt-6 text-sm text-slate-700">{t('accounts.settings.closeText')}</p>
          <Link
            to="/account/close"
            prefetch="intent"
            className="mt-3 inline-block rounded-lg border border-red-300 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
          >
            {t('accounts.settings.closeLink')}
          </Link>
        </Section>
      </div>
    </>
  );
}
