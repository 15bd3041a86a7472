import { Suspense, type ComponentProps } from 'react';

import { deferredComponent } from '~/lib/deferred-component';

import type { ContactLister } from './contact-lister';

const DeferredContactLister = deferredComponent(() =>
  import('./contact-lister').then((module) => module.ContactLister),
);

/**
 * "Contact the lister" on a home's page (docs/product.md#contacting-the-lister), below the fold:
 * rendered in place by the server, its code loaded while the page hydrates (ADR 0011).
 */
export function ContactListerPanel(props: ComponentProps<typeof ContactLister>) {
  return (
    <Suspense fallback={null}>
      <DeferredContactLister {...props} />
    </Suspense>
  );
}
