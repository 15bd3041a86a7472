import { Link } from 'react-router';

import { useI18n } from '~/i18n/context';

const tabs = [
  { key: 'dashboard', to: '/agency', label: 'agency.nav.dashboard', admin: false },
  { key: 'members', to: '/agency/members', label: 'agency.nav.members', admin: true },
  { key: 'settings', to: '/agency/settings', label: 'agency.nav.settings', admin: true },
] as const;

/** The agency's own pages (docs/product.md#agencies): members and settings for its admins. */
export function AgencyNav({
  agencyId,
  admin,
  current,
}: {
  agencyId: number;
  admin: boolean;
  current: (typeof tabs)[number]['key'];
}) {
  const { t } = useI18n();
  return (
    <nav aria-label={t('agency.menu')} className="mb-8 flex flex-wrap gap-2 text-sm font-semibold">
      {tabs
        .filter((tab) => admin || !tab.admin)
        .map((tab) => (
          <Link
            key={tab.key}
            to={tab.to}
            prefetch="intent"
            aria-current={tab.key === current ? 'page' : undefined}
            className="rounded-lg px-3 py-2 text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800"
          >
            {t(tab.label)}
          </Link>
        ))}
      <Link
        to={`/agencies/${agencyId}`}
        prefetch="intent"
        className="rounded-lg px-3 py-2 text-slate-700 hover:bg-slate-100"
      >
        {t('agency.nav.public')}
      </Link>
    </nav>
  );
}
