import { Link } from 'react-router';

import { useI18n } from '~/i18n/context';

import { useUser } from './use-user';

/**
 * The header's bell (docs/product.md#alerts-and-the-job-queue): the signed-in visitor's unread
 * notifications, linking to /account/notifications; nothing for a visitor not signed in.
 */
export function NotificationBell({ className = '' }: { className?: string }) {
  const { t, format } = useI18n();
  const user = useUser();
  if (!user) return null;
  const unread = user.unreadNotifications;
  return (
    <Link
      to="/account/notifications"
      prefetch="intent"
      data-testid="notification-bell"
      aria-label={
        unread > 0 ? t('alerts.bellUnread', { n: format.number(unread) }) : t('alerts.bell')
      }
      className={`relative inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 ${className}`}
    >
      <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true" fill="currentColor">
        <path d="M10 2a5 5 0 0 0-5 5v2.6c0 .5-.2 1-.5 1.4L3.3 12.6A1 1 0 0 0 4 14.3h12a1 1 0 0 0 .7-1.7L15.5 11a2 2 0 0 1-.5-1.4V7a5 5 0 0 0-5-5Zm-2 13.5a2 2 0 0 0 4 0H8Z" />
      </svg>
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-rose-600 px-1 text-xs leading-5 font-bold text-white"
        >
          {format.number(unread)}
        </span>
      )}
    </Link>
  );
}
