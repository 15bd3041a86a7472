import { Form, redirect, useSearchParams } from 'react-router';

import { AgencyNotice } from '~/components/agency/agency-form';
import { AgencyNav } from '~/components/agency/agency-nav';
import { PageMeta } from '~/components/page-meta';
import { SubHeader } from '~/components/sub-header';
import { requestLanguage } from '~/http/language-cookie.server';
import { notFound } from '~/http/not-found.server';
import { readForm } from '~/http/read-form.server';
import { useI18n } from '~/i18n/context';
import type { MessageKey } from '~/i18n/en';
import { memberActionSchema } from '~/lib/forms/agency';
import { fieldErrorText } from '~/lib/forms/field-error';
import { administeredAgency } from '~/models/agencies/agencies.server';
import { inviteMember, withdrawInvitation } from '~/models/agencies/invitations.server';
import { changeMemberRole, listMembers, removeMember } from '~/models/agencies/members.server';
import { listerForAction, listerForPage } from '~/models/listing-access.server';

import type { Route } from './+types/members';

/**
 * The agency's members (docs/product.md#agencies): its admins invite agents by email, change
 * roles and remove members. Anyone else, the agency's agents included, gets a 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await listerForPage(request, context.db, { namesListing: false });
  const members = await listMembers(context.db, user.id);
  if (!members) throw notFound(request);
  return members;
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await listerForAction(request, context.db);
  const account = { rateLimits: context.rateLimits, clientIp: `account:${user.id}` };
  const read = await readForm(
    { request, context: account },
    { schema: memberActionSchema, form: 'agency-members' },
  );
  if (!read.ok) return read.answer;
  const value = read.value;
  if (value.intent === 'invite') {
    // Each address is sent a few emails an hour at most, whoever asks (as the newsletter's).
    const retryAfter = await context.mail.perAddress.take(value.email, 'agency-invite');
    if (retryAfter > 0) return redirect('/agency/members?done=limited');
    const sent = await inviteMember(context.db, context.jobs, user.id, {
      email: value.email,
      language: await requestLanguage(request),
      origin: new URL(request.url).origin,
    });
    if (sent === null) throw notFound(request);
    return redirect('/agency/members?done=invited');
  }
  if (value.intent === 'withdraw') {
    if (!(await withdrawInvitation(context.db, user.id, Number(value.invitationId))))
      throw notFound(request);
    return redirect('/agency/members?done=withdrawn');
  }
  const memberId = Number(value.memberId);
  const outcome =
    value.intent === 'role'
      ? await changeMemberRole(context.db, user.id, memberId, value.role)
      : await removeMember(context.db, user.id, memberId);
  if (outcome === null) throw notFound(request);
  if (outcome === 'lastAdmin') return redirect('/agency/members?done=lastAdmin');
  // An admin who removed themself, or made themself an agent, has no members page any more.
  if (!(await administeredAgency(context.db, user.id))) return redirect('/agency');
  return redirect(`/agency/members?done=${value.intent === 'role' ? 'roleChanged' : 'removed'}`);
}

const NOTICES: Record<string, MessageKey> = {
  invited: 'agency.invited',
  withdrawn: 'agency.withdrawn',
  roleChanged: 'agency.roleChanged',
  removed: 'agency.removed',
  lastAdmin: 'agency.lastAdmin',
  limited: 'photos.error.limited',
};

const buttonClass =
  'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50';

export default function AgencyMembersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, format } = useI18n();
  const [params] = useSearchParams();
  const { agencyId, self, members, invitations } = loaderData;
  const done = params.get('done') ?? '';
  const notice = NOTICES[done];
  const answer = actionData as { result?: { error?: Record<string, string[]> } } | undefined;
  const emailError = fieldErrorText(t, 'agency.inviteEmail', answer?.result?.error?.email?.[0]);
  return (
    <>
      <PageMeta title={t('agency.membersTitle')} />
      <SubHeader title={t('agency.membersTitle')} />
      <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
        <AgencyNav agencyId={agencyId} admin current="members" />
        <AgencyNotice
          text={notice ? t(notice) : null}
          tone={done === 'lastAdmin' || done === 'limited' ? 'warn' : 'ok'}
        />
        <p className="mb-6 text-slate-700">{t('agency.membersIntro')}</p>
        <ul className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-900/5">
          {members.map((member) => (
            <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-semibold wrap-anywhere text-slate-900">
                  {member.name} {member.id === self && t('agency.you')}
                </p>
                <p className="text-sm wrap-anywhere text-slate-600">
                  {member.email} ·{' '}
                  {t(member.role === 'admin' ? 'agency.role.admin' : 'agency.role.agent')} ·{' '}
                  {t('agency.col.listings')}: {member.listings}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <Form method="post" className="flex items-center gap-2">
                  <input type="hidden" name="intent" value="role" />
                  <input type="hidden" name="memberId" value={member.id} />
                  <label className="sr-only" htmlFor={`role-${member.id}`}>
                    {t('agency.roleOf', { name: member.name })}
                  </label>
                  <select
                    id={`role-${member.id}`}
                    name="role"
                    defaultValue={member.role ?? 'agent'}
                    className="rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
                  >
                    <option value="admin">{t('agency.role.admin')}</option>
                    <option value="agent">{t('agency.role.agent')}</option>
                  </select>
                  <button type="submit" className={buttonClass}>
                    {t('agency.changeRole')}
                  </button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="memberId" value={member.id} />
                  <button
                    type="submit"
                    aria-label={t('agency.removeOf', { name: member.name })}
                    className="rounded-lg border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50"
                  >
                    {t('agency.remove')}
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
        <h2 className="mt-12 mb-2 text-xl font-bold text-slate-900">{t('agency.invite')}</h2>
        <p className="mb-4 text-slate-700">{t('agency.inviteIntro')}</p>
        <Form method="post" noValidate className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="invite" />
          <div className="min-w-0 grow">
            <label htmlFor="invite-email" className="block text-sm font-semibold text-slate-800">
              {t('agency.inviteEmail')}
            </label>
            <input
              id="invite-email"
              name="email"
              type="email"
              required
              autoComplete="off"
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? 'invite-email-error' : undefined}
              className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
            />
            {emailError && (
              <p id="invite-email-error" className="mt-1 text-sm font-medium text-red-700">
                {emailError}
              </p>
            )}
          </div>
          <button
            type="submit"
            className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t('agency.inviteSend')}
          </button>
        </Form>
        {invitations.length > 0 && (
          <>
            <h3 className="mt-8 mb-3 font-bold text-slate-900">{t('agency.pending')}</h3>
            <ul className="space-y-2">
              {invitations.map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-center gap-3 text-sm">
                  <span className="wrap-anywhere text-slate-800">{invitation.email}</span>
                  <span className="text-slate-500">
                    {t('agency.invitedOn', {
                      date: format.dateTime(new Date(invitation.createdAt)),
                    })}
                  </span>
                  <Form method="post">
                    <input type="hidden" name="intent" value="withdraw" />
                    <input type="hidden" name="invitationId" value={invitation.id} />
                    <button type="submit" className={buttonClass}>
                      {t('agency.withdraw')}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}
