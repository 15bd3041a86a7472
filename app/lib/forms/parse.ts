import { safeParse, type $ZodType, type output } from 'zod/v4/core';

import { parseFields } from './plain-fields';

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
 * the schemas here are `zod/mini`, a fraction of the size. Only plain fields reach the schema
 * (plain-fields.ts).
 */
export function parseWithZod<Schema extends $ZodType>(
  payload: FormData | URLSearchParams,
  { schema }: { schema: Schema },
) {
  return parseFields<output<Schema>>(payload, (value) => {
    const result = safeParse(schema, withoutEmpty(value));
    if (result.success) return { value: result.data };
    const error: Record<string, string[]> = {};
    for (const issue of result.error.issues)
      (error[fieldName(issue.path)] ??= []).push(issue.message);
    return { error };
  });
}
