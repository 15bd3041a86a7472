/** The Roofline mark: a roof line over a door. Decorative; the wordmark beside it names the site. */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path
        d="M6 16.5 16 8l10 8.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M10 15v9h12v-9" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinejoin="round" />
      <rect x="14" y="18" width="4" height="6" rx="1" fill="#fbbf24" />
    </svg>
  );
}

export function Logo({ dark = false }: { dark?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <LogoMark className={`size-8 ${dark ? 'text-brand-500' : 'text-brand-600'}`} />
      <span
        className={`text-xl font-extrabold tracking-tight ${dark ? 'text-white' : 'text-slate-900'}`}
      >
        Roofline
      </span>
    </span>
  );
}
