import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { NavLink, useLocation, type NavLinkProps } from 'react-router';

import { DROPDOWN_CLOSE_DELAY_MS } from '~/lib/catalog';

export { DROPDOWN_CLOSE_DELAY_MS };

const FOCUS_RING =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

/** Shared by links and by plain buttons (e.g. the language picker's form) placed in a panel. */
export const dropdownItemClassName = `block w-full px-4 py-2 text-start text-sm text-slate-700 hover:bg-slate-50 hover:text-indigo-700 focus-visible:bg-slate-50 ${FOCUS_RING}`;

// A form in a panel (the language picker) carries hidden inputs, which take no focus.
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// Keys that belong to text fields must keep their usual meaning there.
const TEXT_ENTRY = 'input, textarea, select, [contenteditable="true"]';

export interface DropdownProps {
  /** Id of the panel; the button is `${id}-button`. Required so SSR and hydration agree. */
  id: string;
  /** Button content. */
  label: ReactNode;
  align?: 'start' | 'end';
  /**
   * Where the panel opens: below the button, or above it where nothing lies below (the language
   * menu at the foot of the phone's menu, which would otherwise open past the screen's edge).
   */
  side?: 'below' | 'above';
  closeOnInsideClick?: boolean;
  buttonClassName?: string;
  panelClassName?: string;
  children: ReactNode;
}

export function Dropdown({
  id,
  label,
  align = 'start',
  side = 'below',
  closeOnInsideClick = true,
  buttonClassName = '',
  panelClassName = '',
  children,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDetailsElement>(null);
  const buttonRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A navigation (new location key) means the menu did its job.
  const { key: locationKey } = useLocation();
  const [seenLocationKey, setSeenLocationKey] = useState(locationKey);
  if (seenLocationKey !== locationKey) {
    setSeenLocationKey(locationKey);
    setOpen(false);
  }

  const cancelCloseTimer = () => clearTimeout(closeTimer.current);

  const close = (restoreFocus: boolean) => {
    cancelCloseTimer();
    setOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onDocumentClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    // Capture phase so handlers that stop propagation elsewhere cannot keep the menu open.
    document.addEventListener('click', onDocumentClick, true);
    return () => document.removeEventListener('click', onDocumentClick, true);
  }, [open]);

  useEffect(() => cancelCloseTimer, []);
  // Opened by the browser before the page's script ran: the state follows what the visitor sees.
  useEffect(() => setOpen(rootRef.current!.open), []);

  const items = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);

  const openAndFocus = (which: 'first' | 'last') => {
    flushSync(() => setOpen(true));
    const all = items();
    (which === 'first' ? all[0] : all.at(-1))?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    openAndFocus(event.key === 'ArrowDown' ? 'first' : 'last');
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest(TEXT_ENTRY)) return;
    const all = items();
    if (all.length === 0) return;
    const current = all.indexOf(document.activeElement as HTMLElement);
    const next = {
      ArrowDown: (current + 1) % all.length,
      ArrowUp: (current - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    all[next]?.focus();
  };

  const onRootKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !open) return;
    // Keep an enclosing dialog from closing on the same key press.
    event.stopPropagation();
    close(true);
  };

  const onRootBlur = (event: FocusEvent<HTMLDetailsElement>) => {
    if (!open || rootRef.current?.contains(event.relatedTarget as Node | null)) return;
    cancelCloseTimer();
    closeTimer.current = setTimeout(() => {
      // Focus may sit inside again after the window itself lost and regained focus.
      if (!rootRef.current?.contains(document.activeElement)) setOpen(false);
    }, DROPDOWN_CLOSE_DELAY_MS);
  };

  const onPanelClick = () => {
    if (!closeOnInsideClick) return;
    // Hiding the panel would drop focus on <body>; hand it back to the button instead.
    close(panelRef.current?.contains(document.activeElement) ?? false);
  };

  // A disclosure (docs/product.md#the-shell): its items are in the page's HTML and the browser
  // opens it without JavaScript; once the page runs, the component holds it open or closed, as a
  // menu button with its keys and focus. The summary keeps the role of the button it stands for.
  return (
    <details
      ref={rootRef}
      open={open}
      className="group/dropdown relative"
      onKeyDown={onRootKeyDown}
      onBlur={onRootBlur}
      onFocus={cancelCloseTimer}
    >
      <summary
        ref={buttonRef}
        id={`${id}-button`}
        role="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={(event) => {
          event.preventDefault();
          setOpen((wasOpen) => !wasOpen);
        }}
        onKeyDown={onButtonKeyDown}
        className={`inline-flex cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden ${FOCUS_RING} ${buttonClassName}`}
      >
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="currentColor"
          className="size-4 group-open/dropdown:rotate-180 motion-safe:transition-transform"
        >
          <path
            fillRule="evenodd"
            d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z"
            clipRule="evenodd"
          />
        </svg>
      </summary>
      <div
        ref={panelRef}
        id={id}
        onClick={onPanelClick}
        onKeyDown={onPanelKeyDown}
        className={`absolute z-50 min-w-48 ${side === 'above' ? 'bottom-full mb-2' : 'top-full mt-2'} rounded-xl bg-white py-2 shadow-lg ring-1 ring-slate-900/5 ${align === 'end' ? 'end-0' : 'start-0'} ${panelClassName}`}
      >
        {children}
      </div>
    </details>
  );
}

export interface DropdownItemProps extends Omit<NavLinkProps, 'className'> {
  className?: string;
}

/** A link in a dropdown panel; `end` defaults to true so only the exact page is `aria-current`. */
export function DropdownItem({
  className = '',
  end = true,
  prefetch = 'intent',
  ...props
}: DropdownItemProps) {
  return (
    <NavLink
      prefetch={prefetch}
      end={end}
      className={`${dropdownItemClassName} ${className}`}
      {...props}
    />
  );
}
