import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';

import { useUser } from '~/components/account/use-user';
import { useI18n } from '~/i18n/context';
import { compareHref, MAX_COMPARE, type ComparedHome } from '~/lib/compare';
import { inLanguage } from '~/lib/generated-labels';

import { useCompared, writeCompared } from './compare-store';

/** This tab's session: whose account it merged with, and the ids the account last took. */
const MERGED = 'roofline:compare-merged';
const SYNCED = 'roofline:compare-synced';

/** Sends the list to the account (ADR 0059); the answer of a merge is the list kept. */
async function keepOnAccount(intent: 'merge' | 'set', list: ComparedHome[]) {
  const body = new FormData();
  body.set('intent', intent);
  body.set('ids', list.map((home) => home.id).join(','));
  const response = await fetch('/compare/list', { method: 'POST', body });
  if (!response.ok) return null;
  const answer = (await response.json()) as { compared?: ComparedHome[] | null };
  return answer.compared ?? null;
}

/**
 * The tray at the bottom of the window with the homes chosen to compare, the way to the table and
 * to take a home out. For a signed-in visitor it keeps the list on the account: merged once at
 * sign-in, then after each change; signing out leaves this browser's list empty.
 */
export function CompareTray() {
  const { t, lang } = useI18n();
  const list = useCompared();
  const user = useUser();
  const { pathname } = useLocation();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null) {
      // Signed out since this tab merged: the account's homes leave this browser with it.
      if (sessionStorage.getItem(MERGED) !== null) {
        sessionStorage.removeItem(MERGED);
        sessionStorage.removeItem(SYNCED);
        writeCompared([]);
      }
      return;
    }
    const ids = list.map((home) => home.id).join(',');
    if (sessionStorage.getItem(MERGED) !== String(userId)) {
      sessionStorage.setItem(MERGED, String(userId));
      sessionStorage.setItem(SYNCED, ids);
      void keepOnAccount('merge', list).then((kept) => {
        if (!kept) return;
        sessionStorage.setItem(SYNCED, kept.map((home) => home.id).join(','));
        writeCompared(kept);
      });
    } else if (sessionStorage.getItem(SYNCED) !== ids) {
      sessionStorage.setItem(SYNCED, ids);
      void keepOnAccount('set', list);
    }
  }, [list, userId]);

  if (list.length === 0 || pathname === '/compare') return null;
  return (
    <>
      {/* Room under the page's end, so the tray covers none of it. */}
      <div aria-hidden="true" className="h-28 sm:h-20" />
      <aside
        aria-label={t('compare.tray')}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 shadow-lg backdrop-blur"
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3 sm:px-6 lg:px-8">
          <h2 className="text-sm font-semibold text-slate-900">
            {t('compare.trayCount', { n: list.length, max: MAX_COMPARE })}
          </h2>
          <ul className="flex flex-1 flex-wrap gap-2">
            {list.map((home) => {
              const name = inLanguage(lang, home.name, home.nameJa);
              return (
                <li
                  key={home.id}
                  className="flex max-w-56 items-center gap-1 rounded-full bg-slate-100 py-1 ps-3 pe-1 text-xs text-slate-800"
                >
                  <span className="truncate">{name}</span>
                  <button
                    type="button"
                    aria-label={t('compare.remove', { name })}
                    onClick={() => writeCompared(list.filter((item) => item.id !== home.id))}
                    className="flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-slate-200"
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            onClick={() => writeCompared([])}
            className="rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          >
            {t('compare.clear')}
          </button>
          <Link
            to={compareHref(list.map((home) => home.id))}
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t('compare.open')} ({list.length})
          </Link>
        </div>
      </aside>
    </>
  );
}
