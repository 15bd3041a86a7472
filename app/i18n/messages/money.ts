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
  // A bound's unit in a label, "Max monthly cost (USD)", 「月々の費用の上限（米ドル）」.
  'money.unit.USD': 'USD',
  'money.unit.JPY': 'JPY',
  'money.unit.GBP': 'GBP',
  'money.unit.EUR': 'EUR',
  'money.unit.DKK': 'DKK',
  'money.unit.TRY': 'TRY',
  'money.unit.RUB': 'RUB',
  'money.filterIn': 'Prices in {currency}',
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
  'money.unit.USD': '米ドル',
  'money.unit.JPY': '円',
  'money.unit.GBP': '英ポンド',
  'money.unit.EUR': 'ユーロ',
  'money.unit.DKK': 'デンマーク・クローネ',
  'money.unit.TRY': 'トルコ・リラ',
  'money.unit.RUB': 'ロシア・ルーブル',
  'money.filterIn': '価格は{currency}',
};
