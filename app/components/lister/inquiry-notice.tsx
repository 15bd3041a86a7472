import { postNotice, type PostResult } from '~/components/forms/post-notice';
import type { Notice } from '~/components/notices';
import type { Translate } from '~/i18n/i18n';

/** The query parameter a sent inquiry comes back with, without JavaScript. */
export const INQUIRY_SENT_PARAM = 'inquiry';
/** The panel's anchor, where a sent inquiry comes back to. */
export const CONTACT_ANCHOR = 'contact-lister';

/** What the lister's page's action answers to an inquiry posted in place. */
export type InquiryResult = PostResult;

/** The notice for an answer: on success, what happens next (docs/product.md#contacting-the-lister). */
export function inquiryNotice(t: Translate, answer: InquiryResult, signedIn: boolean): Notice {
  return postNotice(t, answer, {
    kind: 'success',
    title: t('inquiry.sentTitle'),
    body: t(signedIn ? 'inquiry.sentBodyAccount' : 'inquiry.sentBody'),
  });
}
