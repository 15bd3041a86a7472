import { useI18n } from '~/i18n/context';
import type { MessageKey } from '~/i18n/en';
import { GUARANTOR_CHOICES, type DraftFields, type NumberField } from '~/lib/listing-form/schema';
import { LISTER_ROLES } from '~/lib/listing-terms';

import { Field, NOT_RENT, RENT_ONLY, Section } from './listing-field';
import { Choice, NumberInput } from './listing-sections';

/**
 * Shown only while the form's city is in Japan: CSS reads the choice ("Tokyo, Japan"), so it holds
 * before the page's scripts run and without them.
 */
export const JAPAN_ONLY = 'hidden group-has-[option[value$=Japan]:checked]/listing:block';

type Props = {
  values: DraftFields;
  error: (name: string) => string | undefined;
};

/** A sum in the listing's currency, or a number of months, the listing may leave unsaid. */
function TermField({
  name,
  label,
  values,
  error,
  className,
}: Props & { name: NumberField; label: MessageKey; className?: string }) {
  const { t } = useI18n();
  return (
    <Field
      name={name}
      label={t(label)}
      optional={t('listings.optional')}
      error={error(name)}
      className={className}
    >
      {(props) => <NumberInput props={props} value={values[name] ?? ''} />}
    </Field>
  );
}

/**
 * The terms as Japan writes them (docs/product.md#rental-and-sale-terms): 礼金, 管理費・共益費,
 * 更新料, the guarantor company and the contract for a rental; 管理費 and 修繕積立金 for a sale;
 * 築年月's month and 取引態様 for both. For a home in Japan only.
 */
export function TermsSection({ values, error }: Props) {
  const { t } = useI18n();
  const field = (name: NumberField, label: MessageKey, className?: string) => (
    <TermField name={name} label={label} values={values} error={error} className={className} />
  );
  return (
    <div className={JAPAN_ONLY}>
      <Section id="terms" title={t('terms.title')}>
        <p className="mb-4 text-sm text-slate-600">{t('terms.formHint')}</p>
        <div className={`${RENT_ONLY} mb-4`}>
          <div className="grid gap-4 sm:grid-cols-3">
            {field('keyMoney', 'terms.keyMoney')}
            {field('renewalFee', 'terms.renewalFee')}
            {field('contractMonths', 'terms.contract')}
            <Field
              name="guarantorRequired"
              label={t('terms.guarantorChoice')}
              optional={t('listings.optional')}
              error={error('guarantorRequired')}
            >
              {(props) => (
                <Choice
                  props={props}
                  value={values.guarantorRequired ?? ''}
                  placeholder={t('terms.guarantorUnsaid')}
                  options={GUARANTOR_CHOICES.map((choice) => ({
                    value: choice,
                    label: t(
                      choice === 'yes' ? 'terms.guarantorRequired' : 'terms.guarantorNotRequired',
                    ),
                  }))}
                />
              )}
            </Field>
            {field('guarantorFee', 'moveIn.guarantorFee')}
            {field('otherMoveIn', 'terms.otherMoveIn')}
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          {field('managementFee', 'terms.managementFee')}
          <div className={NOT_RENT}>{field('repairReserve', 'terms.repairReserve')}</div>
          {field('builtMonth', 'terms.builtMonth')}
          <Field
            name="listerRole"
            label={t('terms.listerRole')}
            optional={t('listings.optional')}
            error={error('listerRole')}
          >
            {(props) => (
              <Choice
                props={props}
                value={values.listerRole ?? ''}
                placeholder={t('terms.roleUnsaid')}
                options={LISTER_ROLES.map((role) => ({
                  value: role,
                  label: t(role === 'owner' ? 'terms.role.owner' : `terms.role.${role}`),
                }))}
              />
            )}
          </Field>
        </div>
      </Section>
    </div>
  );
}
