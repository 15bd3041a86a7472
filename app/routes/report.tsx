import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react';
import { Form, Link, redirect, useNavigation } from 'react-router';

import { FormAlert, submitClassName } from '~/components/account/form-alert';
import { Honeypot } from '~/components/forms/honeypot';
import { PostOutcome } from '~/components/forms/post-notice';
import { PageMeta } from '~/components/page-meta';
import { TextField } from '~/components/property/text-field';
import { useI18n } from '~/i18n/context';
import { RATE_LIMITED } from '~/lib/forms/messages';
import { fieldErrorText } from '~/lib/forms/field-error';
import { checkForm } from '~/lib/forms/client-check';
import { reportRules } from '~/lib/forms/report-rules';
import { readForm } from '~/http/read-form.server';
import { reportSchema } from '~/lib/forms/report';
import { notFound } from '~/http/not-found.server';
import {
  REPORT_DETAILS_MAX,
  REPORT_KINDS,
  REPORT_REASONS,
  type ReportKind,
} from '~/lib/owners-desk';
import { parseId } from '~/lib/query';
import { keepRetryAfter } from '~/lib/retry-after-headers';
import { safeRedirect } from '~/lib/safe-redirect';
import { cutText } from '~/lib/cut-text';
import { getUser } from '~/models/auth.server';
import { visibleTarget } from '~/models/moderation-targets.server';
import { createReport } from '~/models/reports.server';

import type { Route } from './+types/report';

/** How much of a review or comment the report page quotes. */
const QUOTE_MAX = 200;

function readTarget(params: URLSearchParams) {
  const kind = params.get('kind');
  const id = parseId(params.get('id') ?? undefined);
  if (!REPORT_KINDS.includes(kind as ReportKind) || id === undefined) return null;
  return { kind: kind as ReportKind, id };
}

/**
 * The report page (docs/product.md#the-owners-desk): what is reported, as visitors see it, and
 * the form; or, once sent (`sent=1`), the thanks. Something visitors cannot see (gone, hidden,
 * held) answers 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const back = safeRedirect(params.get('back'));
  if (params.get('sent') === '1') return { sent: true as const, back };
  const ref = readTarget(params);
  const target = ref && (await visibleTarget(context.db, ref));
  if (!target) throw notFound(request, 'report.missing');
  const quoted =
    target.kind === 'property'
      ? null
      : cutText(target.text, QUOTE_MAX) + (target.text.length > QUOTE_MAX ? '…' : '');
  return {
    sent: false as const,
    back,
    ref: { kind: target.kind, id: target.id },
    about: {
      name: target.name,
      location: target.kind === 'property' ? target.location : null,
      quote: quoted,
    },
  };
}

/** A 429 keeps its Retry-After on the page it renders. */
export const headers = keepRetryAfter;

/** Stores the report, rate-limited as every public form is; it changes nothing visible. */
export async function action({ request, context }: Route.ActionArgs) {
  const read = await readForm(
    { request, context },
    { schema: reportSchema, form: 'report', limitedError: RATE_LIMITED },
  );
  if (!read.ok) return read.answer;
  const { kind, id, reason, details } = read.value;
  const user = await getUser(request, context.db);
  const stored = await createReport(context.db, {
    kind,
    id,
    reason,
    details,
    reporterId: user?.id ?? null,
  });
  if (!stored) throw notFound(request, 'report.missing');
  // Sent: the thanks has an address of its own, so a reload does not send the report again.
  const back = safeRedirect(read.value.back);
  return redirect(`/report?${new URLSearchParams({ sent: '1', back })}`);
}

export default function ReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  if (loaderData.sent) {
    return (
      <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
        <PageMeta title={t('report.thanksTitle')} description={t('report.description')} noindex />
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('report.title')}</h1>
        <PostOutcome
          notice={{ kind: 'success', title: t('report.thanksTitle'), body: t('report.thanksText') }}
          className="mt-6"
        />
        <Link
          to={loaderData.back}
          className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t('report.back')}
        </Link>
      </div>
    );
  }
  const { ref, about, back } = loaderData;
  const heading = t(`report.heading.${ref.kind as ReportKind}`);
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <PageMeta title={heading} description={t('report.description')} noindex />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{heading}</h1>
      <figure className="mt-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
        <figcaption className="text-sm font-semibold wrap-anywhere text-slate-900">
          {about.location === null
            ? t(`report.about.${ref.kind as 'review' | 'comment'}`, { name: about.name })
            : t('report.about.property', { name: about.name, location: about.location })}
        </figcaption>
        {about.quote && (
          <blockquote className="mt-2 text-sm break-words whitespace-pre-line text-slate-700">
            {about.quote}
          </blockquote>
        )}
      </figure>
      <ReportForm refTarget={ref} back={back} lastResult={actionData?.result} />
    </div>
  );
}

function ReportForm({
  refTarget,
  back,
  lastResult,
}: {
  refTarget: { kind: ReportKind; id: number };
  back: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t, format } = useI18n();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: 'report',
    lastResult: navigation.state === 'idle' ? lastResult : undefined,
    onValidate: ({ formData }) => checkForm(formData, reportRules),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const reasonError = fieldErrorText(t, 'report.reason', fields.reason.errors?.[0]);
  const limited = form.errors?.includes(RATE_LIMITED) ? t('notice.tooManyRequests') : undefined;
  return (
    <Form method="post" className="mt-6" {...getFormProps(form)}>
      <p className="mb-5 text-slate-700">{t('report.intro')}</p>
      <FormAlert id={form.errorId} text={limited} />
      <input type="hidden" name="kind" value={refTarget.kind} />
      <input type="hidden" name="id" value={refTarget.id} />
      <input type="hidden" name="back" value={back} />
      <fieldset
        aria-describedby={fields.reason.errorId}
        aria-invalid={reasonError ? true : undefined}
        className="mb-4"
      >
        <legend className="text-sm font-medium text-slate-800">{t('report.reason')}</legend>
        <div className="mt-2 grid gap-2">
          {REPORT_REASONS.map((reason) => (
            <label
              key={reason}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
            >
              <input
                type="radio"
                name={fields.reason.name}
                value={reason}
                defaultChecked={fields.reason.initialValue === reason}
                required
                className="size-4 accent-brand-600"
              />
              {t(`report.reason.${reason}`)}
            </label>
          ))}
        </div>
        <p id={fields.reason.errorId} className="mt-1 min-h-5 text-sm text-red-700">
          {reasonError}
        </p>
      </fieldset>
      <TextField
        label={`${t('report.details')} ${t('content.contact.optional')}`}
        meta={fields.details}
        error={fieldErrorText(t, 'report.details', fields.details.errors?.[0])}
        hint={t('report.detailsHint', { max: format.number(REPORT_DETAILS_MAX) })}
      >
        <textarea {...getTextareaProps(fields.details)} key={fields.details.key} rows={4} />
      </TextField>
      <Honeypot />
      <button
        type="submit"
        disabled={navigation.state !== 'idle'}
        className={`${submitClassName} sm:w-auto`}
      >
        {t('report.submit')}
      </button>
    </Form>
  );
}
