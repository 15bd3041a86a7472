import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { generatedLicence, linkGeneratedAgencies } from '~/db/generated-agencies';
import { agencies, agents, inquiries, properties } from '~/db/schema';
import { LOCATIONS } from '~/lib/catalog';

import { openTestDatabase } from '../../../tests/unit/test-database';
import { getProperty } from '../properties.server';
import { runUpgrade, UPGRADES } from '../upgrades.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

/** Every generated agent in an agency, and every home of theirs that agency's listing. */
async function unlinked() {
  const [[loose], [homes]] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(agents)
      .where(and(isNull(agents.userId), isNull(agents.agencyId))),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(properties)
      .innerJoin(agents, eq(agents.id, properties.agentId))
      .where(
        and(isNull(agents.userId), sql`${properties.agencyId} is distinct from ${agents.agencyId}`),
      ),
  ]);
  return { agents: loose!.n, homes: homes!.n };
}

describe('the generated agents’ firms are agencies (docs/product.md#agencies)', () => {
  it('the fill makes them: agents and homes linked, a licence in the format of its country', async () => {
    expect(await unlinked()).toEqual({ agents: 0, homes: 0 });
    const firms = await db.select().from(agencies);
    expect(firms.length).toBe(6);
    for (const firm of firms) {
      expect(firm.licence).toMatch(/\d{3}/);
      expect(firm.nameJa).toBeTruthy();
    }
    const [home] = await db
      .select({ id: properties.id })
      .from(properties)
      .where(isNotNull(properties.agencyId))
      .limit(1);
    const page = await getProperty(db, home!.id, { lang: 'ja' });
    const firm = firms.find((row) => row.id === page!.lister!.agencyId)!;
    expect(page!.lister).toMatchObject({
      agency: firm.nameJa,
      agencyLicence: firm.licence,
      agencyPhone: firm.phone,
    });
  });

  it('a database filled before agencies is brought over once, its homes and inquiries kept', async () => {
    const [ask] = await db
      .insert(inquiries)
      .values({ agentId: 1, propertyId: 1, name: 'Vera', email: 'v@example.com', message: 'Hi' })
      .returning({ id: inquiries.id });
    const homesBefore = await db.select({ n: sql<number>`count(*)::int` }).from(properties);
    // As before agencies: no rows, no links.
    await db.update(properties).set({ agencyId: null });
    await db.update(agents).set({ agencyId: null, agencyRole: null });
    await db.delete(agencies);
    await db.execute(sql`delete from applied_upgrades where name = 'generated-agencies'`);
    expect((await unlinked())!.agents).toBeGreaterThan(0);
    const upgrade = UPGRADES.find((one) => one.name === 'generated-agencies')!;
    expect(await runUpgrade(db, upgrade)).toBe(6);
    expect(await unlinked()).toEqual({ agents: 0, homes: 0 });
    expect(await runUpgrade(db, upgrade)).toBe(0);
    expect(await linkGeneratedAgencies(db)).toBe(0);
    expect(await db.select({ n: sql<number>`count(*)::int` }).from(properties)).toEqual(
      homesBefore,
    );
    const [kept] = await db.select().from(inquiries).where(eq(inquiries.id, ask!.id));
    expect(kept).toMatchObject({ agentId: 1, propertyId: 1 });
    // Only owners' own profiles stay outside any agency.
    expect(await db.select().from(agents).where(isNull(agents.agencyId))).toEqual(
      await db.select().from(agents).where(isNotNull(agents.userId)),
    );
  });

  it('writes each country’s licence as its authority does, the same for the same firm', () => {
    const formats: Record<(typeof LOCATIONS)[number], RegExp> = {
      'New York, USA': /^NY DOS Lic\. #10\d{9}$/,
      'London, UK': /^Company No\. \d{8}$/,
      'Los Angeles, California, USA': /^CA DRE #0\d{7}$/,
      'Paris, France': /^Carte CPI 7501 20\d\d 000 0\d\d \d{3}$/,
      'Moscow, Russia': /^ОГРН 10277\d{8}$/,
      'Istanbul, Turkey': /^Yetki Belgesi No\. 34\d{5}$/,
      'Copenhagen, Denmark': /^CVR [1-9]\d{7}$/,
      'Tokyo, Japan': /^東京都知事\(\d{1,2}\)第\d{5}号$/,
      'Phnom Penh, Cambodia': /^MEF Licence No\. \d{3}\/2\d$/,
    };
    for (const place of LOCATIONS) {
      for (const n of [1, 7, 35]) {
        expect(generatedLicence(place, n)).toMatch(formats[place]);
        expect(generatedLicence(place, n)).toBe(generatedLicence(place, n));
      }
      expect(generatedLicence(place, 1)).not.toBe(generatedLicence(place, 2));
    }
  });
});
