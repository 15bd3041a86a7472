import { useEffect, useEffectEvent, useState, type MouseEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';

// Clicks on these must do their own job (follow a link, type, select text) instead of collapsing.
const KEEPS_OPEN = 'a, button, input, textarea, select, label, summary, [data-keep-open]';

export interface ExpandPanelProps {
  /** Id of the wrapper, so `#id` links land on (and open) the panel. */
  id: string;
  title: ReactNode;
  headingLevel?: 2 | 3 | 4;
  defaultOpen?: boolean;
  /** Controlled mode: pass both to build "one open at a time" groups (see useExpandGroup). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
  children: ReactNode;
}

export function ExpandPanel({
  id,
  title,
  headingLevel = 3,
  defaultOpen = false,
  open: controlledOpen,
  onOpenChange,
  className = '',
  children,
}: ExpandPanelProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = controlledOpen ?? uncontrolledOpen;
  const buttonId = `${id}-button`;
  const contentId = `${id}-content`;
  const Heading = `h${headingLevel}` as const;

  const setOpen = (next: boolean) => {
    if (controlledOpen === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  // The server never sees the hash, so this waits for an effect to keep hydration in step. The
  // location key is a dependency so following a `#id` link again reopens a panel closed since.
  const { hash, key: locationKey } = useLocation();
  const openFromHash = useEffectEvent(() => setOpen(true));
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the hash exists only after hydration
    if (hash === `#${id}`) openFromHash();
  }, [hash, locationKey, id]);

  const onContentClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest(KEEPS_OPEN)) return;
    // A click that ends a drag-selection should leave the text selected and readable.
    const selection = window.getSelection();
    if (selection && !selection.isCollapsed && event.currentTarget.contains(selection.anchorNode)) {
      return;
    }
    setOpen(false);
  };

  return (
    <div id={id} className={`scroll-mt-24 border-b border-slate-200 ${className}`}>
      <Heading className="m-0">
        <button
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center justify-between gap-4 py-4 text-start text-base font-semibold text-slate-900 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <span>{title}</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            fill="currentColor"
            className={`size-5 shrink-0 motion-safe:transition-transform noscript:hidden ${open ? 'rotate-180' : ''}`}
          >
            <path
              fillRule="evenodd"
              d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z"
              clipRule="evenodd"
            />
          </svg>
        </button>
      </Heading>
      {/* Click-to-close is a mouse convenience; keyboard users close it with the button. Without
          JavaScript no button works, so every panel shows (docs/product.md#the-shell): a class,
          not `hidden`, which the stylesheet keeps hidden whatever a media query says. */}
      <div
        id={contentId}
        role="region"
        aria-labelledby={buttonId}
        onClick={onContentClick}
        className={`pb-4 text-slate-600 ${open ? '' : 'hidden noscript:block'}`}
      >
        {children}
      </div>
    </div>
  );
}

/** "One open at a time": spread `panelProps(id)` onto each ExpandPanel of the group. */
export function useExpandGroup(initialOpenId: string | null = null) {
  const [openId, setOpenId] = useState(initialOpenId);
  return (id: string) => ({
    open: openId === id,
    onOpenChange: (next: boolean) =>
      setOpenId((current) => (next ? id : current === id ? null : current)),
  });
}
