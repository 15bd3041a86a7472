import { Form, Link, useNavigation } from 'react-router';

import { placeLabel } from '~/lib/catalog-labels';
import type { Currency } from '~/lib/money';
import type { CopySide, HeldCopy } from '~/models/copies.server';

import { useAdminI18n } from './admin-i18n';
import { deskButton, ReasonField } from './desk-controls';

/**
 * A listing held as a copy beside the listing it matched (docs/product.md#copies): name, lister,
 * address, price, listing date and the first photos of each, those that matched marked; then the
 * desk's two decisions, each with its reason.
 */
export function HeldCopyItem({ item }: { item: HeldCopy }) {
  const { t } = useAdminI18n();
  const busy = useNavigation().state !== 'idle';
  const { held, matched } = item;
  const formId = `copy-${held.id}`;
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-900/5 sm:p-5">
      <article aria-labelledby={`${formId}-title`}>
        <div className="grid gap-4 md:grid-cols-2">
          <Side side={held} heading={t('admin.copies.held')} titleId={`${formId}-title`} />
          {matched ? (
            <Side side={matched} heading={t('admin.copies.matched')} />
          ) : (
            <section className="rounded-xl border border-dashed border-slate-300 p-3 text-sm text-slate-600">
              <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {t('admin.copies.matched')}
              </h3>
              <p className="mt-2">{t('admin.copies.matchedGone')}</p>
            </section>
          )}
        </div>
        <Form
          method="post"
          className="mt-4 border-t border-slate-100 pt-4"
          aria-label={t('admin.copies.actionsFor', { name: held.name })}
        >
          <input type="hidden" name="id" value={held.id} />
          <ReasonField id={`${formId}-reason`} label={t('admin.copies.reasonLabel')} />
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              name="intent"
              value="release"
              disabled={busy}
              className={deskButton('primary')}
            >
              {t('admin.copies.release')}
            </button>
            <button
              type="submit"
              name="intent"
              value="refuse"
              disabled={busy}
              className={deskButton('danger')}
            >
              {t('admin.copies.refuse')}
            </button>
          </div>
        </Form>
      </article>
    </li>
  );
}

/** One listing of the two. */
function Side({ side, heading, titleId }: { side: CopySide; heading: string; titleId?: string }) {
  const { t, format, site, lang } = useAdminI18n();
  const price = format.money(side.price, side.currency as Currency);
  const matches = side.photos.filter((photo) => photo.matched).length;
  return (
    <section className="min-w-0 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{heading}</h3>
      <p id={titleId} className="mt-1 font-semibold wrap-anywhere text-slate-900">
        <Link to={`/property/${side.id}`} className="rounded hover:text-brand-700 hover:underline">
          {side.name}
        </Link>
      </p>
      <div className="mt-1 grid gap-0.5 text-sm text-slate-700">
        <p className="wrap-anywhere">{t('admin.copies.lister', { name: side.lister })}</p>
        <p className="wrap-anywhere">
          {[side.address, placeLabel(site, side.location)]
            .filter(Boolean)
            .join(lang === 'ja' ? '、' : ', ')}
        </p>
        <p className="font-medium text-slate-900 tabular-nums">
          {side.listingType === 'rent' ? t('admin.copies.perMonth', { price }) : price}
        </p>
        <p className="text-xs text-slate-600">
          {t('admin.copies.listed', { date: format.date(side.listedAt) })} ·{' '}
          {t('admin.copies.photos', { n: side.photoCount })} ·{' '}
          {t('admin.copies.matchedPhotos', { n: matches })}
        </p>
      </div>
      <ul className="mt-2 grid grid-cols-4 gap-1.5">
        {side.photos.map((photo, n) => (
          <li key={n} className="relative">
            <img
              src={photo.src}
              alt={t(photo.matched ? 'admin.copies.photoMatched' : 'admin.copies.photo', {
                n: n + 1,
              })}
              width={120}
              height={90}
              loading="lazy"
              className={`aspect-[4/3] w-full rounded-md object-cover ${
                photo.matched ? 'ring-3 ring-amber-500' : ''
              }`}
            />
            {photo.matched && (
              <span
                aria-hidden="true"
                className="absolute start-1 top-1 rounded bg-amber-500 px-1 text-[10px] font-bold text-white"
              >
                ✓
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
