import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';

import {
  draftFromQuery,
  parseMortgageQuery,
  queryFromDraft,
  withDownInStep,
  type MortgageDraft,
} from '~/lib/mortgage-query';

/** How long typing may pause before the address bar follows. */
const URL_DELAY_MS = 350;

function draftFor(params: URLSearchParams) {
  return draftFromQuery(params, parseMortgageQuery(params));
}

const noSubscription = () => () => {};

/** False while the server renders and the page hydrates, true once scripts run. */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export type DraftField = Exclude<keyof MortgageDraft, 'downBy' | 'currency'>;

/**
 * The calculator's fields, held as typed and mirrored into the URL (replacing the history entry,
 * without scrolling) once typing pauses, so the address can always be shared. A change of URL
 * from elsewhere (a link, Reset) starts the fields again from it.
 */
export function useMortgageDraft() {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlQuery = searchParams.toString();
  const [draft, setDraft] = useState(() => draftFor(searchParams));
  const [seenQuery, setSeenQuery] = useState(urlQuery);
  const [writtenQuery, setWrittenQuery] = useState<string | null>(null);
  if (urlQuery !== seenQuery) {
    setSeenQuery(urlQuery);
    if (urlQuery !== writtenQuery) setDraft(draftFor(searchParams));
  }

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function writeUrl(next: MortgageDraft) {
    clearTimeout(timer.current);
    const query = queryFromDraft(next).toString();
    setWrittenQuery(query);
    setSearchParams(new URLSearchParams(query), { replace: true, preventScrollReset: true });
  }

  function change(field: DraftField, value: string) {
    const downBy = field === 'down' ? 'amount' : field === 'downPercent' ? 'percent' : draft.downBy;
    const next = withDownInStep({ ...draft, [field]: value, downBy });
    setDraft(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => writeUrl(next), URL_DELAY_MS);
  }

  return { draft, change, submit: () => writeUrl(draft) };
}
