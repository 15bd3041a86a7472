import { HONEYPOT_FIELD } from '~/lib/forms/honeypot-field';

/**
 * A field bots fill in and people never see or reach: a post that fills it is refused as invalid
 * (`honeypotField`, docs/product.md#bad-input). Every public form has one.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="hidden">
      <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
    </div>
  );
}
