import { parse } from '@conform-to/react';
import { safeParse, type $ZodType, type output } from 'zod/v4/core';

/** Empty fields arrive as '' and mean "not given", as Conform's own adapter treats them. */
function withoutEmpty(value: unknown): unknown {
  if (value === '') return undefined;
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (value && typeof value === 'object' && !(value instanceof File)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutEmpty(v)]));
  }
  return value;
}

function fieldName(path: PropertyKey[]) {
  return path
    .map((part, i) =>
      typeof part === 'number' ? `[${part}]` : i === 0 ? String(part) : `.${String(part)}`,
    )
    .join('');
}

/**
 * A Conform submission from a Zod schema, for the browser and the server alike (ADR 0007). It
 * stands in for `@conform-to/zod`, whose adapter brings all of classic Zod into every page;
 * the schemas here are `zod/mini`, a fraction of the size.
 */
export function parseWithZod<Schema extends $ZodType>(
  payload: FormData | URLSearchParams,
  { schema }: { schema: Schema },
) {
  try {
    return parseWith(payload, schema);
  } catch {
    // Conform reads its reserved fields (an intent as JSON) and throws on a malformed one, which
    // only a hand-made post sends: drop them and judge the fields alone.
    const fields = new URLSearchParams();
    for (const [name, value] of payload.entries()) {
      if (name !== '__intent__' && name !== '__state__' && typeof value === 'string')
        fields.append(name, value);
    }
    return parseWith(fields, schema);
  }
}

function parseWith<Schema extends $ZodType>(payload: FormData | URLSearchParams, schema: Schema) {
  return parse<output<Schema>, string[]>(payload, {
    resolve(value) {
      const result = safeParse(schema, withoutEmpty(value));
      if (result.success) return { value: result.data };
      const error: Record<string, string[]> = {};
      for (const issue of result.error.issues)
        (error[fieldName(issue.path)] ??= []).push(issue.message);
      return { error };
    },
  });
}
