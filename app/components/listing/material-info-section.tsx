import { useI18n } from '~/i18n/context';
import type { DraftFields } from '~/lib/listing-form/schema';
import { COUNCIL_TAX_BANDS, EPC_RATINGS, TENURES } from '~/lib/material-info';

import { Field, Section } from './listing-field';

/**
 * Shown only while the city chosen is in the UK (its place ends in "UK"): CSS reads the choice,
 * so it holds before the page's scripts run and without them.
 */
const UK_ONLY = 'hidden group-has-[option[value$=UK]:checked]/listing:block';

/**
 * A UK home's material information (docs/product.md#material-information): its tenure with the
 * years a lease has left, its council tax band and its EPC rating. The first two are needed to
 * publish.
 */
export function MaterialInfoSection({
  values,
  error,
}: {
  values: DraftFields;
  error: (name: string) => string | undefined;
}) {
  const { t } = useI18n();
  const value = (name: keyof DraftFields) => values[name] ?? '';
  return (
    <div className={UK_ONLY}>
      <Section id="material" title={t('material.title')}>
        <p className="-mt-2 mb-4 text-sm text-slate-600">{t('material.intro')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="tenure" label={t('material.tenure')} error={error('tenure')}>
            {(props) => (
              <select {...props} defaultValue={value('tenure')}>
                <option value="">{t('listings.choose')}</option>
                {TENURES.map((tenure) => (
                  <option key={tenure} value={tenure}>
                    {t(`material.tenure.${tenure}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            name="leaseYearsLeft"
            label={t('material.leaseYearsLeft')}
            hint={t('material.leaseYearsHint')}
            error={error('leaseYearsLeft')}
          >
            {(props) => (
              <input
                {...props}
                type="text"
                inputMode="numeric"
                defaultValue={value('leaseYearsLeft')}
              />
            )}
          </Field>
          <Field
            name="councilTaxBand"
            label={t('material.councilTaxBand')}
            error={error('councilTaxBand')}
          >
            {(props) => (
              <select {...props} defaultValue={value('councilTaxBand')}>
                <option value="">{t('listings.choose')}</option>
                {COUNCIL_TAX_BANDS.map((band) => (
                  <option key={band} value={band}>
                    {t('material.band', { band })}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            name="epcRating"
            label={t('material.epcRating')}
            optional={t('listings.optional')}
            error={error('epcRating')}
          >
            {(props) => (
              <select {...props} defaultValue={value('epcRating')}>
                <option value="">{t('listings.choose')}</option>
                {EPC_RATINGS.map((rating) => (
                  <option key={rating} value={rating}>
                    {rating}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      </Section>
    </div>
  );
}
