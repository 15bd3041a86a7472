import { useI18n } from '~/i18n/context';

const NETWORKS = [
  {
    name: 'Facebook' as const,
    href: 'https://www.facebook.com/',
    path: 'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21h3Z',
  },
  {
    name: 'X' as const,
    href: 'https://x.com/',
    path: 'M17.7 3h3.1l-6.8 7.7L22 21h-6.3l-4.9-6.4L5.2 21H2.1l7.2-8.3L1.8 3h6.4l4.4 5.9L17.7 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11 14.5Z',
  },
  {
    name: 'Instagram' as const,
    href: 'https://www.instagram.com/',
    path: 'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm4.9-8.9a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2ZM12 3c-2.4 0-2.7 0-3.7.1-3.2.1-4.9 1.9-5.1 5.1C3.1 9.3 3 9.6 3 12s0 2.7.1 3.7c.2 3.2 1.9 4.9 5.1 5.1 1 .1 1.3.1 3.8.1s2.7 0 3.7-.1c3.2-.2 4.9-1.9 5.1-5.1.1-1 .1-1.3.1-3.7s0-2.7-.1-3.7c-.2-3.2-1.9-4.9-5.1-5.1C14.7 3 14.4 3 12 3Zm0 1.6c2.4 0 2.7 0 3.6.1 2.4.1 3.5 1.2 3.6 3.6.1 1 .1 1.2.1 3.7s0 2.7-.1 3.6c-.1 2.4-1.2 3.5-3.6 3.6-1 .1-1.2.1-3.6.1s-2.7 0-3.6-.1c-2.4-.1-3.5-1.2-3.6-3.6-.1-1-.1-1.2-.1-3.6s0-2.7.1-3.7c.1-2.4 1.2-3.5 3.6-3.6 1-.1 1.2-.1 3.6-.1Z',
  },
  {
    name: 'LinkedIn' as const,
    href: 'https://www.linkedin.com/',
    path: 'M6.9 21H3.3V9.3h3.6V21ZM5.1 7.7a2.1 2.1 0 1 1 0-4.2 2.1 2.1 0 0 1 0 4.2ZM21 21h-3.6v-5.7c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3V21H9.7V9.3h3.4v1.6h.1c.5-.9 1.6-1.9 3.4-1.9 3.6 0 4.3 2.4 4.3 5.5V21Z',
  },
];

/** The footer's social icons (docs/product.md#the-shell). */
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
            <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
              <path d={network.path} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
