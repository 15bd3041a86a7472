import { useRouteLoaderData } from 'react-router';

import { useI18n } from '~/i18n/context';
import type { ListingType } from '~/lib/catalog';
import { fromUsd, type Currency } from '~/lib/money';
import { countryOf } from '~/lib/market-terms';
import { monthlyCost, type MonthlyTerms } from '~/lib/monthly-cost';
import type { loader as rootLoader } from '~/root';

import { useMoney } from './money';

/**
 * The site's monthly-cost terms (each market's loan terms), sent once with the root's data, which
 * every page that shows a price has. The built-in table stays on the server: the browser reads
 * only what the root sent.
 */
export function useMonthlyTerms(): MonthlyTerms {
  const terms = useRouteLoaderData<typeof rootLoader>('root')?.monthly;
  if (!terms) throw new Error('The root sends the monthly-cost terms with every page.');
  return terms;
}

/**
 * What a home for sale costs a month in its own currency: the estimate the search compares, on its
 * dollar price (ADR 0121), shown at the site's rates.
 */
function useLocalMonthly(priceUsd: number, currency: Currency, location: string) {
  const terms = useMonthlyTerms();
  const { rates } = useMoney();
  return fromUsd(
    monthlyCost({ price: priceUsd, listingType: 'sale', location }, terms),
    currency,
    rates,
  );
}

/** A card's line for a home for sale: the estimated payment (rentals show their rent already). */
export function CardMonthlyCost({
  priceUsd,
  currency,
  location,
}: {
  priceUsd: number;
  currency: Currency;
  location: string;
}) {
  const { t, format } = useI18n();
  const amount = format.money(useLocalMonthly(priceUsd, currency, location), currency);
  return (
    <p className="mt-0.5 text-sm text-slate-600" data-testid="monthly-cost">
      {t('monthly.card', { amount })}
    </p>
  );
}

/**
 * The home page's estimate (docs/product.md#what-it-costs-a-month): the payment and its market's
 * terms with their source's date; the calculator's button below opens it on the same terms
 * (`calculatorHref`).
 */
export function MonthlyEstimate({
  priceUsd,
  currency,
  location,
  listingType,
}: {
  priceUsd: number;
  currency: Currency;
  location: string;
  listingType: ListingType;
}) {
  const { t, format } = useI18n();
  const market = useMonthlyTerms().markets[countryOf(location)];
  const amount = format.money(useLocalMonthly(priceUsd, currency, location), currency);
  if (listingType === 'rent') return null;
  return (
    <section aria-labelledby="monthly-estimate" className="mt-5 rounded-xl bg-brand-50 p-4 text-sm">
      <h2 id="monthly-estimate" className="font-semibold text-slate-900">
        {t('monthly.title')}
      </h2>
      <p className="mt-1 text-2xl font-bold text-brand-700" data-testid="monthly-cost">
        {amount}
        <span className="text-sm font-medium text-slate-600"> {t('property.perMonth')}</span>
      </p>
      <p className="mt-1 text-xs text-slate-600">
        {t(market.pmi && market.downPercent < 20 ? 'monthly.termsPmi' : 'monthly.terms', {
          down: format.number(market.downPercent),
          years: market.termYears,
          rate: format.number(market.rate),
          date: format.date(market.date),
        })}
      </p>
    </section>
  );
}
