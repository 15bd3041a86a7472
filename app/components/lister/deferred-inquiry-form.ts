import { deferredComponent } from '~/lib/deferred-component';

/**
 * The inquiry form, with Conform and Zod, out of its pages' first-load JavaScript: its code loads
 * while the page hydrates (ADR 0011), and without JavaScript the server's HTML form posts as it is.
 */
export const DeferredInquiryForm = deferredComponent(() =>
  import('./inquiry-form').then((module) => module.InquiryForm),
);
