import { useRouteLoaderData } from 'react-router';

import { useI18n } from '~/i18n/context';
import type { ListingType } from '~/lib/catalog';
import { DEFAULT_MONTHLY_TERMS, shownMonthlyCost, type MonthlyTerms } from '~/lib/monthly-cost';
import type { loader as rootLoader } from '~/root';

/** The site's monthly-cost terms (its configured rate), sent once with the root's data. */
export function useMonthlyTerms(): MonthlyTerms {
  return useRouteLoaderData<typeof rootLoader>('root')?.monthly ?? DEFAULT_MONTHLY_TERMS;
}

/** A card's line for a home for sale: the estimated payment (rentals show their rent already). */
export function CardMonthlyCost({ price }: { price: number }) {
  const { t, format } = useI18n();
  const amount = format.currency(
    shownMonthlyCost({ price, listingType: 'sale' }, useMonthlyTerms()),
  );
  return (
    <p className="mt-0.5 text-sm text-slate-600" data-testid="monthly-cost">
      {t('monthly.card', { amount })}
    </p>
  );
}

/**
 * The home page's estimate (docs/product.md#comparing-homes-and-what-a-home-costs-a-month): the
 * payment and its terms with the rate's date; the calculator's button below opens it with this
 * price and rate (`calculatorHref`).
 */
export function MonthlyEstimate({
  price,
  listingType,
}: {
  price: number;
  listingType: ListingType;
}) {
  const { t, format } = useI18n();
  const terms = useMonthlyTerms();
  const amount = format.currency(shownMonthlyCost({ price, listingType }, terms));
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
        {t('monthly.terms', { rate: format.number(terms.rate), date: terms.rateDate })}
      </p>
    </section>
  );
}
