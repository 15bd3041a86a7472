import type { Translations } from './section';

/**
 * The search's filters (lib/search/filters.ts, docs/product.md#search-parameters): the labels the
 * filter panel shows for them and the phrases a saved search is described with.
 */
export const searchFiltersEn = {
  'searchFilters.monthlyUpTo': 'Up to {max} a month',
  'searchFilters.baths': 'Bathrooms (at least)',
  'searchFilters.bathsChoice': '{n} or more',
  'searchFilters.bathsAtLeast': 'Bathrooms: {n} or more',
  'searchFilters.builtFrom': 'Built in or after (year)',
  'searchFilters.builtFromPhrase': 'Built in {year} or later',
  'searchFilters.hideUnderOffer': 'Leave out homes under offer',
  'searchFilters.noUnderOffer': 'Not under offer',
  'searchFilters.includeSold': 'Include sold in the last 12 months',
  'searchFilters.withSold': 'With homes sold or let in the last 12 months',
  'searchFilters.openHouse': 'Open house this weekend',
  'searchFilters.withOpenHouse': 'With an open house this weekend',
  'searchFilters.noMaximum': 'No maximum',
  'searchFilters.mapView': 'Within the map’s view',
  'searchFilters.drawnArea': 'Inside the area drawn on the map',
  'searchFilters.layout': 'Layout (Japanese style: 1K, 2LDK…)',
  'searchFilters.layoutFivePlus': '5 rooms+',
  'searchFilters.layoutPhrase': 'Layout {codes}',
} as const;

export const searchFiltersJa: Translations<typeof searchFiltersEn> = {
  'searchFilters.monthlyUpTo': '月々{max}以下',
  'searchFilters.baths': '浴室数（以上）',
  'searchFilters.bathsChoice': '{n}室以上',
  'searchFilters.bathsAtLeast': '浴室{n}室以上',
  'searchFilters.builtFrom': '築年（この年以降）',
  'searchFilters.builtFromPhrase': '{year}年以降の建築',
  'searchFilters.hideUnderOffer': '商談中の物件を除く',
  'searchFilters.noUnderOffer': '商談中を除く',
  'searchFilters.includeSold': '過去12か月の成約済み物件も含める',
  'searchFilters.withSold': '過去12か月の成約済み物件を含む',
  'searchFilters.openHouse': '今週末にオープンハウスあり',
  'searchFilters.withOpenHouse': '今週末にオープンハウスあり',
  'searchFilters.noMaximum': '上限なし',
  'searchFilters.mapView': '地図の表示範囲内',
  'searchFilters.drawnArea': '地図で描いた範囲内',
  'searchFilters.layout': '間取り',
  'searchFilters.layoutFivePlus': '5K以上',
  'searchFilters.layoutPhrase': '間取り {codes}',
};
