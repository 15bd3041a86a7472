import { getSelectProps } from '@conform-to/react';
import { useSyncExternalStore } from 'react';

import { FormField } from '~/components/content/form-field';
import { Honeypot } from '~/components/forms/honeypot';
import { SubmitButton, usePostForm } from '~/components/forms/post-form';
import { MessageField, NameEmailFields, PhoneField } from '~/components/forms/sender-fields';
import { useI18n } from '~/i18n/context';
import { fieldErrorText } from '~/lib/forms/field-error';
import { inquirySchema, RESPOND_FIELD } from '~/lib/forms/inquiry';
import { parseWithZod } from '~/lib/forms/parse';
import { slotKey, type ViewingSlots } from '~/lib/viewing-slots';

import { inquiryNotice, type InquiryResult } from './inquiry-notice';
import { dayName } from './lister-text';
import { VisitorTime } from './home-time';

const noSubscription = () => () => {};
/** False in the server's HTML and while it hydrates: a form posted then is a plain one. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

type Field = 'viewingDate' | 'viewingTime';
const LABELS = {
  viewingDate: 'inquiry.field.viewingDate',
  viewingTime: 'inquiry.field.viewingTime',
} as const;

/**
 * "Contact the lister" (docs/product.md#contacting-the-lister): posts to the lister's page. With
 * JavaScript it posts in place and answers with a notice; without, a sent inquiry comes back to
 * this page with the notice, and a refused one shows the lister's page with the form, its
 * messages and what was typed.
 */
export function InquiryForm({
  agentId,
  propertyId,
  defaultMessage,
  slots,
  placeName,
  hoursText,
  visitor,
  lastResult,
}: {
  agentId: number;
  propertyId?: number;
  defaultMessage: string;
  slots: ViewingSlots;
  /** The home's city: its slots are on its clock (ADR 0110). None on a lister's own page. */
  placeName?: string;
  /** The lister's stated hours, as text. */
  hoursText: string;
  visitor?: { name: string; email: string } | null;
  lastResult?: InquiryResult;
}) {
  const { t, format } = useI18n();
  const hydrated = useHydrated();
  const schema = inquirySchema(slots);
  const { fetcher, fields, formProps } = usePostForm({
    id: `inquiry-form-${agentId}`,
    lastResult,
    defaultValue: {
      message: defaultMessage,
      // A sent form is reset to these: without them each select would be set to a value none of
      // its options has, and show blank instead of "No viewing" and "Choose a time".
      viewingDate: '',
      viewingTime: '',
      ...(visitor && { name: visitor.name, email: visitor.email }),
    },
    validate: (formData) => parseWithZod(formData, { schema }),
    notice: (answer) => inquiryNotice(t, answer, Boolean(visitor)),
  });
  const error = (name: Field) => fieldErrorText(t, LABELS[name], fields[name].errors?.[0]);
  const offered = slots.days.length > 0;
  const chosenDate = fields.viewingDate.value;
  const chosenTime = fields.viewingTime.value;
  const kept = propertyId ?? fields.propertyId.initialValue;
  return (
    <fetcher.Form method="post" action={`/agents/${agentId}`} className="@container" {...formProps}>
      {kept !== undefined && <input type="hidden" name="propertyId" value={kept} />}
      {hydrated && <input type="hidden" name={RESPOND_FIELD} value="data" />}
      {/* Side by side where the form itself is wide enough, whatever the page's width. */}
      <div className="grid gap-x-4 gap-y-1 @lg:grid-cols-2">
        <NameEmailFields fields={fields} />
      </div>
      <PhoneField fields={fields} hint={t('inquiry.phoneHint')} />
      <MessageField fields={fields} rows={5} />
      <fieldset className="mt-1 rounded-xl border border-slate-200 px-4 pt-2 pb-1">
        <legend className="px-1 text-sm font-semibold text-slate-800">
          {t('inquiry.viewing')}
          <span className="ms-1 font-normal text-slate-500">{t('inquiry.optional')}</span>
        </legend>
        {offered ? (
          <>
            <p className="text-xs text-slate-600">
              {t('inquiry.viewingHint', { hours: hoursText })}
              {placeName && <> {t('viewing.zoneHint', { city: placeName })}</>}
            </p>
            <div className="mt-1 grid gap-x-4 @lg:grid-cols-2">
              <FormField
                label={t('inquiry.field.viewingDate')}
                meta={fields.viewingDate}
                error={error('viewingDate')}
              >
                <select {...getSelectProps(fields.viewingDate)} key={fields.viewingDate.key}>
                  <option value="">{t('inquiry.noDate')}</option>
                  {slots.days.map((day) => (
                    <option key={day} value={day}>
                      {dayName(t, new Date(`${day}T00:00:00Z`).getUTCDay())}{' '}
                      {format.date(`${day}T00:00:00Z`)}
                    </option>
                  ))}
                </select>
              </FormField>
              <FormField
                label={t('inquiry.field.viewingTime')}
                meta={fields.viewingTime}
                error={error('viewingTime')}
              >
                <select {...getSelectProps(fields.viewingTime)} key={fields.viewingTime.key}>
                  <option value="">{t('inquiry.noTime')}</option>
                  {slots.times.map((time) => (
                    <option
                      key={time}
                      value={time}
                      // Confirmed for another visitor on the chosen day (the server refuses it too).
                      disabled={slots.taken.includes(slotKey(chosenDate ?? '', time))}
                    >
                      {t('inquiry.timeOption', { time })}
                    </option>
                  ))}
                </select>
              </FormField>
            </div>
            {chosenDate && chosenTime && (
              <VisitorTime date={chosenDate} time={chosenTime} zone={slots.zone} />
            )}
          </>
        ) : (
          <p className="pb-3 text-sm text-slate-600">
            {t(propertyId === undefined ? 'viewing.fromHome' : 'inquiry.noViewing')}
          </p>
        )}
      </fieldset>
      <Honeypot />
      <p className="mt-3 text-xs text-slate-600">{t('inquiry.privacy')}</p>
      <SubmitButton pending={fetcher.state !== 'idle'}>{t('inquiry.send')}</SubmitButton>
    </fetcher.Form>
  );
}
