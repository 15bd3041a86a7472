import { deferredComponent } from '~/lib/deferred-component';

/**
 * The testimonials' carousel, below the first screen of every home page: left out of the page's
 * first-load JavaScript (ADR 0011), its code arrives while the page hydrates.
 */
export const Testimonials = deferredComponent(() =>
  import('./testimonials').then((module) => module.Testimonials),
);
