import { Suspense } from 'react';
import { data, isRouteErrorResponse, redirect, useSearchParams } from 'react-router';

import { ConfirmAddressNote } from '~/components/account/confirm-address-note';
import { useUser } from '~/components/account/use-user';
import { PostOutcome } from '~/components/forms/post-notice';
import { AgentJsonLd } from '~/components/lister/agent-json-ld';
import { AgentHomes } from '~/components/lister/agent-homes';
import { DeferredInquiryForm } from '~/components/lister/deferred-components';
import {
  CONTACT_ANCHOR,
  INQUIRY_SENT_PARAM,
  inquiryNotice,
  type InquiryResult,
} from '~/components/lister/inquiry-notice';
import { ListerCard } from '~/components/lister/lister-card';
import { OwnListingNote } from '~/components/lister/own-listing-note';
import { areaList, hoursText, languageList } from '~/components/lister/lister-text';
import { PageMeta } from '~/components/page-meta';
import { useI18n } from '~/i18n/context';
import { inquirySchema, RESPOND_FIELD } from '~/lib/forms/inquiry';
import { readForm } from '~/http/read-form.server';
import { requestLanguage } from '~/http/language-cookie.server';
import { pathInLanguage } from '~/lib/language-path';
import { notFound } from '~/http/not-found.server';
import { oldFirstPage, pageParam } from '~/lib/pagination';
import { parseId } from '~/lib/query';
import { keepRetryAfter } from '~/lib/retry-after-headers';
import { viewingMoment } from '~/lib/viewing-slots';
import { getAgent, listAgentHomes } from '~/models/agents.server';
import { getUser } from '~/models/auth.server';
import { addressConfirmed } from '~/models/email-confirmation.server';
import { sendInquiry } from '~/models/inquiries.server';
import { inquirySlots, NO_SLOTS } from '~/models/viewings.server';

import type { Route } from './+types/detail';

/** A lister's page: a generated agent, or an owner (docs/product.md#contacting-the-lister). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const first = oldFirstPage(url, 'page');
  if (first) throw redirect(first, 301);
  const id = parseId(params.id);
  const lang = await requestLanguage(request);
  const agent = id === undefined ? null : await getAgent(context.db, id, lang);
  if (!agent) throw notFound(request, 'error.agentNotFound');
  const homes = await listAgentHomes(
    context.db,
    agent.id,
    pageParam(url.searchParams.get('page')) ?? 0,
  );
  return {
    agent,
    homes,
    // A viewing is of a home: asked from the home's page, on its clock (ADR 0110).
    slots: NO_SLOTS,
    url: `${url.origin}${pathInLanguage(lang, `/agents/${agent.id}`)}`,
    origin: url.origin,
  };
}

/** A 429 keeps its Retry-After on the page it renders. */
export const headers = keepRetryAfter;

/**
 * An inquiry to this lister, from their page or from one of their homes' pages: validated here as
 * the authority (the viewing slots as they stand now), rate-limited, stored in their inbox. A
 * form posted in place gets data; a plain post that was sent goes back to where it came from.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const id = parseId(params.id);
  const agent = id === undefined ? null : await getAgent(context.db, id);
  if (!agent) throw notFound(request, 'error.agentNotFound');
  // The slots of the home named, as they stand now; none without a home.
  const posted = await request
    .clone()
    .formData()
    .catch(() => new FormData());
  const named = parseId(posted.get('propertyId')?.toString());
  const slots = await inquirySlots(context.db, agent, named);
  const read = await readForm(
    { request, context },
    { schema: inquirySchema(slots), form: 'inquiry' },
  );
  // Refused: the page shows the form again with the home's slots it was checked against.
  if (!read.ok) return data({ ...read.answer.data, slots }, read.answer.init ?? undefined);
  const { name, email, phone, message, viewingDate, viewingTime, propertyId } = read.value;
  const user = await getUser(request, context.db);
  // An account writes to a lister once its address is confirmed (docs/product.md#accounts).
  if (user && !(await addressConfirmed(context.db, user.id))) {
    return data({ result: read.submission.reply(), ok: false, unconfirmed: true }, { status: 403 });
  }
  const home = propertyId === undefined ? undefined : Number(propertyId);
  const sent = await sendInquiry(
    context.db,
    {
      agentId: agent.id,
      propertyId: home,
      senderId: user?.id ?? null,
      name,
      email,
      phone,
      message,
      viewingAt:
        viewingDate && viewingTime
          ? viewingMoment(viewingDate, viewingTime, slots.zone)
          : undefined,
      language: await requestLanguage(request),
    },
    { jobs: context.jobs, origin: new URL(request.url).origin },
  );
  if (sent === null) throw notFound(request, 'error.propertyNotFound');
  if (read.value[RESPOND_FIELD] !== 'data') {
    const back = home === undefined ? `/agents/${agent.id}` : `/property/${home}`;
    return redirect(`${back}?${INQUIRY_SENT_PARAM}=sent#${CONTACT_ANCHOR}`);
  }
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

export default function AgentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const user = useUser();
  const { agent, homes, url, origin } = loaderData;
  const answer = actionData as InquiryResult | undefined;
  const slots = (actionData && 'slots' in actionData && actionData.slots) || loaderData.slots;
  const languages = languageList(t, agent.languages);
  const description = agent.agency
    ? t('lister.agentDescription', {
        name: agent.name,
        agency: agent.agency,
        languages,
        areas: areaList(t, agent.areas),
      })
    : t('lister.ownerDescription', { name: agent.name, languages });
  const own = user !== null && agent.userId === user.id;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <PageMeta title={agent.name} description={description} />
      <AgentJsonLd agent={agent} url={url} origin={origin} description={description} />
      {/* On a phone the form comes straight after the profile, before the homes. */}
      <div className="grid gap-6 lg:grid-cols-3 lg:gap-8">
        <section className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:p-7 lg:col-span-2">
          <ListerCard lister={agent} heading="h1" linked={false} />
          {agent.areas.length > 0 && (
            <p className="mt-4 text-sm text-slate-700">
              {t('lister.areas', { areas: areaList(t, agent.areas) })}
            </p>
          )}
        </section>
        <aside
          id={CONTACT_ANCHOR}
          aria-labelledby={`${CONTACT_ANCHOR}-title`}
          className="scroll-mt-24 self-start rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:p-7 lg:col-start-3 lg:row-span-2 lg:row-start-1"
        >
          <h2 id={`${CONTACT_ANCHOR}-title`} className="text-xl font-bold text-slate-900">
            {t('inquiry.titleAgent', { name: agent.name })}
          </h2>
          <SentOutcome answer={answer} signedIn={user !== null} />
          {own ? (
            <OwnListingNote className="mt-3" />
          ) : user?.confirmed === false ? (
            <ConfirmAddressNote
              reason="inquiry"
              email={user.email}
              refused={answer?.unconfirmed === true}
              className="mt-3"
            />
          ) : (
            <>
              <p className="mt-1 mb-3 text-sm text-slate-600">
                {t('inquiry.introAgent', { name: agent.name })}
              </p>
              <Suspense fallback={null}>
                <DeferredInquiryForm
                  agentId={agent.id}
                  defaultMessage={t('inquiry.defaultMessageAgent')}
                  slots={slots}
                  hoursText={hoursText(t, agent.viewingHours)}
                  visitor={user}
                  lastResult={answer}
                />
              </Suspense>
            </>
          )}
        </aside>
        <div className="min-w-0 lg:col-span-2">
          <AgentHomes agentId={agent.id} name={agent.name} homes={homes} />
        </div>
      </div>
    </div>
  );
}

/** A sent inquiry come back without JavaScript, or a refused one posted without it. */
function SentOutcome({ answer, signedIn }: { answer?: InquiryResult; signedIn: boolean }) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const shown = answer ?? (params.get(INQUIRY_SENT_PARAM) === 'sent' ? { ok: true } : undefined);
  if (!shown) return null;
  return <PostOutcome notice={inquiryNotice(t, shown, signedIn)} className="mt-3" />;
}
