import type { MessageKey } from '~/i18n/en';
import type { Translate } from '~/i18n/i18n';
import { placeLabel } from '~/lib/catalog-labels';
import type { ViewingHours } from '~/lib/viewing-slots';

/*
 * A lister's languages and hours in the page's language (docs/product.md#contacting-the-lister),
 * from the dictionary rather than `Intl.DisplayNames`, whose names differ between the server's
 * ICU and the browser's and would break hydration.
 */

const NAMED = ['en', 'ja', 'es', 'fr', 'ru', 'tr', 'da', 'km', 'de', 'zh', 'ko', 'pt', 'it'];

/** A language tag's name (`fr` → French); a tag without one is shown as it is. */
export function languageName(t: Translate, tag: string) {
  const base = tag.toLowerCase().split('-')[0] ?? '';
  return NAMED.includes(base) ? t(`lister.language.${base}` as MessageKey) : tag;
}

/** A list in the page's language: "English, French", 「英語、フランス語」. */
export const listText = (t: Translate, items: string[]) => items.join(t('lister.separator'));

/** The places a lister covers, as the page's language names them: 「東京（日本）、パリ（フランス）」. */
export const areaList = (t: Translate, areas: string[]) =>
  listText(
    t,
    areas.map((area) => placeLabel(t, area)),
  );

export function languageList(t: Translate, tags: string[]) {
  return listText(
    t,
    tags.map((tag) => languageName(t, tag)),
  );
}

export const dayName = (t: Translate, day: number) => t(`lister.day.${day}` as MessageKey);

/**
 * The days as runs: Mon–Fri, Sat; Sun first in the week, as `ViewingHours` counts them, but a
 * run may not wrap past Saturday.
 */
function dayRuns(t: Translate, days: number[]) {
  const sorted = [...new Set(days)].filter((d) => d >= 0 && d <= 6).sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    const [first, last] = [sorted[i]!, sorted[j]!];
    runs.push(
      last - first >= 2
        ? `${dayName(t, first)}–${dayName(t, last)}`
        : [first, ...(last > first ? [last] : [])].map((d) => dayName(t, d)).join(', '),
    );
    i = j + 1;
  }
  return listText(t, runs);
}

/** "Mon–Fri, 09:00–17:00 (UTC)", or "By arrangement" when no hours are given. */
export function hoursText(t: Translate, hours: ViewingHours | null | undefined) {
  if (!hours || hours.days.length === 0) return t('lister.noHours');
  return t('lister.hoursSpan', { days: dayRuns(t, hours.days), from: hours.from, to: hours.to });
}
