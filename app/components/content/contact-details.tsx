import type { ReactNode } from 'react';

import { useI18n } from '~/i18n/context';
import { PHONE } from '~/lib/catalog';

export const CONTACT_EMAIL = 'hello@roofline.example';
export const PRIVACY_EMAIL = 'privacy@roofline.example';

const LINK = 'font-medium text-brand-700 hover:underline';

/** The office: address, phone, email and opening hours. */
export function ContactDetails() {
  const { t } = useI18n();
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5">
      <h2 className="text-lg font-bold text-slate-900">{t('content.contact.officeTitle')}</h2>
      <dl className="mt-5 space-y-5 text-sm">
        <Detail
          icon="M10 18s6-5.2 6-10a6 6 0 1 0-12 0c0 4.8 6 10 6 10Zm0-7.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z"
          label={t('content.contact.address')}
        >
          <address className="whitespace-pre-line not-italic">
            {t('content.contact.addressLines')}
          </address>
        </Detail>
        <Detail
          icon="M4 3.5h3l1.5 4-2 1.3a9 9 0 0 0 4.7 4.7l1.3-2 4 1.5v3A1.5 1.5 0 0 1 15 17.5 12.5 12.5 0 0 1 2.5 5 1.5 1.5 0 0 1 4 3.5Z"
          label={t('content.contact.phone')}
        >
          <a href={`tel:${PHONE.replace(/[^\d+]/g, '')}`} className={LINK}>
            {PHONE}
          </a>
        </Detail>
        <Detail icon="M3 5.5h14v9H3zM3 6l7 5 7-5" label={t('content.contact.email')}>
          <a href={`mailto:${CONTACT_EMAIL}`} className={LINK}>
            {CONTACT_EMAIL}
          </a>
          <span className="mt-2 block text-slate-600">{t('content.contact.privacyEmail')}</span>
          <a href={`mailto:${PRIVACY_EMAIL}`} className={LINK}>
            {PRIVACY_EMAIL}
          </a>
        </Detail>
        <Detail
          icon="M10 17.5a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15ZM10 6v4l2.5 2.5"
          label={t('content.contact.hours')}
        >
          <span className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5">
            <span>{t('content.contact.weekdays')}</span>
            <span className="tabular-nums">{t('content.contact.weekdayHours')}</span>
            <span>{t('content.contact.saturday')}</span>
            <span className="tabular-nums">{t('content.contact.saturdayHours')}</span>
          </span>
          <span className="mt-2 block text-slate-600">{t('content.contact.hoursNote')}</span>
        </Detail>
      </dl>
    </div>
  );
}

/** One entry of the office's description list: its icon sits in the term, beside the label. */
function Detail({ icon, label, children }: { icon: string; label: string; children: ReactNode }) {
  return (
    <div className="relative ps-12">
      <dt className="font-semibold text-slate-900">
        <span className="absolute start-0 top-0 flex size-9 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <svg
            viewBox="0 0 20 20"
            aria-hidden="true"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d={icon} />
          </svg>
        </span>
        {label}
      </dt>
      <dd className="mt-1 text-slate-700">{children}</dd>
    </div>
  );
}
