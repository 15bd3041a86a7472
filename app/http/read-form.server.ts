import type { Submission, SubmissionResult } from '@conform-to/react';
import { data, type AppLoadContext } from 'react-router';
import type { $ZodType, output } from 'zod/v4/core';

import { parseWithZod } from '~/lib/forms/parse';

/** What a form's action answers when the post goes no further: its fields' state and why. */
export type RefusedForm = {
  result: SubmissionResult<string[]>;
  ok: false;
  /** Set when the form's rate limit turned the post away. */
  limited?: true;
};

export type FormRead<Value> =
  | { ok: true; submission: Submission<Value, string[]>; value: Value }
  | { ok: false; answer: ReturnType<typeof data<RefusedForm>> };

/**
 * The start of every form action (docs/product.md#bad-input, docs/product.md#rate-limits): reads the posted form (a body that is
 * not a form reads as an empty one), parses it with the form's schema, the same one the browser
 * checks with, and counts the post against the form's rate limit, valid or not. A post over the
 * limit is answered 429 with `Retry-After`, an invalid one 400; both carry the submission, so the
 * form shows its messages and keeps what was typed (except `hideFields`, such as passwords).
 */
export async function readForm<Schema extends $ZodType>(
  {
    request,
    context,
  }: { request: Request; context: Pick<AppLoadContext, 'rateLimits' | 'clientIp'> },
  {
    schema,
    form,
    hideFields,
    limitedError,
  }: {
    schema: Schema;
    /** The rate limit's name: each kind of form is counted apart. */
    form: string;
    hideFields?: string[];
    /** A form-level error to show when the limit is reached, for forms that show one. */
    limitedError?: string;
  },
): Promise<FormRead<output<Schema>>> {
  const formData = await request.formData().catch(() => new FormData());
  const submission = parseWithZod(formData, { schema });
  const retryAfter = await context.rateLimits.take(context.clientIp, form);
  if (retryAfter > 0) {
    const result = submission.reply({
      hideFields,
      ...(limitedError && { formErrors: [limitedError] }),
    });
    return {
      ok: false,
      answer: data(
        { result, ok: false, limited: true },
        { status: 429, headers: { 'Retry-After': String(retryAfter) } },
      ),
    };
  }
  if (submission.status !== 'success') {
    return {
      ok: false,
      answer: data({ result: submission.reply({ hideFields }), ok: false }, { status: 400 }),
    };
  }
  return { ok: true, submission, value: submission.value };
}
