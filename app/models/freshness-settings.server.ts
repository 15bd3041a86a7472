import { eq, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { databaseState } from '~/db/schema';
import {
  DEFAULT_FRESHNESS,
  FRESHNESS_DAYS_MAX,
  FRESHNESS_DAYS_MIN,
  type FreshnessSettings,
} from '~/lib/freshness';

import { recordAudit } from './audit.server';

/** The database_state row holding the site's freshness limits (docs/product.md#freshness). */
const FRESHNESS_KEY = 'freshness';

const KEYS = Object.keys(DEFAULT_FRESHNESS) as (keyof FreshnessSettings)[];

/** A stored value read back: each limit a whole number of days in bounds, or its default. */
function settingsOf(value: unknown): FreshnessSettings {
  const stored = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const read = (key: keyof FreshnessSettings) => {
    const days = stored[key];
    return typeof days === 'number' &&
      Number.isInteger(days) &&
      days >= FRESHNESS_DAYS_MIN &&
      days <= FRESHNESS_DAYS_MAX
      ? days
      : DEFAULT_FRESHNESS[key];
  };
  return Object.fromEntries(KEYS.map((key) => [key, read(key)])) as FreshnessSettings;
}

/** The site's limits: what an admin set on the desk, or the defaults. */
export async function freshnessSettings(db: Pick<Database, 'select'>) {
  const [row] = await db
    .select({ value: databaseState.value })
    .from(databaseState)
    .where(eq(databaseState.key, FRESHNESS_KEY));
  return settingsOf(row?.value);
}

/**
 * Sets the limits, with an entry in the audit log naming each one changed; false when none
 * changed. The next sweep applies them to every listing, either way.
 */
export async function setFreshnessSettings(
  db: Database,
  actor: { id: number } | null,
  wanted: FreshnessSettings,
  reason?: string,
) {
  const next = settingsOf(wanted);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${FRESHNESS_KEY}))`);
    const current = await freshnessSettings(tx);
    const changed = KEYS.filter((key) => current[key] !== next[key]);
    if (changed.length === 0) return false;
    const value = sql`${JSON.stringify(next)}::jsonb`;
    await tx
      .insert(databaseState)
      .values({ key: FRESHNESS_KEY, value })
      .onConflictDoUpdate({ target: databaseState.key, set: { value, updatedAt: sql`now()` } });
    await recordAudit(tx, {
      actorId: actor?.id ?? null,
      action: 'setting',
      targetKind: 'setting',
      reason,
      detail: {
        setting: FRESHNESS_KEY,
        ...Object.fromEntries(changed.map((key) => [key, next[key]])),
      },
    });
    return true;
  });
}
