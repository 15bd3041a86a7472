import type { Translations } from './section';

/**
 * Money in each market's currency (docs/product.md#money): the visitor's currency, the
 * approximate conversions with the rates' date, and the owner's rates on the desk.
 */
export const moneyEn = {
  'money.showIn': 'Prices also in',
  'money.ownOnly': 'Each home’s own currency',
  'money.apply': 'Show',
  'money.approx': '≈ {amount}',
  'money.approxNote': 'About {amount}, converted at the rates of {date}',
  'money.currency': 'Currency',
  'money.cityCurrency': 'The city’s currency',
  'money.currencyHint': 'The price and deposit are in this currency: the city’s unless you choose.',
  'money.currencyName.USD': 'US dollar (USD)',
  'money.currencyName.JPY': 'Japanese yen (JPY)',
  'money.currencyName.GBP': 'Pound sterling (GBP)',
  'money.currencyName.EUR': 'Euro (EUR)',
  'money.currencyName.DKK': 'Danish krone (DKK)',
  'money.currencyName.TRY': 'Turkish lira (TRY)',
  'money.currencyName.RUB': 'Russian rouble (RUB)',
  'money.filterIn': 'Prices in {currency}',
  'money.rates.title': 'Currency rates',
  'money.rates.intro':
    'How many of each currency one US dollar buys. Search, sorting, the price slider, monthly costs, alerts and the map compare homes in dollars at these rates; saving them works every home’s dollar price out again while the site runs.',
  'money.rates.date': 'Rates of',
  'money.rates.perUsd': 'Per US dollar',
  'money.rates.save': 'Save the rates',
  'money.rates.saved':
    'Saved. {count, plural, one {# home was} other {# homes were}} priced again.',
  'money.rates.invalid': 'Give a date and a positive number for every currency.',
  'money.rates.stale':
    'These rates are {days, plural, one {# day} other {# days}} old, older than the {limit, plural, one {# day} other {# days}} the site allows: set newer ones.',
} as const;

export const moneyJa: Translations<typeof moneyEn> = {
  'money.showIn': '価格の併記',
  'money.ownOnly': '各物件の通貨のみ',
  'money.apply': '表示',
  'money.approx': '約{amount}',
  'money.approxNote': '約{amount}（{date}の為替レートで換算）',
  'money.currency': '通貨',
  'money.cityCurrency': '都市の通貨',
  'money.currencyHint': '価格と敷金はこの通貨で表示します。選ばなければ都市の通貨です。',
  'money.currencyName.USD': '米ドル',
  'money.currencyName.JPY': '日本円',
  'money.currencyName.GBP': '英ポンド',
  'money.currencyName.EUR': 'ユーロ',
  'money.currencyName.DKK': 'デンマーク・クローネ',
  'money.currencyName.TRY': 'トルコ・リラ',
  'money.currencyName.RUB': 'ロシア・ルーブル',
  'money.filterIn': '価格は{currency}',
  'money.rates.title': '為替レート',
  'money.rates.intro':
    '1米ドルあたりの各通貨の額です。検索、並べ替え、価格スライダー、月々の費用、お知らせ、地図は、このレートでドルに換算して物件を比べます。保存すると、サイトを止めずに全物件のドル換算額を計算し直します。',
  'money.rates.date': 'レートの日付',
  'money.rates.perUsd': '1米ドルあたり',
  'money.rates.save': 'レートを保存',
  'money.rates.saved': '保存しました。{count}件の物件のドル換算額を計算し直しました。',
  'money.rates.invalid': '日付と、すべての通貨の正の数を入力してください。',
  'money.rates.stale':
    'このレートは{days}日前のもので、サイトの上限の{limit}日を過ぎています。新しいレートを設定してください。',
};
