import { useI18n } from '~/i18n/context';
import { OPEN_HOUSE_ROWS, openHouseField } from '~/lib/listing-form/open-houses';
import type { DraftFields } from '~/lib/listing-form/schema';

import { Field, Section } from './listing-field';

/**
 * The listing's open houses (docs/product.md#open-houses): up to three dates with a span each, on
 * the home's clock; an empty row is none.
 */
export function OpenHouseSection({
  values,
  error,
}: {
  values: DraftFields;
  error: (name: string) => string | undefined;
}) {
  const { t } = useI18n();
  const value = (name: string) => values[name as keyof DraftFields] ?? '';
  return (
    <Section id="open-houses" title={t('openHouse.legend')}>
      <p className="-mt-2 mb-4 text-sm text-slate-600">
        {t('openHouse.hint', { n: OPEN_HOUSE_ROWS })}
      </p>
      <div className="grid gap-4">
        {Array.from({ length: OPEN_HOUSE_ROWS }, (_, n) => (
          <div key={n} className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
            <Field
              name={openHouseField(n, 'Date')}
              label={`${t('openHouse.field.date')} ${n + 1}`}
              error={error(openHouseField(n, 'Date'))}
            >
              {(props) => (
                <input {...props} type="date" defaultValue={value(openHouseField(n, 'Date'))} />
              )}
            </Field>
            <Field name={openHouseField(n, 'From')} label={t('openHouse.field.from')}>
              {(props) => (
                <input {...props} type="time" defaultValue={value(openHouseField(n, 'From'))} />
              )}
            </Field>
            <Field name={openHouseField(n, 'To')} label={t('openHouse.field.to')}>
              {(props) => (
                <input {...props} type="time" defaultValue={value(openHouseField(n, 'To'))} />
              )}
            </Field>
          </div>
        ))}
      </div>
    </Section>
  );
}
