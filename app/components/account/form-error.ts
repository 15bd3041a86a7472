import type { MessageKey } from '~/i18n/en';
import type { Translate } from '~/i18n/i18n';
import {
  ACCOUNT_LOCKED,
  EMAIL_TAKEN,
  SAME_EMAIL,
  WRONG_CONFIRMATION,
  WRONG_CREDENTIALS,
  WRONG_PASSWORD,
} from '~/lib/forms/account-codes';
import { RATE_LIMITED } from '~/lib/forms/messages';
import { fieldErrorText } from '~/lib/forms/field-error';

/** The field messages (docs/product.md#messages), plus the answers only the server can give. */
export function accountErrorText(t: Translate, label: MessageKey, code: string | undefined) {
  switch (code) {
    case EMAIL_TAKEN:
      return t('account.emailTaken');
    case WRONG_CREDENTIALS:
      return t('account.wrongCredentials');
    case RATE_LIMITED:
      return t('notice.tooManyRequests');
    case ACCOUNT_LOCKED:
      return t('account.locked');
    case WRONG_PASSWORD:
      return t('accounts.error.wrongPassword');
    case SAME_EMAIL:
      return t('accounts.error.sameEmail');
    case WRONG_CONFIRMATION:
      return t('accounts.error.wrongConfirmation');
    default:
      return fieldErrorText(t, label, code);
  }
}
