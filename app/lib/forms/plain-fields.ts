import { parse, type Submission } from '@conform-to/react';

/** A plain field's name: the forms have no lists or nested fields. */
const PLAIN_NAME = /^[A-Za-z_][\w-]{0,63}$/;
// The listing form has the most: a home's 22 fields, 12 amenities and 7 viewing days.
const MAX_FIELDS = 64;
/**
 * Control characters other than tab and line breaks (the database refuses NUL in text), and the
 * marks that embed, override or isolate the direction of text: in a name, "\u202egnp.exe" reads
 * as "exe.png". The marks that only set a direction (U+200E, U+200F) stay.
 */
// eslint-disable-next-line no-control-regex -- these are the characters it finds
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g;

/** A text without control characters or direction overrides, as every form field is read. */
export const withoutControls = (text: string) => text.replace(CONTROL, '');

/**
 * What a form can send: the first text value of each plainly named field, without control
 * characters or direction overrides. Conform reads `name[99999999]` as a list of that length,
 * `a[0][0]…` as nested lists (past the stack's depth) and each repeat of a name by copying the
 * values so far: a post of a few bytes could take the server's memory or its time, so those
 * never reach it.
 */
function plainFields(payload: FormData | URLSearchParams) {
  const fields = new URLSearchParams();
  for (const [name, value] of payload.entries()) {
    if (typeof value !== 'string' || !PLAIN_NAME.test(name) || fields.has(name)) continue;
    fields.set(name, withoutControls(value));
    if (fields.size >= MAX_FIELDS) break;
  }
  return fields;
}

type Resolve<Output> = (
  value: Record<string, unknown>,
) => { value: Output } | { error: Record<string, string[]> };

/**
 * A Conform submission of a form's plain fields, judged by `resolve`: the one way both the Zod
 * schemas (parse.ts) and the browser's declared rules (client-check.ts) read a form, so they
 * see the same fields.
 */
export function parseFields<Output>(
  payload: FormData | URLSearchParams,
  resolve: Resolve<Output>,
): Submission<Output, string[]> {
  const fields = plainFields(payload);
  const run = () =>
    parse<Output, string[]>(fields, {
      resolve: (value) => resolve((value ?? {}) as Record<string, unknown>),
    });
  try {
    return run();
  } catch {
    // Conform reads its reserved fields (an intent as JSON) and throws on a malformed one, which
    // only a hand-made post sends: drop them and judge the fields alone.
    fields.delete('__intent__');
    fields.delete('__state__');
    return run();
  }
}
