import { isRouteErrorResponse, Outlet } from 'react-router';

import { AdminI18nProvider } from '~/components/admin/admin-i18n';
import { DeskNav } from '~/components/admin/desk-nav';
import { ErrorPage } from '~/components/error-page';
import { getAdminDictionary } from '~/i18n/admin-dictionary.server';
import { requestLanguage } from '~/http/language-cookie.server';
import { requireRole } from '~/models/auth.server';

import type { Route } from './+types/layout';

/**
 * The owner's desk's frame (docs/product.md#the-owners-desk): its texts and its sections for the
 * signed-in moderator or admin. Anyone else gets the not-found page (ADR 0046); each page below
 * checks again in its own loader and action, which run without this one.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [staff, lang] = await Promise.all([
    requireRole(request, context.db, 'moderator'),
    requestLanguage(request),
  ]);
  return { messages: getAdminDictionary(lang), staff: { name: staff.name, role: staff.role } };
}

/** Nothing of the desk is kept by a browser's cache or a shared one. */
export function headers({ parentHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders);
  headers.set('Cache-Control', 'private, no-store');
  return headers;
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { messages, staff } = loaderData;
  return (
    <AdminI18nProvider messages={messages}>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        <DeskNav staff={staff} />
        <div className="mt-6">
          <Outlet />
        </div>
      </div>
    </AdminI18nProvider>
  );
}

/**
 * The not-found page for anyone without the role, inside the site's shell: the root's own
 * boundary would show it too, but an action's error skips the loaders from the boundary down, and
 * at the root that is the root's loader with the shell's texts.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'string' ? error.data : undefined;
  return <ErrorPage status={status} message={message} />;
}
