import { useSyncExternalStore } from 'react';

import { useI18n } from '~/i18n/context';

import type { useAutosave } from './use-autosave';

const noSubscription = () => () => {};

/**
 * The form's buttons and where the draft stands, kept at the bottom of the screen while the owner
 * scrolls the sections (docs/product.md#listing-a-home): saved at what time, saving, or not yet.
 */
export function SaveBar({
  publishLabel,
  busy,
  autosave,
  invalid,
  limited,
  canDiscard,
}: {
  publishLabel: string;
  busy: boolean;
  autosave: ReturnType<typeof useAutosave>;
  invalid: boolean;
  limited: boolean;
  canDiscard: boolean;
}) {
  const { t, lang } = useI18n();
  // The time in the owner's own zone, which only the browser knows: shown once it runs.
  const local = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const time =
    local && autosave.lastSaved
      ? new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' }).format(
          new Date(autosave.lastSaved),
        )
      : null;
  const state = limited
    ? t('listings.limited')
    : autosave.saving
      ? t('listings.saving')
      : autosave.failed
        ? t('listings.notSaved')
        : autosave.dirty
          ? t('listings.unsaved')
          : time
            ? t('listings.savedAt', { time })
            : '';
  return (
    <div className="sticky bottom-0 z-20 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] backdrop-blur sm:mx-0 sm:rounded-t-2xl sm:border-x sm:px-6">
      {invalid && (
        <p id="listing-invalid" role="alert" className="mb-2 text-sm font-medium text-red-700">
          {t('listings.invalid')}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <p
          className="me-auto min-h-5 text-sm text-slate-600"
          role="status"
          data-testid="save-state"
        >
          {state}
        </p>
        {canDiscard && (
          <button
            type="submit"
            name="intent"
            value="discard"
            formNoValidate
            onClick={(event) => {
              if (!window.confirm(t('listings.discardConfirm'))) event.preventDefault();
            }}
            className="rounded-lg px-3 py-2.5 text-sm font-medium text-slate-600 hover:bg-slate-100"
          >
            {t('listings.discard')}
          </button>
        )}
        <button
          type="submit"
          name="intent"
          value="save"
          disabled={busy}
          className="rounded-lg border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
        >
          {t('listings.saveDraft')}
        </button>
        <button
          type="submit"
          name="intent"
          value="publish"
          disabled={busy}
          className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-60"
        >
          {publishLabel}
        </button>
      </div>
    </div>
  );
}
