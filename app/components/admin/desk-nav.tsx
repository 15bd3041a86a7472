import { NavLink } from 'react-router';

import { hasRole, type Role, type StaffRole } from '~/lib/owners-desk';

import { useAdminI18n } from './admin-i18n';

/** The desk's sections, and who may open each (ADR 0046): personal data is for admins only. */
const SECTIONS = [
  { to: '/admin', key: 'admin.nav.overview', needs: 'moderator', end: true },
  { to: '/admin/reports', key: 'admin.nav.reports', needs: 'moderator' },
  { to: '/admin/copies', key: 'admin.nav.copies', needs: 'moderator' },
  { to: '/admin/messages', key: 'admin.nav.messages', needs: 'admin' },
  { to: '/admin/subscribers', key: 'admin.nav.subscribers', needs: 'admin' },
  { to: '/admin/users', key: 'admin.nav.users', needs: 'admin' },
  { to: '/admin/rates', key: 'admin.nav.rates', needs: 'admin' },
  { to: '/admin/loan-terms', key: 'admin.nav.loanTerms', needs: 'admin' },
  { to: '/admin/audit', key: 'admin.nav.audit', needs: 'moderator' },
] as const satisfies { to: string; key: string; needs: StaffRole; end?: boolean }[];

/** The desk's name, who is signed in, and the sections their role opens. */
export function DeskNav({ staff }: { staff: { name: string; role: Role } }) {
  const { t } = useAdminI18n();
  return (
    <div className="flex flex-col gap-3 border-b border-slate-200 pb-4 lg:flex-row lg:items-end lg:justify-between">
      <div className="min-w-0">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {t('admin.title')}
        </p>
        <p className="mt-0.5 text-sm wrap-anywhere text-slate-600">
          {t('admin.signedInAs', { name: staff.name, role: t(`admin.role.${staff.role}`) })}
        </p>
      </div>
      <nav aria-label={t('admin.sections')}>
        <ul className="flex flex-wrap gap-1.5">
          {SECTIONS.filter((section) => hasRole(staff.role, section.needs)).map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end={'end' in section ? section.end : false}
                prefetch="intent"
                className={({ isActive }) =>
                  `block rounded-lg px-3 py-2 text-sm font-medium ${
                    isActive
                      ? 'bg-brand-600 text-white'
                      : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 hover:text-brand-700'
                  }`
                }
              >
                {t(section.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
