import type { Translations } from './section';

/**
 * The names of the catalog's fixed lists as a visitor reads them (app/lib/catalog.ts): places,
 * kinds of home and the blog's categories. The stored values stay English (they are the search's
 * and the addresses' values); only what is shown is translated.
 */
export const catalogEn = {
  'catalog.place.New York, USA': 'New York, USA',
  'catalog.place.London, UK': 'London, UK',
  'catalog.place.Los Angeles, California, USA': 'Los Angeles, California, USA',
  'catalog.place.Paris, France': 'Paris, France',
  'catalog.place.Moscow, Russia': 'Moscow, Russia',
  'catalog.place.Istanbul, Turkey': 'Istanbul, Turkey',
  'catalog.place.Copenhagen, Denmark': 'Copenhagen, Denmark',
  'catalog.place.Tokyo, Japan': 'Tokyo, Japan',
  'catalog.place.Phnom Penh, Cambodia': 'Phnom Penh, Cambodia',
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
  'catalog.place.New York, USA': 'ニューヨーク（アメリカ）',
  'catalog.place.London, UK': 'ロンドン（イギリス）',
  'catalog.place.Los Angeles, California, USA': 'ロサンゼルス（アメリカ・カリフォルニア州）',
  'catalog.place.Paris, France': 'パリ（フランス）',
  'catalog.place.Moscow, Russia': 'モスクワ（ロシア）',
  'catalog.place.Istanbul, Turkey': 'イスタンブール（トルコ）',
  'catalog.place.Copenhagen, Denmark': 'コペンハーゲン（デンマーク）',
  'catalog.place.Tokyo, Japan': '東京（日本）',
  'catalog.place.Phnom Penh, Cambodia': 'プノンペン（カンボジア）',
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
