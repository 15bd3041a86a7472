import type { ReactNode } from 'react';

import { PageMeta } from '~/components/page-meta';
import { SubHeader } from '~/components/sub-header';

/** The frame of an account's one-form pages (docs/product.md#accounts): a title and a card. */
export function AccountPanel({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <>
      <PageMeta title={title} description={description} noindex />
      <SubHeader title={title} />
      <div className="mx-auto max-w-lg px-4 py-10 sm:py-14">
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:p-8">
          {children}
        </div>
      </div>
    </>
  );
}
