import type { DeskFigures as Figures } from '~/models/desk-stats.server';

import { useAdminI18n } from './admin-i18n';

/** The site's figures as cards: each a number, what it counts, and a line of detail. */
export function DeskFigures({ figures }: { figures: Figures }) {
  const { t, format } = useAdminI18n();
  const n = format.number;
  const cards: { label: string; value: number; detail?: string }[] = [
    {
      label: t('admin.figure.listed'),
      value: figures.homes.sale + figures.homes.rent,
      detail: t('admin.figure.listedDetail', {
        sale: n(figures.homes.sale),
        rent: n(figures.homes.rent),
        underOffer: n(figures.homes.underOffer),
      }),
    },
    {
      label: t('admin.figure.notListed'),
      value: figures.homes.drafts + figures.homes.closed,
      detail: t('admin.figure.notListedDetail', {
        drafts: n(figures.homes.drafts),
        closed: n(figures.homes.closed),
      }),
    },
    { label: t('admin.figure.hiddenHomes'), value: figures.homes.hidden },
    // docs/product.md#copies: new listings waiting for the desk's decision.
    {
      label: t('admin.figure.copies'),
      value: figures.homes.copies,
      detail: t('admin.figure.copiesDetail'),
    },
    // docs/product.md#freshness: the homes the sweep took out of the search.
    {
      label: t('admin.figure.stale'),
      value: figures.homes.stale,
      detail: t('admin.figure.staleDetail'),
    },
    {
      label: t('admin.figure.accounts'),
      value: figures.accounts.total,
      detail: t('admin.figure.accountsDetail', {
        admins: n(figures.accounts.admins),
        moderators: n(figures.accounts.moderators),
        locked: n(figures.accounts.locked),
      }),
    },
    {
      label: t('admin.figure.reviews'),
      value: figures.reviews.published,
      detail: t('admin.figure.postsDetail', {
        held: n(figures.reviews.held),
        hidden: n(figures.reviews.hidden),
      }),
    },
    {
      label: t('admin.figure.comments'),
      value: figures.comments.published,
      detail: t('admin.figure.postsDetail', {
        held: n(figures.comments.held),
        hidden: n(figures.comments.hidden),
      }),
    },
    {
      label: t('admin.figure.messages'),
      value: figures.messages.total,
      detail: t('admin.figure.messagesDetail', { unread: n(figures.messages.unread) }),
    },
    {
      label: t('admin.figure.inquiries'),
      value: figures.inquiries.total,
      detail: t('admin.figure.inquiriesDetail', { unanswered: n(figures.inquiries.unanswered) }),
    },
    {
      label: t('admin.figure.subscribers'),
      value: figures.subscribers.total,
      detail: t('admin.figure.subscribersDetail', { waiting: n(figures.subscribers.waiting) }),
    },
  ];
  return (
    <section aria-labelledby="desk-figures">
      <h2 id="desk-figures" className="sr-only">
        {t('admin.figures')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-4">
        {cards.map((card) => (
          <div
            key={card.label}
            className="flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-900/5"
          >
            <dt className="order-2 mt-1 text-sm font-medium text-slate-700">{card.label}</dt>
            <dd className="order-1 text-2xl font-bold text-slate-900 tabular-nums">
              {n(card.value)}
            </dd>
            {card.detail && <dd className="order-3 mt-1 text-xs text-slate-600">{card.detail}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}
