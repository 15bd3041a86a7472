import type { Translations } from './section';

/** The owner's desk's currency rates (docs/product.md#money): sent with the desk's pages only. */
export const adminRatesEn = {
  'admin.nav.rates': 'Rates',
  'admin.rates.title': 'Currency rates',
  'admin.rates.intro':
    'How many of each currency one US dollar buys. Search, sorting, the price slider, monthly costs, alerts and the map compare homes in dollars at these rates; saving them works every home’s dollar price out again while the site runs.',
  'admin.rates.date': 'Rates of',
  'admin.rates.perUsd': 'Per US dollar',
  'admin.rates.save': 'Save the rates',
  'admin.rates.saved':
    'Saved. {count, plural, one {# home was} other {# homes were}} priced again.',
  'admin.rates.invalid': 'Give a date and a positive number for every currency.',
  'admin.rates.stale':
    'These rates are {days, plural, one {# day} other {# days}} old, older than the {limit, plural, one {# day} other {# days}} the site allows: set newer ones.',
} as const;

export const adminRatesJa: Translations<typeof adminRatesEn> = {
  'admin.nav.rates': '為替レート',
  'admin.rates.title': '為替レート',
  'admin.rates.intro':
    '1米ドルあたりの各通貨の額です。検索、並べ替え、価格スライダー、月々の費用、お知らせ、地図は、このレートでドルに換算して物件を比べます。保存すると、サイトを止めずに全物件のドル換算額を計算し直します。',
  'admin.rates.date': 'レートの日付',
  'admin.rates.perUsd': '1米ドルあたり',
  'admin.rates.save': 'レートを保存',
  'admin.rates.saved': '保存しました。{count}件の物件のドル換算額を計算し直しました。',
  'admin.rates.invalid': '日付と、すべての通貨の正の数を入力してください。',
  'admin.rates.stale':
    'このレートは{days}日前のもので、サイトの上限の{limit}日を過ぎています。新しいレートを設定してください。',
};
