import { useSearchParams } from 'react-router';

import { ConfirmAddressNote } from '~/components/account/confirm-address-note';
import { useUser } from '~/components/account/use-user';
import { PostOutcome } from '~/components/forms/post-notice';
import { DetailSection } from '~/components/property/detail-section';
import { useI18n } from '~/i18n/context';
import type { ViewingSlots } from '~/lib/viewing-slots';

import { InquiryForm } from './inquiry-form';
import { CONTACT_ANCHOR, INQUIRY_SENT_PARAM, inquiryNotice } from './inquiry-notice';
import { ListerCard, type ListerSummary } from './lister-card';
import { OwnListingNote } from './own-listing-note';
import { hoursText } from './lister-text';

/**
 * The property page's "Contact the lister" (docs/product.md#contacting-the-lister): who lists the
 * home and the form to write to them; the owner of the listing is pointed to their inbox instead.
 */
export function ContactLister({
  lister,
  propertyId,
  homeName,
  placeName,
  slots,
  onMarket = true,
}: {
  lister: (ListerSummary & { userId: number | null }) | null;
  propertyId: number;
  homeName: string;
  /** The home's city, whose clock its viewings keep (ADR 0110). */
  placeName: string;
  slots: ViewingSlots;
  /** Sold or let: who listed it stays, the form goes (ADR 0103). */
  onMarket?: boolean;
}) {
  const { t } = useI18n();
  const user = useUser();
  const [params] = useSearchParams();
  if (!lister) return null;
  const own = user !== null && lister.userId === user.id;
  return (
    <DetailSection id={CONTACT_ANCHOR} title={t(onMarket ? 'inquiry.title' : 'inquiry.listedBy')}>
      <div className="grid gap-6 md:grid-cols-[minmax(0,16rem)_1fr] md:gap-8">
        <ListerCard lister={lister} />
        <div className="min-w-0">
          {params.get(INQUIRY_SENT_PARAM) === 'sent' && (
            <PostOutcome notice={inquiryNotice(t, { ok: true }, user !== null)} className="mb-4" />
          )}
          {own ? (
            <OwnListingNote />
          ) : !onMarket ? (
            <p className="text-sm text-slate-600" data-testid="off-market-note">
              {t('inquiry.offMarket', { name: lister.name })}
            </p>
          ) : user?.confirmed === false ? (
            <ConfirmAddressNote reason="inquiry" email={user.email} />
          ) : (
            <>
              <p className="mb-3 text-sm text-slate-600">
                {t('inquiry.intro', { name: lister.name })}
              </p>
              <InquiryForm
                agentId={lister.id}
                propertyId={propertyId}
                defaultMessage={t('inquiry.defaultMessage', { home: homeName })}
                slots={slots}
                placeName={placeName}
                hoursText={hoursText(t, lister.viewingHours)}
                visitor={user}
              />
            </>
          )}
        </div>
      </div>
    </DetailSection>
  );
}
