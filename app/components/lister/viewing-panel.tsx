import { Form, useNavigation } from 'react-router';

import type { ViewingStatus } from '~/db/schema';
import { useI18n } from '~/i18n/context';
import type { ViewingSlots } from '~/lib/viewing-slots';
import type { ViewingIntent } from '~/models/viewings.server';

import { HomeTime } from './home-time';
import { dayName } from './lister-text';

const BUTTON =
  'rounded-lg border px-3 py-1.5 text-sm font-semibold disabled:opacity-70 border-slate-300 bg-white text-slate-800 hover:bg-slate-50';

/**
 * A conversation's viewing (docs/product.md#booking-a-viewing): where it stands, on the home's
 * clock with the reader's beside it, and the answers the reader may give now: confirm, decline or
 * propose another time (the lister, to an ask), accept or decline (the visitor, to a proposal),
 * move or cancel (a confirmed one).
 */
export function ViewingPanel({
  status,
  at,
  zone,
  intents,
  slots,
}: {
  status: ViewingStatus;
  at: Date | string;
  zone: string;
  intents: ViewingIntent[];
  slots?: ViewingSlots;
}) {
  const { t, format } = useI18n();
  const busy = useNavigation().state !== 'idle';
  const simple = intents.filter((intent) => intent !== 'propose' && intent !== 'move');
  const newTime = intents.find((intent) => intent === 'propose' || intent === 'move');
  const label: Record<ViewingIntent, string> = {
    confirm: t('viewing.confirm'),
    decline: t('viewing.decline'),
    accept: t('viewing.accept'),
    cancel: t('viewing.cancel'),
    propose: t('viewing.propose'),
    move: t('viewing.move'),
  };
  return (
    <section
      aria-labelledby="viewing-title"
      className="mt-5 rounded-xl border border-slate-200 p-4"
      data-testid="viewing"
    >
      <h2 id="viewing-title" className="text-sm font-semibold text-slate-800">
        {t('viewing.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-900" data-testid="viewing-status">
        {t(`viewing.status.${status}`)} <HomeTime at={at} zone={zone} />
      </p>
      {simple.length > 0 && (
        <Form method="post" className="mt-3 flex flex-wrap gap-2">
          {simple.map((intent) => (
            <button
              key={intent}
              type="submit"
              name="intent"
              value={intent}
              disabled={busy}
              className={
                intent === 'confirm' || intent === 'accept'
                  ? 'rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-70'
                  : BUTTON
              }
            >
              {label[intent]}
            </button>
          ))}
        </Form>
      )}
      {newTime && slots && slots.days.length > 0 && (
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
          <label className="grid gap-1 text-xs text-slate-700">
            {t('viewing.proposeDate')}
            <select
              name="viewingDate"
              required
              className="rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
            >
              {slots.days.map((day) => (
                <option key={day} value={day}>
                  {dayName(t, new Date(`${day}T00:00:00Z`).getUTCDay())}{' '}
                  {format.date(`${day}T00:00:00Z`)}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-xs text-slate-700">
            {t('viewing.proposeTime')}
            <select
              name="viewingTime"
              required
              className="rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
            >
              {slots.times.map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" name="intent" value={newTime} disabled={busy} className={BUTTON}>
            {label[newTime]}
          </button>
        </Form>
      )}
    </section>
  );
}
