import { Link } from 'react-router';

import { NewsletterForm } from '~/components/newsletter-form';
import { useI18n } from '~/i18n/context';
import { COPYRIGHT_START_YEAR, PHONE } from '~/lib/catalog';

import { CurrencyChoice } from './currency-choice';
import { Logo } from './logo';
import { FOOTER_LINKS } from './nav-links';
import { SocialLinks } from './social-links';

/**
 * The footer (docs/product.md#the-shell): newsletter, links, 'Call Agent', social icons, copyright.
 */
export function Footer({ year }: { year: number }) {
  const { t } = useI18n();
  return (
    <footer className="focus-ring-light bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-12 lg:px-8">
        <div className="lg:col-span-4">
          <Logo dark />
          <p className="mt-4 max-w-xs text-sm leading-6 text-slate-400">{t('footer.tagline')}</p>
          <p className="mt-6 text-sm font-semibold text-white">{t('footer.callAgent')}</p>
          <a
            href={`tel:${PHONE.replace(/[^+\d]/g, '')}`}
            className="mt-1 inline-block rounded text-lg font-semibold text-brand-100 hover:text-white"
          >
            {PHONE}
          </a>
          <div className="mt-6">
            <SocialLinks />
          </div>
          <CurrencyChoice />
        </div>
        <nav aria-label={t('a11y.footerNavigation')} className="lg:col-span-3">
          <h2 className="text-sm font-semibold text-white">{t('footer.links')}</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm md:grid-cols-1">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  prefetch={link.prefetch ?? 'intent'}
                  className="rounded hover:text-white hover:underline"
                >
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="md:col-span-2 lg:col-span-5">
          <h2 className="text-sm font-semibold text-white">{t('footer.newsletterTitle')}</h2>
          <p className="mt-2 mb-4 text-sm text-slate-400">{t('footer.newsletterText')}</p>
          <NewsletterForm id="newsletter-footer" />
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-400 sm:px-6 lg:px-8">
          {t('footer.copyright', { start: COPYRIGHT_START_YEAR, year })}
        </p>
      </div>
    </footer>
  );
}
