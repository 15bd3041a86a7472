import { Form, redirect, useSearchParams } from 'react-router';

import { AgencyForm, AgencyNotice } from '~/components/agency/agency-form';
import { AgencyNav } from '~/components/agency/agency-nav';
import { PageMeta } from '~/components/page-meta';
import { SubHeader } from '~/components/sub-header';
import { notFound } from '~/http/not-found.server';
import { readForm } from '~/http/read-form.server';
import { useI18n } from '~/i18n/context';
import type { MessageKey } from '~/i18n/en';
import { agencySchema } from '~/lib/forms/agency';
import type { PhotoRefusal } from '~/lib/photos/rules';
import { agencySettings, updateAgency } from '~/models/agencies/agencies.server';
import { listerForAction, listerForPage } from '~/models/listing-access.server';

import type { Route } from './+types/settings';

/** The agency's settings (docs/product.md#agencies): its admins' alone, a 404 to anyone else. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await listerForPage(request, context.db, { namesListing: false });
  const agency = await agencySettings(context.db, user.id);
  if (!agency) throw notFound(request);
  return { agency };
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
  if (!(await updateAgency(context.db, user.id, read.value))) throw notFound(request);
  return redirect('/agency/settings?done=saved');
}

const NOTICES: Record<string, MessageKey> = {
  created: 'agency.created',
  saved: 'agency.saved',
  logo: 'agency.logoSaved',
};

/** Why a logo was refused, as the photos say it (app/routes/agency/logo.ts). */
const LOGO_REFUSALS: PhotoRefusal[] = [
  'photos.error.empty',
  'photos.error.tooLarge',
  'photos.error.notImage',
  'photos.error.svg',
  'photos.error.heic',
  'photos.error.damaged',
  'photos.error.tooManyPixels',
  'photos.error.tooLargeToPrepare',
  'photos.error.animated',
  'photos.error.limited',
  'photos.error.failed',
];

export default function AgencySettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const { agency } = loaderData;
  const done = NOTICES[params.get('done') ?? ''];
  // Only a refusal the photos' dictionary words: an address cannot put other words here.
  const refused = params.get('logo');
  const refusal = LOGO_REFUSALS.find((key) => key === refused);
  const answer = actionData as { result: Parameters<typeof AgencyForm>[0]['result'] } | undefined;
  return (
    <>
      <PageMeta title={t('agency.settingsTitle')} />
      <SubHeader title={t('agency.settingsTitle')} />
      <section className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <AgencyNav agencyId={agency.id} admin current="settings" />
        <AgencyNotice text={done ? t(done) : null} />
        {refusal && <AgencyNotice text={t(refusal)} tone="warn" />}
        <h2 className="mb-3 text-lg font-bold text-slate-900">{t('agency.logo')}</h2>
        <div className="mb-10 flex flex-wrap items-center gap-4">
          {agency.logo ? (
            <img
              src={agency.logo}
              alt={t('agency.logoAlt', { name: agency.name })}
              className="h-20 w-auto max-w-40 rounded-lg bg-white object-contain ring-1 ring-slate-200"
            />
          ) : (
            <p className="text-sm text-slate-600">{t('agency.logoNone')}</p>
          )}
          <Form
            method="post"
            action="/agency/logo"
            encType="multipart/form-data"
            reloadDocument
            className="flex flex-wrap items-center gap-3"
          >
            <label className="block text-sm text-slate-700">
              <span className="sr-only">{t('agency.logo')}</span>
              <input
                type="file"
                name="logo"
                required
                accept="image/jpeg,image/png,image/webp,image/avif"
                aria-describedby="logo-hint"
                className="text-sm"
              />
            </label>
            <button
              type="submit"
              className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              {t('agency.logoUpload')}
            </button>
            <p id="logo-hint" className="w-full text-sm text-slate-600">
              {t('agency.logoHint')}
            </p>
          </Form>
        </div>
        <AgencyForm values={agency} result={answer?.result} submit="agency.save" />
      </section>
    </>
  );
}
