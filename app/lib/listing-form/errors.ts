import type { Translate } from '~/i18n/i18n';

/**
 * The listing form's error codes (schema.ts) as sentences in the visitor's language
 * (docs/product.md#listing-a-home): `required`, `max:n`, `min:n`, `range:min:max`, or a word.
 */
export function listingErrorText(
  t: Translate,
  code: string | undefined,
  format: (n: number) => string = String,
) {
  if (!code) return undefined;
  const [kind, a = '0', b = '0'] = code.split(':');
  switch (kind) {
    case 'required':
      return t('listings.error.required');
    case 'max':
      return t('listings.error.max', { n: format(Number(a)) });
    case 'min':
      return t('listings.error.min', { n: format(Number(a)) });
    case 'range':
      return t('listings.error.range', { min: format(Number(a)), max: format(Number(b)) });
    case 'pinRange':
      return t('pin.error.range', { min: format(Number(a)), max: format(Number(b)) });
    case 'pinFar':
      return t('pin.error.far', { n: format(Number(a)) });
    case 'degrees':
      return t('pin.error.degrees');
    case 'openHouse':
      return t('openHouse.invalid');
    case 'materialInfo':
      return t('listings.error.materialInfo');
    case 'choice':
      return t('terms.error.choice');
    case 'number':
    case 'video':
    case 'phone':
    case 'time':
    case 'hours':
    case 'hoursOrder':
    case 'photos':
    case 'alt':
      return t(`listings.error.${kind}`);
    default:
      return t('listings.error.invalid');
  }
}
