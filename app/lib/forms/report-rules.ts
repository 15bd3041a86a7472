import { REPORT_DETAILS_MAX, REPORT_KINDS, REPORT_REASONS } from '../owners-desk';

import { honeypot, leftOut, type FieldRule } from './client-check';
import { maxLength, required } from './messages';
import { characters } from './text-check';

/** One of the given values, as a select or a set of radio buttons sends it. */
function oneOf(values: readonly string[]): FieldRule {
  return {
    check: (value) => (value !== undefined && values.includes(value) ? undefined : required),
    aborts: leftOut,
  };
}

/** The reported record's id, written by the page: a whole number of the database's range. */
const recordId: FieldRule = {
  check(value) {
    const n = Number(value);
    return Number.isInteger(n) && n >= 1 && n <= 2_147_483_647 ? undefined : required;
  },
  aborts: leftOut,
};

/**
 * The rules of `reportSchema` (report.ts), the report page's check in the browser (ADR 0126);
 * client-check.test.ts holds them to the schema's answers.
 */
export const reportRules = {
  kind: oneOf(REPORT_KINDS),
  id: recordId,
  reason: oneOf(REPORT_REASONS),
  details: {
    check: (value) =>
      value !== undefined && characters(value.trim()) > REPORT_DETAILS_MAX
        ? maxLength(REPORT_DETAILS_MAX)
        : undefined,
  },
  // Where the page goes back to; the action keeps it to this site (safe-redirect.ts).
  back: { check: () => undefined },
  website: honeypot,
} satisfies Record<string, FieldRule>;
