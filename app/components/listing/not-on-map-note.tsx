import { Link } from 'react-router';

import { useI18n } from '~/i18n/context';

/** Said to the owner on their home's page when it has no pin yet (ADR 0080). */
export function NotOnMapNote({ editHref }: { editHref: string }) {
  const { t } = useI18n();
  return (
    <p role="note" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {t('pin.notOnMapPage')}{' '}
      <Link to={editHref} className="font-semibold underline">
        {t('pin.placeIt')}
      </Link>
    </p>
  );
}
