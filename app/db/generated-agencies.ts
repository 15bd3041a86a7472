import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

import type { LOCATIONS } from '~/lib/catalog';

import { agencies, agents, properties } from './schema';

/** A number of `digits` digits drawn from `n`, the same for the same `n`. */
function digits(n: number, count: number, salt = 0) {
  let value = (n * 2_654_435_761 + salt * 40_503 + 97) >>> 0;
  let out = '';
  for (let i = 0; i < count; i++) {
    value = (value * 1_103_515_245 + 12_345) >>> 0;
    out += String((value >>> 16) % 10);
  }
  return out;
}

/**
 * A believable licence or registration number for a generated agency in the country of `place`
 * (docs/product.md#generated-people-and-firms), written as its authority writes it: a New York
 * broker's licence, a California DRE number, a Tokyo governor's licence, a French professional
 * card, a UK company number, a Danish CVR number… the same for the same `n`.
 */
export function generatedLicence(place: string, n: number) {
  const d = (count: number, salt = 0) => digits(n, count, salt);
  switch (place as (typeof LOCATIONS)[number]) {
    case 'New York, USA':
      return `NY DOS Lic. #10${d(9)}`;
    case 'Los Angeles, California, USA':
      return `CA DRE #0${d(7)}`;
    case 'London, UK':
      return `Company No. ${d(8)}`;
    case 'Paris, France':
      return `Carte CPI 7501 20${10 + (n % 15)} 000 0${d(2)} ${d(3, 1)}`;
    case 'Moscow, Russia':
      return `ОГРН 10277${d(8)}`;
    case 'Istanbul, Turkey':
      return `Yetki Belgesi No. 34${d(5)}`;
    case 'Copenhagen, Denmark':
      return `CVR ${1 + (n % 9)}${d(7)}`;
    case 'Tokyo, Japan':
      return `東京都知事(${1 + (n % 12)})第${d(5)}号`;
    case 'Phnom Penh, Cambodia':
      return `MEF Licence No. ${d(3)}/${20 + (n % 7)}`;
    default:
      return `Reg. No. ${d(8)}`;
  }
}

/** A web address for a generated agency, on a domain kept for examples (RFC 2606). */
function websiteOf(name: string) {
  const slug = name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `https://www.${slug}.example`;
}

/**
 * Makes the generated agents' firms real agencies (docs/product.md#agencies): an `agencies` row
 * for each firm named in `agents.agency`, with its Japanese name, a licence number in the format
 * of the country its first agent covers, a phone and a website; its generated agents become its
 * agents, and their homes its listings. Homes, inquiries and pages stay as they were: only the
 * links are added. Agents already linked, and owners' profiles, are left alone, so it does
 * nothing the second time. Returns the agencies made.
 */
export async function linkGeneratedAgencies<Schema extends Record<string, unknown>>(
  // Drizzle's own type, so the client need not import it; any schema the caller opened it with.
  db: PgDatabase<PgQueryResultHKT, Schema>,
) {
  const firms = await db
    .select({
      name: agents.agency,
      nameJa: sql<string | null>`min(${agents.agencyJa})`,
      firstAgent: sql<number>`min(${agents.id})`,
    })
    .from(agents)
    .where(and(isNotNull(agents.agency), isNull(agents.agencyId), isNull(agents.userId)))
    .groupBy(agents.agency)
    .orderBy(asc(sql`min(${agents.id})`));
  let made = 0;
  for (const firm of firms) {
    const [first] = await db
      .select({ areas: agents.areas, phone: agents.phone })
      .from(agents)
      .where(eq(agents.id, firm.firstAgent));
    const n = firm.firstAgent;
    const [agency] = await db
      .insert(agencies)
      .values({
        name: firm.name!,
        nameJa: firm.nameJa,
        licence: generatedLicence(first?.areas[0] ?? '', n),
        phone: `+1 (555) 01${String(n % 100).padStart(2, '0')}-${digits(n, 4, 2)}`,
        website: websiteOf(firm.name!),
      })
      .returning({ id: agencies.id });
    const members = await db
      .update(agents)
      .set({ agencyId: agency!.id, agencyRole: 'agent' })
      .where(and(eq(agents.agency, firm.name!), isNull(agents.agencyId), isNull(agents.userId)))
      .returning({ id: agents.id });
    if (members.length > 0) {
      await db
        .update(properties)
        .set({ agencyId: agency!.id })
        .where(
          and(
            inArray(
              properties.agentId,
              members.map((member) => member.id),
            ),
            isNull(properties.agencyId),
          ),
        );
    }
    made++;
  }
  return made;
}
