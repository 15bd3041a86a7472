import type { Database } from '~/db/client.server';
import { getHomeData } from '~/models/home.server';
import { requestLanguage } from '~/http/language-cookie.server';
import type { AppSettings } from '~/settings';

/**
 * A request header that makes the home data fail on purpose, so the end-to-end tests can see the
 * failure state without breaking the database. Honoured only when `E2E_FAULTS=1`, which only the
 * test server (tests/e2e/server.js) sets.
 */
export const FAIL_HOME_HEADER = 'x-roofline-fail-home';

function simulatedFailure(request: Request, settings: AppSettings) {
  return settings.faults && request.headers.get(FAIL_HOME_HEADER) === '1';
}

/**
 * The loader every home page shares: the home data in one go (docs/product.md#home-pages). A
 * failure is kept, not thrown, so the page still renders its hero and search bar and says the rest
 * could not be loaded.
 */
export async function loadHome(
  request: Request,
  { db, settings }: { db: Database; settings: AppSettings },
) {
  let home: Awaited<ReturnType<typeof getHomeData>> | null = null;
  if (simulatedFailure(request, settings)) {
    console.error('The home data could not be loaded: simulated failure (E2E_FAULTS)');
  } else {
    try {
      home = await getHomeData(db, await requestLanguage(request));
    } catch (error) {
      console.error('The home data could not be loaded:', error);
    }
  }
  return { home };
}
