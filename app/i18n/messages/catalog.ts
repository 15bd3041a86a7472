import type { Translations } from './section';

/**
 * The names of the catalog's fixed lists as a visitor reads them (app/lib/catalog.ts): places,
 * kinds of home and the blog's categories. The stored values stay English (they are the search's
 * and the addresses' values); only what is shown is translated.
 */
export const catalogEn = {
  'catalog.place.New York': 'New York',
  'catalog.place.London': 'London',
  'catalog.place.California': 'California',
  'catalog.place.Paris': 'Paris',
  'catalog.place.Moscow': 'Moscow',
  'catalog.place.Turkey': 'Turkey',
  'catalog.place.Denmark': 'Denmark',
  'catalog.place.Japan': 'Japan',
  'catalog.place.Cambodia': 'Cambodia',
  'catalog.type.Apartment': 'Apartment',
  'catalog.type.Condo': 'Condo',
  'catalog.type.Villa': 'Villa',
  'catalog.type.Cabin': 'Cabin',
  'catalog.type.Studio': 'Studio',
  'catalog.type.Office': 'Office',
  'catalog.type.Luxury': 'Luxury',
  'catalog.type.Duplex': 'Duplex',
  'catalog.category.Marketing': 'Marketing',
  'catalog.category.Management': 'Management',
  'catalog.category.Life Style': 'Life Style',
  'catalog.category.Development': 'Development',
  'catalog.category.Product': 'Product',
} as const;

export const catalogJa: Translations<typeof catalogEn> = {
  'catalog.place.New York': 'ニューヨーク',
  'catalog.place.London': 'ロンドン',
  'catalog.place.California': 'カリフォルニア',
  'catalog.place.Paris': 'パリ',
  'catalog.place.Moscow': 'モスクワ',
  'catalog.place.Turkey': 'トルコ',
  'catalog.place.Denmark': 'デンマーク',
  'catalog.place.Japan': '日本',
  'catalog.place.Cambodia': 'カンボジア',
  'catalog.type.Apartment': 'マンション',
  'catalog.type.Condo': '分譲マンション',
  'catalog.type.Villa': '別荘',
  'catalog.type.Cabin': '山小屋',
  'catalog.type.Studio': 'ワンルーム',
  'catalog.type.Office': '事務所',
  'catalog.type.Luxury': '高級物件',
  'catalog.type.Duplex': 'メゾネット',
  'catalog.category.Marketing': '集客・販売',
  'catalog.category.Management': '物件管理',
  'catalog.category.Life Style': '暮らし',
  'catalog.category.Development': '不動産開発',
  'catalog.category.Product': 'サービスのお知らせ',
};
