import { Link } from 'react-router';

import { useI18n } from '~/i18n/context';
import { artSize } from '~/lib/art/sizes';
import { avatarUrl } from '~/lib/art-url';
import type { ViewingHours } from '~/lib/viewing-slots';

import { hoursText, languageList } from './lister-text';

/** What a page shows of whoever lists a home: a generated agent, or an owner (no agency). */
export type ListerSummary = {
  id: number;
  name: string;
  /** The name the portrait is drawn from: the stored one, whatever the page's language. */
  portrait?: string;
  agency: string | null;
  /** The agency's page, licence number, phone and logo, when the lister belongs to one. */
  agencyId?: number | null;
  agencyLicence?: string | null;
  agencyPhone?: string | null;
  agencyLogo?: string | null;
  /** The agency's line the page shows, as HTML written on the server. */
  firmLine?: string | null;
  phone: string | null;
  languages: string[];
  viewingHours: ViewingHours | null;
};

/**
 * Who lists a home (docs/product.md#contacting-the-lister): the drawn portrait (the site draws
 * its own, from the name: nothing is stored or fetched), the name linking to their page, the
 * agency or "Private owner", the languages they speak, their phone and viewing hours.
 */
export function ListerCard({
  lister,
  heading = 'h3',
  linked = true,
}: {
  lister: ListerSummary;
  heading?: 'h1' | 'h3';
  linked?: boolean;
}) {
  const { t } = useI18n();
  const Heading = heading;
  const size = heading === 'h1' ? 'full' : 'thumb';
  return (
    <div className="flex items-start gap-4">
      <img
        src={avatarUrl(lister.portrait ?? lister.name, size)}
        {...artSize('avatar', size)}
        alt=""
        className={`${heading === 'h1' ? 'size-24 sm:size-28' : 'size-16'} shrink-0 rounded-full bg-slate-100`}
      />
      <div className="min-w-0 flex-1">
        {heading !== 'h1' && (
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t('lister.listedBy')}
          </p>
        )}
        <Heading
          className={`${heading === 'h1' ? 'text-2xl sm:text-3xl' : 'text-lg'} font-bold wrap-anywhere text-slate-900`}
        >
          {linked ? (
            <Link
              to={`/agents/${lister.id}`}
              prefetch="intent"
              className="rounded hover:text-brand-700 hover:underline"
            >
              {lister.name}
            </Link>
          ) : (
            lister.name
          )}
        </Heading>
        {lister.firmLine ? (
          <p
            className="mt-1 flex items-center gap-2 text-sm text-slate-600"
            // Written and escaped on the server (models/agencies/firm-line.server.ts).
            dangerouslySetInnerHTML={{ __html: lister.firmLine }}
          />
        ) : (
          <p className="text-sm wrap-anywhere text-slate-600">
            {lister.agency ?? t('lister.privateOwner')}
          </p>
        )}
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="font-medium text-slate-600">{t('lister.speaks')}</dt>
          <dd className="text-slate-900">{languageList(t, lister.languages) || '—'}</dd>
          {lister.phone && (
            <>
              <dt className="font-medium text-slate-600">{t('lister.phone')}</dt>
              <dd>
                <a
                  href={`tel:${lister.phone.replace(/[^0-9+]/g, '')}`}
                  className="rounded text-brand-700 hover:underline"
                >
                  {lister.phone}
                </a>
              </dd>
            </>
          )}
          <dt className="font-medium text-slate-600">{t('lister.viewingHours')}</dt>
          <dd className="text-slate-900">{hoursText(t, lister.viewingHours)}</dd>
        </dl>
        {linked && (
          <Link
            to={`/agents/${lister.id}`}
            prefetch="intent"
            className="mt-3 inline-block rounded text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('lister.profileLink', { name: lister.name })}
          </Link>
        )}
      </div>
    </div>
  );
}
