import { randomBytes } from 'node:crypto';

import { and, eq, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { agencies, agents, photoFiles, photos } from '~/db/schema';
import type { Language } from '~/i18n/i18n';
import type { AgencyFields } from '~/lib/forms/agency';
import { MAX_PHOTO_BYTES, photoUrl, type PhotoRefusal } from '~/lib/photos/rules';

import { ensureOwnerAgent, type Owner } from '../listings.server';
import { inTurn, processPhoto } from '../photo-processing.server';
import { shownIn } from '../sql-helpers.server';
import { membershipOf } from './membership.server';

/** An agency's details as its forms write them: empty fields are kept as none. */
function detailsOf(fields: AgencyFields) {
  return {
    name: fields.name,
    nameJa: fields.nameJa || null,
    licence: fields.licence,
    address: fields.address || null,
    phone: fields.phone || null,
    website: fields.website || null,
  };
}

/**
 * Makes an agency whose first admin is the account (docs/product.md#agencies): its lister profile
 * joins it as admin. Null when the account already belongs to an agency (a member belongs to at
 * most one). Homes the account listed before stay its own, outside the agency.
 */
export async function createAgency(db: Database, owner: Owner, fields: AgencyFields) {
  return db.transaction(async (tx) => {
    const agentId = await ensureOwnerAgent(tx, owner);
    const [profile] = await tx
      .select({ agencyId: agents.agencyId })
      .from(agents)
      .where(eq(agents.id, agentId))
      .for('update');
    if (profile?.agencyId != null) return null;
    const [agency] = await tx
      .insert(agencies)
      .values(detailsOf(fields))
      .returning({ id: agencies.id });
    await tx
      .update(agents)
      .set({ agencyId: agency!.id, agencyRole: 'admin' })
      .where(eq(agents.id, agentId));
    return agency!.id;
  });
}

/** The agency this account is an admin of, or null: settings and members are theirs alone. */
export async function administeredAgency(db: Pick<Database, 'select'>, userId: number) {
  const membership = await membershipOf(db, userId);
  return membership?.role === 'admin' ? membership : null;
}

/** The agency's settings form: its details as stored. Null when the account is not its admin. */
export async function agencySettings(db: Database, userId: number) {
  const admin = await administeredAgency(db, userId);
  if (!admin) return null;
  const [row] = await db.select().from(agencies).where(eq(agencies.id, admin.agencyId));
  if (!row) return null;
  return { ...row, logo: row.logoKey ? photoUrl(row.logoKey, 240, 'jpeg') : null };
}

/** Changes the agency's details; false when the account is not an admin of an agency. */
export async function updateAgency(db: Database, userId: number, fields: AgencyFields) {
  const admin = await administeredAgency(db, userId);
  if (!admin) return false;
  await db.update(agencies).set(detailsOf(fields)).where(eq(agencies.id, admin.agencyId));
  return true;
}

type LogoResult = { ok: true; logo: string } | { ok: false; reason: PhotoRefusal };

/**
 * Sets the agency's logo (docs/product.md#agencies): processed by the photos' own pipeline (every
 * width and format, metadata dropped, ADR 0047) and served at the photos' addresses; the old logo
 * goes. Null when the account is not an admin of an agency.
 */
export async function setAgencyLogo(
  db: Database,
  userId: number,
  body: ReadableStream<Uint8Array> | Uint8Array,
  declaredType = '',
): Promise<LogoResult | null> {
  const admin = await administeredAgency(db, userId);
  if (!admin) return null;
  if (/svg/i.test(declaredType)) return { ok: false, reason: 'photos.error.svg' };
  const processed = await inTurn(() => processPhoto(body, MAX_PHOTO_BYTES));
  if (!processed.ok) return processed;
  const { photo } = processed;
  const key = photo.hash.slice(0, 20) + randomBytes(6).toString('hex');
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(photos)
      .values({ userId, key, width: photo.width, height: photo.height })
      .returning({ id: photos.id });
    for (const file of photo.files)
      await tx.insert(photoFiles).values({ photoId: row!.id, ...file });
    const [before] = await tx
      .select({ logoKey: agencies.logoKey })
      .from(agencies)
      .where(eq(agencies.id, admin.agencyId))
      .for('update');
    await tx.update(agencies).set({ logoKey: key }).where(eq(agencies.id, admin.agencyId));
    if (before?.logoKey) await tx.delete(photos).where(eq(photos.key, before.logoKey));
  });
  return { ok: true, logo: photoUrl(key, 240, 'jpeg') };
}

/**
 * What a page shows of an agency (docs/product.md#agencies): name in the page's language, logo,
 * licence number, address, phone and website.
 */
function agencyColumns(lang: Language) {
  return {
    id: agencies.id,
    name: shownIn(lang, agencies.name, agencies.nameJa),
    licence: agencies.licence,
    address: agencies.address,
    phone: agencies.phone,
    website: agencies.website,
    logoKey: agencies.logoKey,
  };
}

type AgencyCard = {
  id: number;
  name: string;
  licence: string | null;
  address: string | null;
  phone: string | null;
  website: string | null;
  logo: string | null;
};

/** An agency's columns as pages show them: its logo as an address. */
function agencyCardOf(row: {
  id: number;
  name: string;
  licence: string | null;
  address: string | null;
  phone: string | null;
  website: string | null;
  logoKey: string | null;
}): AgencyCard {
  const { logoKey, ...rest } = row;
  return { ...rest, logo: logoKey ? photoUrl(logoKey, 240, 'jpeg') : null };
}

/** The agency's public page's head: null when there is none. */
export async function getAgency(db: Database, id: number, lang: Language) {
  const [row] = await db.select(agencyColumns(lang)).from(agencies).where(eq(agencies.id, id));
  return row ? agencyCardOf(row) : null;
}

/** The agency's agents, admins first, for its public page. */
export async function listAgencyAgents(db: Database, agencyId: number, lang: Language) {
  return db
    .select({
      id: agents.id,
      name: shownIn(lang, agents.name, agents.nameJa),
      portrait: agents.name,
      phone: agents.phone,
      languages: agents.languages,
    })
    .from(agents)
    .where(and(eq(agents.agencyId, agencyId)))
    .orderBy(sql`${agents.agencyRole} = 'admin' desc`, agents.name, agents.id);
}
