import { useI18n } from '~/i18n/context';
import type { MaterialInfo } from '~/lib/material-info';

/** A tenure as it reads, with the years a lease has left (賃借権（残り99年）). */
export function useTenureText() {
  const { t } = useI18n();
  return (info: Pick<MaterialInfo, 'tenure' | 'leaseYearsLeft'>) => {
    if (!info.tenure) return t('material.notGiven');
    if (info.leaseYearsLeft !== null && info.tenure === 'leasehold') {
      return t('material.leaseYears', { n: info.leaseYearsLeft });
    }
    if (info.leaseYearsLeft !== null && info.tenure === 'share_of_freehold') {
      return t('material.shareYears', { n: info.leaseYearsLeft });
    }
    return t(`material.tenure.${info.tenure}`);
  };
}

/**
 * A UK home's material information (docs/product.md#material-information): tenure, council tax
 * band and EPC rating, as its page lists them; "Not given" where its lister gave none.
 */
export function MaterialInfoList({ info, office }: { info: MaterialInfo; office: boolean }) {
  const { t } = useI18n();
  const tenure = useTenureText();
  const rows: [string, string][] = [
    [t('material.tenure'), tenure(info)],
    [
      t('material.councilTaxBand'),
      info.councilTaxBand
        ? t('material.band', { band: info.councilTaxBand })
        : office
          ? t('material.noBand')
          : t('material.notGiven'),
    ],
    [t('material.epcRating'), info.epcRating ?? t('material.notGiven')],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-3" data-testid="material-info">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-600">{label}</dt>
          <dd className="mt-0.5 font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
