import { useI18n } from '~/i18n/context';

/** Each mark is drawn in the link's colour through the icon's shape (a mask), so it follows hover. */
const NETWORKS = [
  {
    name: 'Facebook' as const,
    href: 'https://www.facebook.com/',
    icon: '[mask:url(/social/facebook.svg)_center/contain_no-repeat]',
  },
  {
    name: 'X' as const,
    href: 'https://x.com/',
    icon: '[mask:url(/social/x.svg)_center/contain_no-repeat]',
  },
  {
    name: 'Instagram' as const,
    href: 'https://www.instagram.com/',
    icon: '[mask:url(/social/instagram.svg)_center/contain_no-repeat]',
  },
  {
    name: 'LinkedIn' as const,
    href: 'https://www.linkedin.com/',
    icon: '[mask:url(/social/linkedin.svg)_center/contain_no-repeat]',
  },
];

/**
 * The footer's social icons (docs/product.md#the-shell): each network's mark is a file in
 * public/social, not path data in every page's script.
 */
export function SocialLinks() {
  const { t } = useI18n();
  return (
    <ul className="flex gap-2" aria-label={t('a11y.social')}>
      {NETWORKS.map((network) => (
        <li key={network.name}>
          <a
            href={network.href}
            rel="noopener noreferrer"
            target="_blank"
            className="flex size-10 items-center justify-center rounded-full bg-slate-800 text-slate-300 hover:bg-brand-600 hover:text-white"
          >
            <span className="sr-only">{t(`generated.social.${network.name}`)}</span>
            <span className={`size-5 bg-current ${network.icon}`} aria-hidden="true" />
          </a>
        </li>
      ))}
    </ul>
  );
}
