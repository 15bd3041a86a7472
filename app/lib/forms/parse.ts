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
