/**
 * Currencies and how a language writes an amount of one (docs/product.md#money, ADR 0121): the
 * bottom layer's part of money, so the translator formats prices without reaching up into lib.
 */
export const CURRENCIES = ['USD', 'JPY', 'GBP', 'EUR', 'DKK', 'TRY', 'RUB'] as const;
export type Currency = (typeof CURRENCIES)[number];

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/**
 * A price as a person in that market writes it (docs/product.md#money): yen on a Japanese page
 * in 万 and 億 as the portals write them (4,800万円, 1億2,000万円, 12.5万円, 8,000円); any
 * other amount in the language's own currency format (¥48,000,000, £850,000, 1.200.000 kr.).
 */
export function formatMoney(value: number, currency: Currency, locale: string) {
  if (currency === 'JPY' && locale.startsWith('ja')) return manYen(value);
  return currencyFormat(locale, currency).format(value);
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A Japanese page writes no currency code in Latin letters: the rouble and the lira by their signs
 * (₽, ₺), the Danish krone by its Japanese name (12,000デンマーク クローネ), as Japanese sites do.
 */
const JAPANESE_DISPLAY: Partial<Record<Currency, 'narrowSymbol' | 'name'>> = {
  RUB: 'narrowSymbol',
  TRY: 'narrowSymbol',
  DKK: 'name',
};

function currencyFormat(locale: string, currency: Currency) {
  const key = `${locale}:${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay:
        JAPANESE_DISPLAY[currency] && locale.startsWith('ja')
          ? JAPANESE_DISPLAY[currency]
          : 'symbol',
      maximumFractionDigits: 0,
    });
    formats.set(key, format);
  }
  return format;
}

const grouped = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 1 });

function manYen(value: number): string {
  const sign = value < 0 ? '-' : '';
  const yen = Math.abs(Math.round(value));
  if (yen < 10_000) return `${sign}${grouped.format(yen)}円`;
  if (yen < 100_000_000) {
    const man = yen / 10_000;
    // A rent reads to a thousand yen (12.5万円); a larger sum to ten thousand.
    return `${sign}${(man < 100 ? oneDecimal : grouped).format(man < 100 ? Math.round(man * 10) / 10 : Math.round(man))}万円`;
  }
  const oku = Math.floor(yen / 100_000_000);
  const man = Math.round((yen % 100_000_000) / 10_000);
  return `${sign}${grouped.format(oku)}億${man > 0 ? `${grouped.format(man)}万` : ''}円`;
}

/** The sign a language writes before a currency's amounts (¥, £, €, DKK …). */
export function currencySymbol(locale: string, currency: Currency) {
  const parts = currencyFormat(locale, currency).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}
