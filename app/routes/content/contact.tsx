import { data, isRouteErrorResponse, Link } from 'react-router';

import { ContactDetails } from '~/components/content/contact-details';
import { ContactForm, contactNotice, type ContactResult } from '~/components/content/contact-form';
import { PostOutcome } from '~/components/forms/post-notice';
import { PageMeta } from '~/components/page-meta';
import { SubHeader } from '~/components/sub-header';
import { useI18n } from '~/i18n/context';
import { contactSchema } from '~/lib/forms/contact';
import { readForm } from '~/http/read-form.server';
import { keepRetryAfter } from '~/lib/retry-after-headers';
import { createContactMessage } from '~/models/contact.server';

import type { Route } from './+types/contact';

/** A 429 keeps its Retry-After on the page it renders. */
export const headers = keepRetryAfter;

/**
 * A contact message: validated here as the authority, rate-limited, stored
 * (docs/product.md#contact).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const read = await readForm({ request, context }, { schema: contactSchema, form: 'contact' });
  if (!read.ok) return read.answer;
  const { name, email, phone, subject, message } = read.value;
  await createContactMessage(context.db, { name, email, phone, subject, message });
  return { result: read.submission.reply({ resetForm: true }), ok: true };
}

/** A post that never reaches the server becomes an answer the form can show. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (isRouteErrorResponse(error)) throw error;
    return data({ ok: false, failed: true }, { status: 503 });
  }
}

export default function ContactPage({ actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const answer = actionData as ContactResult | undefined;
  return (
    <>
      <PageMeta title={t('content.contact.title')} description={t('content.contact.description')} />
      <SubHeader title={t('content.contact.title')} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:p-8"
        >
          <p className="text-lg leading-relaxed text-slate-700">{t('content.contact.intro')}</p>
          <h2 id="contact-form-title" className="mt-6 text-xl font-bold text-slate-900">
            {t('content.contact.formTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('content.contact.formText')}</p>
          {answer && <ContactOutcome answer={answer} />}
          <div className="mt-5">
            <ContactForm lastResult={answer} />
          </div>
          <p className="mt-4 text-xs text-slate-600">
            {t('content.contact.privacyNote')}{' '}
            <Link
              to="/privacy-policy"
              prefetch="intent"
              className="font-medium text-brand-700 hover:underline"
            >
              {t('nav.privacyPolicy')}
            </Link>
          </p>
        </section>
        <aside>
          <ContactDetails />
        </aside>
      </div>
    </>
  );
}

/** The outcome of a message sent without JavaScript, when the page itself is the answer. */
function ContactOutcome({ answer }: { answer: ContactResult }) {
  const { t } = useI18n();
  return <PostOutcome notice={contactNotice(t, answer)} className="mt-5" />;
}
