import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { Dropdown, dropdownItemClassName } from '~/components/ui/dropdown';
import { useI18n } from '~/i18n/context';
import { LANGUAGES } from '~/i18n/i18n';

function GlobeIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      className="size-4"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
    >
      <circle cx="10" cy="10" r="7.5" />
      <path d="M2.5 10h15M10 2.5c2.2 2.3 3.2 4.8 3.2 7.5s-1 5.2-3.2 7.5c-2.2-2.3-3.2-4.8-3.2-7.5s1-5.2 3.2-7.5Z" />
    </svg>
  );
}

const SWITCHED = 'roofline-language-switched';

function readSwitched() {
  try {
    return sessionStorage.getItem(SWITCHED);
  } catch {
    return null;
  }
}

function rememberSwitch(id: string) {
  try {
    sessionStorage.setItem(SWITCHED, id);
  } catch {
    // Storage refused (a private window's quota): the new page starts at its top.
  }
}

/**
 * The other language's page is a new document (ADR 0065): focus goes back to the language menu the
 * visitor used, or on a phone to the menu's button (the new page's menu is closed). Called once, by the header, which is on every page.
 */
export function useFocusAfterLanguageSwitch() {
  useEffect(() => {
    const id = readSwitched();
    if (!id) return;
    sessionStorage.removeItem(SWITCHED);
    const button = document.getElementById(`${id}-button`);
    const visible = button?.checkVisibility() ? button : null;
    (visible ?? document.querySelector<HTMLElement>('[aria-controls="mobile-menu"]'))?.focus();
  }, []);
}

/**
 * The language dropdown: a POST form (no GET changes anything), which opens and works without
 * JavaScript (components/ui/dropdown.tsx); the server remembers the choice and opens the same page at the other language's
 * address (ADR 0065).
 */
export function LanguageSwitch({
  id,
  align = 'end',
  side = 'below',
}: {
  id: string;
  align?: 'start' | 'end';
  side?: 'below' | 'above';
}) {
  const { t, lang } = useI18n();
  const location = useLocation();

  return (
    <Dropdown
      id={id}
      align={align}
      side={side}
      label={
        <span className="flex items-center gap-1.5">
          <GlobeIcon />
          <span className="sr-only">{t('nav.language')}: </span>
          {t(`language.${lang}`)}
        </span>
      }
      buttonClassName="rounded-lg px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
    >
      {/* A plain form, outside the page's basename: the answer is the other language's page, a
          new document (ADR 0065). */}
      <form method="post" action="/language" onSubmit={() => rememberSwitch(id)}>
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        {LANGUAGES.map((code) => (
          <button
            key={code}
            type="submit"
            name="lang"
            value={code}
            lang={code}
            aria-current={code === lang ? 'true' : undefined}
            className={`${dropdownItemClassName} ${code === lang ? 'font-semibold text-brand-700' : ''}`}
          >
            {t(`language.${code}`)}
          </button>
        ))}
      </form>
    </Dropdown>
  );
}
