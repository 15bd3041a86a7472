import { redirect } from 'react-router';

import { AgencyForm, AgencyNotice } from '~/components/agency/agency-form';
import { PageMeta } from '~/components/page-meta';
import { SubHeader } from '~/components/sub-header';
import { readForm } from '~/http/read-form.server';
import { useI18n } from '~/i18n/context';
import { agencySchema } from '~/lib/forms/agency';
import { createAgency } from '~/models/agencies/agencies.server';
import { membershipOf } from '~/models/agencies/membership.server';
import { listerForAction, listerForPage } from '~/models/listing-access.server';

import type { Route } from './+types/new';

/**
 * Starting an agency (docs/product.md#agencies): any signed-in account that belongs to none; it
 * becomes the agency's admin. A member of an agency is sent to its dashboard.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await listerForPage(request, context.db, { namesListing: false });
  if (await membershipOf(context.db, user.id)) throw redirect('/agency');
  return null;
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await listerForAction(request, context.db);
  const account = { rateLimits: context.rateLimits, clientIp: `account:${user.id}` };
  const read = await readForm(
    { request, context: account },
    { schema: agencySchema, form: 'agency' },
  );
  if (!read.ok) return read.answer;
  const id = await createAgency(context.db, user, read.value);
  if (id === null) return { result: read.submission.reply(), ok: false, member: true };
  return redirect('/agency/settings?done=created');
}

export default function NewAgencyPage({ actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const answer = actionData as
    { result: Parameters<typeof AgencyForm>[0]['result']; member?: boolean } | undefined;
  return (
    <>
      <PageMeta title={t('agency.newTitle')} description={t('agency.newIntro')} />
      <SubHeader title={t('agency.newTitle')} />
      <section className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <AgencyNotice text={answer?.member ? t('agency.alreadyMember') : null} tone="warn" />
        <p className="mb-8 text-slate-700">{t('agency.newIntro')}</p>
        <AgencyForm values={{}} result={answer?.result} submit="agency.create" />
      </section>
    </>
  );
}
