import type { MessageKey } from '~/i18n/en';
import type { Translate } from '~/i18n/i18n';

import { parseErrorCode } from './messages';

/** The sentence (docs/product.md#messages) for an error code, in the visitor's language. */
export function fieldErrorText(t: Translate, label: MessageKey, message: string | undefined) {
  if (!message) return undefined;
  const { code, n } = parseErrorCode(message);
  const values = { label: t(label), n: n ?? 0 };
  switch (code) {
    case 'required':
      return t('validation.required', values);
    case 'email':
      return t('validation.email', values);
    case 'min':
      return t('validation.min', values);
    case 'max':
      return t('validation.max', values);
    case 'mustMatch':
      return t('validation.mustMatch');
    case 'taken':
      return t('validation.taken');
    default:
      return t('validation.invalid', values);
  }
}
