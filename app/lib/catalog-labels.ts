import type { Translate } from '~/i18n/i18n';

import { BLOG_CATEGORIES, LOCATIONS, PROPERTY_TYPES } from './catalog';

/**
 * A catalog value as the visitor's language names it. The values are stored and searched in
 * English; a value outside the list (a post's category from before the list) is shown as it is.
 */
function labeller<Value extends string>(list: readonly Value[], prefix: string) {
  return (t: Translate, value: string) =>
    (list as readonly string[]).includes(value)
      ? t(`${prefix}.${value}` as Parameters<Translate>[0])
      : value;
}

export const placeLabel = labeller(LOCATIONS, 'catalog.place');
export const typeLabel = labeller(PROPERTY_TYPES, 'catalog.type');
export const categoryLabel = labeller(BLOG_CATEGORIES, 'catalog.category');
