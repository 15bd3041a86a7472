import { deferredComponent } from '~/lib/deferred-component';

/**
 * The inquiry form, with Conform and Zod, out of the lister's page's first-load JavaScript (ADR
 * 0011): its code loads while the page hydrates, and the server's HTML stays in place meanwhile
 * (without JavaScript, the form posts as it is).
 */
export const DeferredInquiryForm = deferredComponent(() =>
  import('./inquiry-form').then((module) => module.InquiryForm),
);
