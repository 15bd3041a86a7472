import { useI18n } from '~/i18n/context';
import { AMENITIES, type Amenity } from '~/lib/catalog';

/** The twelve amenities (docs/product.md#home-details), each shown as present or absent. */
export function AmenityList({ present }: { present: readonly Amenity[] }) {
  const { t } = useI18n();
  return (
    <ul className="grid grid-cols-1 gap-x-6 gap-y-3 min-[420px]:grid-cols-2 md:grid-cols-3">
      {AMENITIES.map((key) => {
        const has = present.includes(key);
        return (
          <li
            key={key}
            data-amenity={key}
            data-present={has}
            className={`flex items-center gap-3 text-sm ${has ? 'text-slate-800' : 'text-slate-500'}`}
          >
            <span
              aria-hidden="true"
              className={`flex size-6 shrink-0 items-center justify-center rounded-full ${
                has ? 'bg-emerald-100 text-emerald-700' : 'bg-slate-100 text-slate-400'
              }`}
            >
              <svg
                viewBox="0 0 20 20"
                className="size-3.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={has ? 'm4.5 10.5 3.5 3.5 7.5-8' : 'M6 6l8 8M14 6l-8 8'} />
              </svg>
            </span>
            <span className={has ? 'font-medium' : 'line-through decoration-slate-400'}>
              {t(`amenity.${key}`)}
              {!has && <span className="sr-only"> ({t('detail.notAvailable')})</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
