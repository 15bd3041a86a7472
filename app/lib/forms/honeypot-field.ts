/**
 * The honeypot's name (`Honeypot`): a field people never see and leave empty, which bots fill in
 * (house style). Apart from the form schemas (`fields.ts`), so that the footer's form, on every
 * page, does not bring the schema library into every page's first load.
 */
export const HONEYPOT_FIELD = 'website';
