import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

import { useI18n } from '~/i18n/context';

export type Notice = {
  kind: 'success' | 'error';
  title: string;
  body?: string;
  /** The form it answers: a form shows one notice at a time, its newest. */
  source?: string;
};
type ShownNotice = Notice & { id: number };

const NoticeContext = createContext<(notice: Notice) => void>(() => {});

/** How long a success stays; an error stays until the visitor closes it. */
const SUCCESS_SHOWN_FOR_MS = 6000;
const AT_MOST = 3;

/**
 * The notices ("You're subscribed", 'Form is invalid', 'Message sent';
 * docs/product.md#the-shell): short messages in a live region, so screen readers announce them
 * too. One per form: a form's new notice replaces its last (a success its error). A success
 * closes itself after a few seconds; an error stays until closed, as the visitor must read it.
 * Every notice can be closed.
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<ShownNotice[]>([]);
  const nextId = useRef(0);
  const dismiss = useCallback((id: number) => {
    setNotices((list) => list.filter((notice) => notice.id !== id));
  }, []);
  const notify = useCallback(
    (notice: Notice) => {
      const id = ++nextId.current;
      setNotices((list) => [
        ...list
          .filter((shown) => notice.source === undefined || shown.source !== notice.source)
          .slice(-(AT_MOST - 1)),
        { ...notice, id },
      ]);
      if (notice.kind === 'success') setTimeout(() => dismiss(id), SUCCESS_SHOWN_FOR_MS);
    },
    [dismiss],
  );
  const value = useMemo(() => notify, [notify]);
  return (
    <NoticeContext value={value}>
      {children}
      <NoticeList notices={notices} onDismiss={dismiss} />
    </NoticeContext>
  );
}

export function useNotify() {
  return useContext(NoticeContext);
}

function NoticeList({
  notices,
  onDismiss,
}: {
  notices: ShownNotice[];
  onDismiss: (id: number) => void;
}) {
  const { t } = useI18n();
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-20 z-50 flex flex-col items-center gap-2 px-4 sm:items-end sm:px-6"
    >
      {notices.map((notice) => (
        <div
          key={notice.id}
          role={notice.kind === 'error' ? 'alert' : 'status'}
          data-notice={notice.kind}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border bg-white p-4 shadow-lg motion-safe:animate-fade-up ${
            notice.kind === 'error' ? 'border-red-200' : 'border-emerald-200'
          }`}
        >
          <span
            aria-hidden="true"
            className={`mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold text-white ${
              notice.kind === 'error' ? 'bg-red-600' : 'bg-emerald-600'
            }`}
          >
            {notice.kind === 'error' ? '!' : '✓'}
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold text-slate-900">{notice.title}</p>
            {notice.body && <p className="mt-1 text-sm text-slate-600">{notice.body}</p>}
          </div>
          <button
            type="button"
            onClick={() => onDismiss(notice.id)}
            className="-m-1 rounded p-1 text-slate-500 hover:text-slate-800"
          >
            <span className="sr-only">{t('a11y.dismiss')}</span>
            <svg
              viewBox="0 0 20 20"
              className="size-4"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M5 5l10 10M15 5 5 15" />
            </svg>
          </button>
        </div>
      ))}
    </div>
  );
}
