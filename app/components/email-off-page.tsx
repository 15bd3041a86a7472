import { Form, Link } from 'react-router';

import { LinkOutcome } from '~/components/newsletter-link-outcome';
import { PageMeta } from '~/components/page-meta';
import { SubHeader } from '~/components/sub-header';

export type EmailOffTexts = {
  title: string;
  question: string;
  button: string;
  done: string;
  doneText: string;
  bad: string;
  badText: string;
  back: { to: string; label: string };
};

/**
 * An email's link that stops those emails without signing in: a question and a button (a link
 * scanner's GET turns nothing off), then what was done, or why the link did not work.
 */
export function EmailOffPage({
  state,
  texts,
}: {
  state: 'ask' | 'done' | 'bad';
  texts: EmailOffTexts;
}) {
  const back = (
    <Link
      to={texts.back.to}
      prefetch="intent"
      className="mt-4 inline-block font-semibold text-brand-700 underline"
    >
      {texts.back.label}
    </Link>
  );
  const title = state === 'bad' ? texts.bad : state === 'done' ? texts.done : texts.title;
  return (
    <>
      <PageMeta title={title} noindex />
      <SubHeader title={texts.title} />
      <section className="mx-auto max-w-xl px-4 py-12 sm:px-6">
        {state === 'bad' ? (
          <LinkOutcome ok={false} title={title} text={texts.badText}>
            {back}
          </LinkOutcome>
        ) : state === 'done' ? (
          <LinkOutcome ok title={title} text={texts.doneText}>
            {back}
          </LinkOutcome>
        ) : (
          <Form
            method="post"
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5"
          >
            <p className="wrap-anywhere text-lg text-slate-800">{texts.question}</p>
            <button
              type="submit"
              className="mt-6 rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {texts.button}
            </button>
          </Form>
        )}
      </section>
    </>
  );
}
