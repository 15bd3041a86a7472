import { useI18n } from '~/i18n/context';
import type { MessageKey } from '~/i18n/en';
import { areaFieldText } from '~/lib/listing-form/area-unit';
import { areaUnitFor } from '~/i18n/units';
import { AMENITIES, LOCATIONS, PROPERTY_TYPES } from '~/lib/catalog';
import { CURRENCIES } from '~/lib/money';
import {
  LIMITS,
  ORIENTATIONS,
  WEEK_DAYS,
  dayField,
  type DraftFields,
  type NumberField,
} from '~/lib/listing-form/schema';

import {
  Field,
  NOT_RENT,
  RENT_ONLY,
  RENT_ONLY_INLINE,
  Section,
  Tick,
  type ControlProps,
} from './listing-field';
import { placeLabel, typeLabel } from '~/lib/catalog-labels';
import { orientationLabel } from '~/lib/generated-labels';

type Props = {
  values: DraftFields;
  error: (name: string) => string | undefined;
};

const text = (values: DraftFields, name: keyof DraftFields) => values[name] ?? '';

/** A whole-number field: the phone's number pad, thousands separators allowed. */
export function NumberInput({ props, value }: { props: ControlProps; value: string }) {
  return <input {...props} type="text" inputMode="numeric" defaultValue={value} />;
}

export function Choice({
  props,
  value,
  options,
  placeholder,
}: {
  props: ControlProps;
  value: string;
  options: readonly { value: string; label: string }[];
  placeholder: string;
}) {
  return (
    <select {...props} defaultValue={value}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** The basics: what, where, and for how much. */
export function BasicsSection({ values, error }: Props) {
  const { t } = useI18n();
  return (
    <Section id="basics" title={t('listings.section.basics')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="name"
          label={t('listings.field.name')}
          error={error('name')}
          className="sm:col-span-2"
        >
          {(props) => (
            <input
              {...props}
              type="text"
              maxLength={LIMITS.name}
              defaultValue={text(values, 'name')}
            />
          )}
        </Field>
        <Field
          name="listingType"
          label={t('listings.field.listingType')}
          error={error('listingType')}
        >
          {(props) => (
            <Choice
              props={props}
              value={text(values, 'listingType')}
              placeholder={t('listings.choose')}
              options={[
                { value: 'sale', label: t('property.forSale') },
                { value: 'rent', label: t('property.forRent') },
              ]}
            />
          )}
        </Field>
        <Field name="category" label={t('listings.field.category')} error={error('category')}>
          {(props) => (
            <Choice
              props={props}
              value={text(values, 'category')}
              placeholder={t('listings.choose')}
              options={PROPERTY_TYPES.map((value) => ({ value, label: typeLabel(t, value) }))}
            />
          )}
        </Field>
        <Field name="location" label={t('listings.field.location')} error={error('location')}>
          {(props) => (
            <Choice
              props={props}
              value={text(values, 'location')}
              placeholder={t('listings.choose')}
              options={LOCATIONS.map((value) => ({ value, label: placeLabel(t, value) }))}
            />
          )}
        </Field>
        <Field
          name="currency"
          label={t('money.currency')}
          error={error('currency')}
          hint={t('money.currencyHint')}
        >
          {(props) => (
            <Choice
              props={props}
              value={text(values, 'currency')}
              placeholder={t('money.cityCurrency')}
              options={CURRENCIES.map((value) => ({
                value,
                label: t(`money.currencyName.${value}`),
              }))}
            />
          )}
        </Field>
        <Field
          name="price"
          label={
            <>
              <span className={NOT_RENT}>{t('listings.field.priceSale')}</span>
              <span className={RENT_ONLY_INLINE}>{t('listings.field.priceRent')}</span>
            </>
          }
          error={error('price')}
        >
          {(props) => <NumberInput props={props} value={text(values, 'price')} />}
        </Field>
        <Field
          name="address"
          label={t('listings.field.address')}
          error={error('address')}
          hint={t('listings.hint.address')}
          className="sm:col-span-2"
        >
          {(props) => (
            <input
              {...props}
              type="text"
              autoComplete="street-address"
              maxLength={LIMITS.address}
              defaultValue={text(values, 'address')}
            />
          )}
        </Field>
      </div>
    </Section>
  );
}

const ROOM_FIELDS: NumberField[] = [
  'numberOfBeds',
  'numberOfBathrooms',
  'numberOfKitchen',
  'numberOfLivingRooms',
  'numberOfArea',
  'plotSize',
  'garageSize',
  'built',
];

/** Rooms, size, age and which way it faces. */
export function DetailsSection({ values, error }: Props) {
  const { t, lang } = useI18n();
  // Areas in the page's unit; the action keeps square feet (docs/product.md#units-by-language).
  const unit = areaUnitFor(lang);
  const area = (name: NumberField) => name === 'numberOfArea' || name === 'plotSize';
  return (
    <Section id="details" title={t('listings.section.details')}>
      <input type="hidden" name="areaUnit" value={unit} />
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-3">
        {ROOM_FIELDS.map((name) => (
          <Field
            key={name}
            name={name}
            label={t(
              area(name)
                ? `units.listing.${name}.${unit}`
                : (`listings.field.${name}` as MessageKey),
            )}
            error={error(name)}
          >
            {(props) => (
              <NumberInput
                props={props}
                value={area(name) ? areaFieldText(text(values, name), unit) : text(values, name)}
              />
            )}
          </Field>
        ))}
        <Field
          name="orientation"
          label={t('listings.field.orientation')}
          error={error('orientation')}
        >
          {(props) => (
            <Choice
              props={props}
              value={text(values, 'orientation')}
              placeholder={t('listings.choose')}
              options={ORIENTATIONS.map((value) => ({ value, label: orientationLabel(t, value) }))}
            />
          )}
        </Field>
      </div>
    </Section>
  );
}

/** A rental's terms and deposit; a sale has neither, so the section shows for rentals only. */
export function RentalSection({ values, error }: Props) {
  const { t } = useI18n();
  return (
    <div className={RENT_ONLY}>
      <Section id="rental" title={t('listings.section.rental')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            name="rentalTerms"
            label={t('listings.field.rentalTerms')}
            optional={t('listings.optional')}
            error={error('rentalTerms')}
            className="sm:col-span-2"
          >
            {(props) => (
              <input
                {...props}
                type="text"
                maxLength={LIMITS.rentalTerms}
                defaultValue={text(values, 'rentalTerms')}
              />
            )}
          </Field>
          <Field
            name="deposit"
            label={t('listings.field.deposit')}
            optional={t('listings.optional')}
            error={error('deposit')}
          >
            {(props) => <NumberInput props={props} value={text(values, 'deposit')} />}
          </Field>
        </div>
      </Section>
    </div>
  );
}

export function AmenitiesSection({ values }: Props) {
  const { t } = useI18n();
  return (
    <Section id="amenities" title={t('listings.section.amenities')}>
      <div className="grid grid-cols-1 gap-1 sm:grid-cols-2 lg:grid-cols-3">
        {AMENITIES.map((key) => (
          <Tick key={key} name={key} label={t(`amenity.${key}`)} checked={values[key] === 'on'} />
        ))}
      </div>
    </Section>
  );
}

/** Monday first, as the week reads in both languages' calendars here. */
const dayName = (lang: string, day: number) =>
  new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 10, 1 + day)),
  );

/** The phone and the hours for viewings, kept on the owner's lister profile. */
export function ReachSection({ values, error }: Props) {
  const { t, lang } = useI18n();
  return (
    <Section id="reach" title={t('listings.section.reach')}>
      <p className="-mt-2 mb-4 text-sm text-slate-600">{t('listings.hint.reach')}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          name="phone"
          label={t('listings.field.phone')}
          optional={t('listings.optional')}
          error={error('phone')}
          hint={t('listings.hint.phone')}
        >
          {(props) => (
            <input
              {...props}
              type="tel"
              autoComplete="tel"
              maxLength={LIMITS.phone}
              defaultValue={text(values, 'phone')}
            />
          )}
        </Field>
        <Field
          name="viewingFrom"
          label={t('listings.field.viewingFrom')}
          error={error('viewingFrom')}
        >
          {(props) => <input {...props} type="time" defaultValue={text(values, 'viewingFrom')} />}
        </Field>
        <Field name="viewingTo" label={t('listings.field.viewingTo')} error={error('viewingTo')}>
          {(props) => <input {...props} type="time" defaultValue={text(values, 'viewingTo')} />}
        </Field>
      </div>
      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-slate-800">{t('listings.field.days')}</legend>
        <div className="mt-1 grid grid-cols-4 gap-1 sm:grid-cols-7">
          {WEEK_DAYS.map((day) => (
            <Tick
              key={day}
              name={dayField(day)}
              label={dayName(lang, day)}
              checked={values[dayField(day)] === 'on'}
            />
          ))}
        </div>
      </fieldset>
    </Section>
  );
}
