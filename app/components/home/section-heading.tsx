import type { ReactNode } from 'react';

export type Tone = 'light' | 'dark';

/** A section's eyebrow, h2 and intro, in the page's tone; `children` sit at its right (links, controls). */
export function SectionHeading({
  id,
  eyebrow,
  title,
  text,
  tone = 'light',
  align = 'start',
  children,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  text?: string;
  tone?: Tone;
  align?: 'start' | 'center';
  children?: ReactNode;
}) {
  const dark = tone === 'dark';
  const centered = align === 'center';
  return (
    <div
      className={`flex flex-wrap items-end gap-x-8 gap-y-4 ${
        centered ? 'flex-col items-center text-center' : 'justify-between'
      }`}
    >
      <div className={centered ? 'mx-auto max-w-2xl' : 'max-w-2xl'}>
        {eyebrow && (
          <p
            className={`text-sm font-semibold tracking-wide uppercase ${
              dark ? 'text-brand-100' : 'text-brand-700'
            }`}
          >
            {eyebrow}
          </p>
        )}
        <h2
          id={id}
          className={`mt-2 text-3xl font-bold tracking-tight text-balance [word-break:auto-phrase] [&:lang(ja)]:[text-wrap:wrap] sm:text-4xl ${
            dark ? 'text-white' : 'text-slate-900'
          }`}
        >
          {title}
        </h2>
        {text && (
          <p className={`mt-3 text-base leading-7 ${dark ? 'text-slate-300' : 'text-slate-600'}`}>
            {text}
          </p>
        )}
      </div>
      {children}
    </div>
  );
}

/** A "see all" style link's arrow. */
export function Arrow() {
  return (
    <svg
      viewBox="0 0 20 20"
      className="size-4 transition-transform group-hover:translate-x-0.5"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 10h12M11 5l5 5-5 5" />
    </svg>
  );
}
