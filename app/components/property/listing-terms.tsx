import { useI18n } from '~/i18n/context';
import type { ListingType } from '~/lib/catalog';
import type { Currency } from '~/lib/money';
import type { ListerRole } from '~/lib/listing-terms';
import { downPaymentShare, moveInLines, type MoveInKey } from '~/lib/move-in-cost';

import { ApproxPrice, useMoney } from './money';

/** What the terms and the breakdown read of a home. */
export type TermsHome = {
  listingType: ListingType;
  location: string;
  price: number;
  currency: Currency;
  deposit: number | null;
  keyMoney: number | null;
  managementFee: number | null;
  renewalFee: number | null;
  guarantorRequired: boolean | null;
  guarantorFee: number | null;
  contractMonths: number | null;
  repairReserve: number | null;
  otherMoveIn: number | null;
  listerRole: ListerRole | null;
};

/**
 * The terms a listing states as Japan writes them (docs/product.md#rental-and-sale-terms): 礼金,
 * 敷金, 管理費・共益費, 更新料, the guarantor company, the contract, a sale's 管理費 and
 * 修繕積立金, and 取引態様; in the listing's currency. Nothing when it states none.
 */
export function ListingTerms({ home }: { home: TermsHome }) {
  const { t, format } = useI18n();
  const money = (amount: number | null) =>
    amount === null ? null : format.money(amount, home.currency);
  const monthly = (amount: number | null) =>
    amount === null ? null : t('terms.perMonth', { amount: format.money(amount, home.currency) });
  const rent = home.listingType === 'rent';
  const months = home.contractMonths;
  const facts: [string, string | null][] = rent
    ? [
        [t('terms.keyMoney'), money(home.keyMoney)],
        [t('terms.deposit'), money(home.deposit)],
        [t('terms.managementFee'), monthly(home.managementFee)],
        [t('terms.renewalFee'), money(home.renewalFee)],
        [
          t('terms.guarantor'),
          home.guarantorRequired === null
            ? null
            : !home.guarantorRequired
              ? t('terms.guarantorNotRequired')
              : home.guarantorFee === null
                ? t('terms.guarantorRequired')
                : t('terms.guarantorRequiredFee', { fee: money(home.guarantorFee)! }),
        ],
        [
          t('terms.contract'),
          months === null
            ? null
            : months % 12 === 0
              ? t('terms.contractYears', { n: months / 12 })
              : t('terms.contractMonths', { n: months }),
        ],
      ]
    : [
        [t('terms.managementFeeSale'), monthly(home.managementFee)],
        [t('terms.repairReserve'), monthly(home.repairReserve)],
      ];
  if (home.listerRole)
    facts.push([
      t('terms.listerRole'),
      t(
        home.listerRole === 'owner'
          ? rent
            ? 'terms.role.owner.rent'
            : 'terms.role.owner.sale'
          : `terms.role.${home.listerRole}`,
      ),
    ]);
  const shown = facts.filter((fact): fact is [string, string] => fact[1] !== null);
  if (shown.length === 0) return null;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="listing-terms">
      {shown.map(([label, value]) => (
        <div key={label} className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-900/5">
          <dt className="text-xs font-medium text-slate-600">{label}</dt>
          <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const LINE_LABELS: Record<MoveInKey, Parameters<ReturnType<typeof useI18n>['t']>[0]> = {
  firstRent: 'moveIn.firstRent',
  deposit: 'moveIn.deposit',
  keyMoney: 'moveIn.keyMoney',
  agentFee: 'moveIn.agentFee',
  guarantorFee: 'moveIn.guarantorFee',
  other: 'moveIn.other',
  downPayment: 'moveIn.downPayment',
  brokerFee: 'moveIn.brokerFee',
  stampDuty: 'moveIn.stampDuty',
  registration: 'moveIn.registration',
  notaryFees: 'moveIn.notaryFees',
  closingCosts: 'moveIn.closingCosts',
  transferTax: 'moveIn.transferTax',
};

/**
 * The cash it takes to move in, line by line (docs/product.md#move-in-cost): in the listing's
 * currency, its total also in the visitor's, as the price is.
 */
export function MoveInCost({ home }: { home: TermsHome }) {
  const { t, format } = useI18n();
  const { rates } = useMoney();
  const lines = moveInLines(home, rates);
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const share = `${format.number(downPaymentShare(home.location) * 100)}%`;
  return (
    <div data-testid="move-in">
      <dl className="divide-y divide-slate-200 rounded-xl bg-slate-50 px-4 ring-1 ring-slate-900/5">
        {lines.map((line) => (
          <div key={line.key} className="flex items-baseline justify-between gap-4 py-2.5 text-sm">
            <dt className="text-slate-700">{t(LINE_LABELS[line.key], { share })}</dt>
            <dd className="font-medium whitespace-nowrap text-slate-900 tabular-nums">
              {format.money(line.amount, home.currency)}
            </dd>
          </div>
        ))}
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 py-3">
          <dt className="font-semibold text-slate-900">{t('moveIn.total')}</dt>
          <dd className="text-end">
            <span
              className="text-lg font-bold whitespace-nowrap text-brand-700 tabular-nums"
              data-testid="move-in-total"
            >
              {format.money(total, home.currency)}
            </span>
            <ApproxPrice
              amount={total}
              currency={home.currency}
              long
              className="mt-0.5 block text-xs text-slate-600"
            />
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-600">{t('moveIn.note')}</p>
    </div>
  );
}
