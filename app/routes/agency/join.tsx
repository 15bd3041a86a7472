import { Form, redirect } from 'react-router';

import { AgencyNotice } from '~/components/agency/agency-form';
import { PageMeta } from '~/components/page-meta';
import { SubHeader } from '~/components/sub-header';
import { requestLanguage } from '~/http/language-cookie.server';
import { useI18n } from '~/i18n/context';
import { inLanguage } from '~/lib/generated-labels';
import { acceptInvitation, readInvitation } from '~/models/agencies/invitations.server';
import { listerForAction, listerForPage } from '~/models/listing-access.server';

import type { Route } from './+types/join';

/**
 * An invitation's link (docs/product.md#agencies): signed in with the invited address, the
 * account accepts it and becomes an agent of the agency. A visitor signs in first and comes back.
 * Opening the link changes nothing: accepting is a post.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await listerForPage(request, context.db, { namesListing: false });
  const token = new URL(request.url).searchParams.get('token');
  const lang = await requestLanguage(request);
  const read = await readInvitation(context.db, context.mail.secret, token, user);
  const agency =
    'agency' in read && read.agency ? inLanguage(lang, read.agency.name, read.agency.nameJa) : null;
  return { token, agency, refusal: read.ok ? null : read.reason };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await listerForAction(request, context.db);
  const retryAfter = await context.rateLimits.take(`account:${user.id}`, 'agency-join');
  const token = new URL(request.url).searchParams.get('token');
  if (retryAfter > 0) return { refusal: 'invalid' as const };
  const outcome = await acceptInvitation(context.db, context.mail.secret, token, user);
  if (!outcome.ok) return { refusal: outcome.reason };
  return redirect('/agency?done=joined');
}

export default function JoinAgencyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { agency, token } = loaderData;
  const refusal = actionData?.refusal ?? loaderData.refusal;
  return (
    <>
      <PageMeta title={t('agency.joinTitle')} />
      <SubHeader title={t('agency.joinTitle')} />
      <section className="mx-auto max-w-xl px-4 py-12 sm:px-6">
        {refusal ? (
          <AgencyNotice text={t(`agency.join.${refusal}`)} tone="warn" />
        ) : (
          <>
            <p className="mb-6 text-lg text-slate-800">
              {t('agency.joinText', { agency: agency ?? '' })}
            </p>
            <Form method="post" action={`?${new URLSearchParams({ token: token ?? '' })}`}>
              <button
                type="submit"
                className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
              >
                {t('agency.joinAccept', { agency: agency ?? '' })}
              </button>
            </Form>
          </>
        )}
      </section>
    </>
  );
}
