import { isCurrency, type Currency } from '~/lib/money';

const NAME = 'currency';
const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * The currency a visitor chose to see prices in as well (docs/product.md#money), kept for a year
 * as a plain value, as the language is; none means each home's own currency alone.
 */
export const currencyCookie = {
  parse(header: string | null): Currency | null {
    for (const part of (header ?? '').split(';')) {
      const [name, value] = part.trim().split('=');
      if (name === NAME && isCurrency(value)) return value;
    }
    return null;
  },
  serialize(currency: Currency | null) {
    return currency
      ? `${NAME}=${currency}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax; HttpOnly`
      : `${NAME}=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly`;
  },
};
