import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { Fragment } from 'react';

import { useI18n } from '~/i18n/context';

import { StarIcon } from './stars';

const VALUES = [0, 1, 2, 3, 4, 5];
// A star is lit when its own radio or any higher one is checked: pure CSS, so the control also
// shows the right stars before hydration and after a native form reset.
const LIT = '[input:checked+&]:text-amber-500 [&:has(~input:checked)]:text-amber-500';
// The chosen value in words ("5 of 5"), one text per value shown while its radio is checked:
// CSS again, so the default reads as chosen before hydration too. Written out whole for Tailwind.
const SHOWN_WHEN_CHECKED = [
  "[fieldset:has(input[value='0']:checked)_&]:inline",
  "[fieldset:has(input[value='1']:checked)_&]:inline",
  "[fieldset:has(input[value='2']:checked)_&]:inline",
  "[fieldset:has(input[value='3']:checked)_&]:inline",
  "[fieldset:has(input[value='4']:checked)_&]:inline",
  "[fieldset:has(input[value='5']:checked)_&]:inline",
];
const FOCUS =
  '[input:focus-visible+&]:outline-2 [input:focus-visible+&]:outline-offset-2 [input:focus-visible+&]:outline-brand-600';

/**
 * The review form's rating (0 to 5 stars, 5 by default; docs/product.md#reviews-and-comments): six
 * native radios, so arrow keys, Tab, taps and forms without JavaScript work as browsers make them
 * work. Beside the stars the choice reads "5 of 5", so the default shows as a choice made.
 */
export function StarRatingInput({
  meta,
  label,
  error,
}: {
  meta: FieldMetadata<unknown, Record<string, unknown>, string[]>;
  label: string;
  error?: string;
}) {
  const { t } = useI18n();
  return (
    <fieldset aria-describedby={error ? meta.errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        {label}
        {/* The radios say their state to screen readers; this is for the eye. */}
        <span aria-hidden="true" className="ms-2 font-semibold text-brand-700 tabular-nums">
          {VALUES.map((n) => (
            <span key={n} className={`hidden ${SHOWN_WHEN_CHECKED[n]}`}>
              {t('detail.ratingChosen', { n })}
            </span>
          ))}
        </span>
      </legend>
      <div className="mt-1.5 flex items-center gap-0.5" data-testid="star-rating">
        {VALUES.map((n) => {
          const id = `${meta.id}-${n}`;
          // Siblings, not wrapped: the CSS above looks along the row of radios and labels.
          return (
            <Fragment key={`${meta.key ?? ''}-${n}`}>
              <input
                {...getInputProps(meta, { type: 'radio', value: String(n) })}
                id={id}
                className="sr-only"
              />
              <label
                htmlFor={id}
                className={`flex size-10 cursor-pointer items-center justify-center rounded-lg text-slate-300 hover:bg-slate-100 ${FOCUS} ${n > 0 ? LIT : ''}`}
              >
                <span className="sr-only">{t('detail.starsLabel', { n })}</span>
                {n === 0 ? (
                  <svg
                    viewBox="0 0 20 20"
                    aria-hidden="true"
                    className="size-5 text-slate-500"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                  >
                    <circle cx="10" cy="10" r="7" />
                    <path d="M5 15 15 5" />
                  </svg>
                ) : (
                  <StarIcon className="size-7" />
                )}
              </label>
            </Fragment>
          );
        })}
      </div>
      <p id={meta.errorId} className="mt-1 min-h-5 text-sm text-red-700">
        {error}
      </p>
    </fieldset>
  );
}
