import { useEffect, useRef, useState } from 'react';
import { useBlocker, useFetcher, useNavigate } from 'react-router';

/** How long the owner may pause typing before the draft is saved (docs/product.md#listing-a-home). */
export const AUTOSAVE_MS = 2500;
/** After a refused save (offline, or too many), the next try. */
const RETRY_MS = 15_000;

type SaveAnswer = { saved?: string; draftId?: number; limited?: boolean };

/**
 * Saves the form as the owner goes: a change starts a short timer, and the form is posted
 * through a fetcher when it runs out. A first save of a new listing puts its draft's id in the
 * address, so a reload finds it. Leaving with changes not yet saved asks first, both for the
 * site's own links (useBlocker) and for closing or reloading the tab (beforeunload).
 */
export function useAutosave({
  form,
  draftId,
  savedAt,
  leaveText,
}: {
  form: React.RefObject<HTMLFormElement | null>;
  draftId: number | null;
  savedAt: string | null;
  leaveText: string;
}) {
  const fetcher = useFetcher<SaveAnswer>({ key: 'listing-autosave' });
  const navigate = useNavigate();
  // Changes counted as they come; a save answered covers the changes made before it was sent.
  const [edits, setEdits] = useState(0);
  const [sent, setSent] = useState(0);
  const [savedEdits, setSavedEdits] = useState(0);
  const [failed, setFailed] = useState(false);
  const [lastSaved, setLastSaved] = useState(savedAt);
  const [handled, setHandled] = useState<SaveAnswer>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const save = () => {
    if (!form.current) return;
    const body = new FormData(form.current);
    body.set('intent', 'save');
    body.set('respond', 'data');
    setSent(edits);
    void fetcher.submit(body, { method: 'post' });
  };

  // The timer always runs the latest `save`, which knows the latest count of changes.
  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  });

  const changed = () => {
    setEdits((n) => n + 1);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latestSave.current(), AUTOSAVE_MS);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  if (answer && answer !== handled) {
    setHandled(answer);
    setFailed(!answer.saved);
    if (answer.saved) {
      setLastSaved(answer.saved);
      setSavedEdits(sent);
    }
  }
  useEffect(() => {
    if (!handled) return;
    if (handled.saved && draftId === null && handled.draftId !== undefined) {
      void navigate(`?draft=${handled.draftId}`, { replace: true, preventScrollReset: true });
    }
    if (!handled.saved) {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latestSave.current(), RETRY_MS);
    }
  }, [handled, draftId, navigate]);
  const dirty = edits !== savedEdits;

  // Another page of the site: ask first. The same page with the draft's id is no leaving.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(leaveText)) blocker.proceed();
    else blocker.reset();
  }, [blocker, leaveText]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  /** A submit of the whole form (publish, save without waiting) leaves nothing to ask about. */
  const settle = () => {
    clearTimeout(timer.current);
    setSavedEdits(edits);
  };

  return {
    changed,
    settle,
    dirty,
    failed,
    saving: fetcher.state !== 'idle',
    lastSaved,
    draftId: draftId ?? answer?.draftId ?? fetcher.data?.draftId ?? null,
  };
}
