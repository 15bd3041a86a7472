import { useSyncExternalStore } from 'react';

import { MAX_COMPARE, type ComparedHome } from '~/lib/compare-list';

/**
 * The homes chosen to compare, kept in the browser (ADR 0059): every toggle and the tray read one
 * list, and a change in one tab reaches the others (`storage`).
 */
const KEY = 'roofline:compare';
const CHANGED = 'roofline:compare-changed';
const NONE: ComparedHome[] = [];

let last: { raw: string | null; list: ComparedHome[] } = { raw: null, list: NONE };

function read(): ComparedHome[] {
  let raw: string | null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return NONE;
  }
  if (raw === last.raw) return last.list;
  let list = NONE;
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    if (Array.isArray(parsed)) {
      list = parsed
        .filter(
          (item): item is ComparedHome =>
            Number.isInteger(item?.id) &&
            item.id > 0 &&
            typeof item?.name === 'string' &&
            (item.nameJa == null || typeof item.nameJa === 'string'),
        )
        .slice(0, MAX_COMPARE);
    }
  } catch {
    // A list another version wrote, or a hand-edited one: start afresh.
  }
  last = { raw, list };
  return list;
}

export function writeCompared(list: ComparedHome[]) {
  try {
    localStorage.setItem(
      KEY,
      JSON.stringify(list.map(({ id, name, nameJa }) => ({ id, name, nameJa: nameJa ?? null }))),
    );
  } catch {
    // Storage refused (private mode, full): the choice lasts for this page only.
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/** The list; empty on the server and in the first render, as the page was sent. */
export function useCompared() {
  return useSyncExternalStore(subscribe, read, () => NONE);
}

const never = () => () => {};

/** False on the server and while hydrating, true once the page's script runs. */
export function useRunning() {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
