import { useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';

import { useI18n } from '~/i18n/context';
import type { DraftFields } from '~/lib/listing-form/schema';

import { Field, Section } from './listing-field';

type PinMapProps = { label: string };

const noSubscription = () => () => {};

/**
 * Where the home stands (docs/product.md#the-owners-pin): two plain number fields, which work
 * without JavaScript and by keyboard, and a small map that fills them, fetched with MapLibre only
 * when the section comes near the screen (ADR 0080).
 */
export function PinSection({
  values,
  error,
  offMap,
}: {
  values: DraftFields;
  error: (name: string) => string | undefined;
  offMap: boolean;
}) {
  const { t } = useI18n();
  const holder = useRef<HTMLDivElement>(null);
  const [Map, setMap] = useState<ComponentType<PinMapProps> | null>(null);
  // Without JavaScript the two fields are the whole section.
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  useEffect(() => {
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        seen.disconnect();
        void import('~/components/map/pin-map').then((module) => setMap(() => module.PinMap));
      },
      { rootMargin: '400px' },
    );
    seen.observe(holder.current!);
    return () => seen.disconnect();
  }, []);
  return (
    <Section id="pin" title={t('pin.section')}>
      {offMap && (
        <p className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900" role="note">
          {t('pin.notOnMapEdit')}
        </p>
      )}
      <p className="mb-4 text-sm text-slate-600">{t('pin.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {(['latitude', 'longitude'] as const).map((axis) => (
          <Field
            key={axis}
            name={axis}
            label={t(`pin.${axis}`)}
            hint={t(`pin.hint.${axis}`)}
            error={error(axis)}
          >
            {(props) => (
              <input
                {...props}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                defaultValue={values[axis] ?? ''}
              />
            )}
          </Field>
        ))}
      </div>
      <div
        ref={holder}
        className={
          scripted
            ? 'mt-4 h-72 overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-900/5 sm:h-80'
            : 'hidden'
        }
      >
        {Map ? (
          <Map label={t('pin.mapLabel')} />
        ) : (
          <p className="p-4 text-sm text-slate-600">{t('pin.loading')}</p>
        )}
      </div>
    </Section>
  );
}
