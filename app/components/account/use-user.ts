import { useRouteLoaderData } from 'react-router';

import type { loader as rootLoader } from '~/root';

/** The signed-in visitor (`{ id, name, email }`) from the root loader, or null. */
export function useUser() {
  return useRouteLoaderData<typeof rootLoader>('root')?.user ?? null;
}
