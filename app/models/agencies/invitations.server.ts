import { and, eq, isNull, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { agencies, agencyInvitations, agents, users } from '~/db/schema';
import type { Language } from '~/i18n/i18n';
import { pathInLanguage } from '~/lib/language-path';

import type { JobSender } from '../jobs/jobs.server';
import { ensureOwnerAgent, type Owner } from '../listings.server';
import { agencyInvitationEmail } from '../mail/agency-invitation.server';
import { sendOnce } from '../mail/deliveries.server';
import { expired, expiresIn, readToken, signToken, tokenSignedFor } from '../mail/tokens.server';
import type { NewsletterMail } from '../newsletter.server';
import { administeredAgency } from './agencies.server';

/** How long an invitation's link works (docs/product.md#agencies). */
const INVITATION_DAYS = 7;

/**
 * An admin invites an address to the agency as an agent (docs/product.md#agencies): the
 * invitation is kept and its email put in the job queue. Null when the account is not an admin.
 */
export async function inviteMember(
  db: Database,
  jobs: JobSender,
  userId: number,
  { email, language, origin }: { email: string; language: Language; origin: string },
) {
  const admin = await administeredAgency(db, userId);
  if (!admin) return null;
  const [row] = await db
    .insert(agencyInvitations)
    .values({
      agencyId: admin.agencyId,
      email: email.trim().toLowerCase(),
      language,
      invitedBy: userId,
    })
    .returning({ id: agencyInvitations.id, createdAt: agencyInvitations.createdAt });
  await jobs.send('agency-invite', { invitationId: row!.id, origin });
  return row!.id;
}

/** Withdraws an invitation of the admin's agency: its link works no more. */
export async function withdrawInvitation(db: Database, userId: number, invitationId: number) {
  const admin = await administeredAgency(db, userId);
  if (!admin) return false;
  const rows = await db
    .update(agencyInvitations)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(agencyInvitations.id, invitationId),
        eq(agencyInvitations.agencyId, admin.agencyId),
        isNull(agencyInvitations.usedAt),
      ),
    )
    .returning({ id: agencyInvitations.id });
  return rows.length > 0;
}

/** The invitation's link: its token is signed for the row and the address (ADR 0053). */
function invitationLink(
  origin: string,
  secret: string,
  row: { id: number; email: string; createdAt: Date },
  language: Language,
) {
  const token = signToken(secret, {
    purpose: 'agency-invite',
    id: row.id,
    email: row.email,
    expires: expiresIn(INVITATION_DAYS, row.createdAt.getTime()),
  });
  return `${origin}${pathInLanguage(language, '/agency/join')}?token=${token}`;
}

/** The invitation's email, sent once by the queue's worker; nothing when it was used meanwhile. */
export async function sendInvitation(
  db: Database,
  mail: NewsletterMail,
  { invitationId, origin }: { invitationId: number; origin: string },
  options?: { leaseSeconds?: number },
) {
  const [row] = await db
    .select({
      id: agencyInvitations.id,
      email: agencyInvitations.email,
      language: agencyInvitations.language,
      createdAt: agencyInvitations.createdAt,
      usedAt: agencyInvitations.usedAt,
      agency: agencies.name,
      agencyJa: agencies.nameJa,
      inviter: users.name,
    })
    .from(agencyInvitations)
    .innerJoin(agencies, eq(agencies.id, agencyInvitations.agencyId))
    .leftJoin(users, eq(users.id, agencyInvitations.invitedBy))
    .where(eq(agencyInvitations.id, invitationId));
  if (!row || row.usedAt) return 'unchanged' as const;
  return sendOnce(
    db,
    mail.mailer,
    `agency-invite:${row.id}`,
    () =>
      agencyInvitationEmail({
        to: row.email,
        language: row.language,
        agency: (row.language === 'ja' && row.agencyJa) || row.agency,
        inviter: row.inviter ?? '',
        acceptUrl: invitationLink(origin, mail.secret, row, row.language),
      }),
    { ...options, host: new URL(origin).hostname },
  );
}

/** Why an invitation's link does not make the account a member. */
type JoinRefusal = 'invalid' | 'otherAddress' | 'member';

/** The invitation a token names, when the token is this site's, unused and not out of date. */
async function invitationOf(db: Database, secret: string, token: unknown) {
  const read = readToken(token);
  if (!read || expired(read)) return null;
  const [row] = await db
    .select({
      id: agencyInvitations.id,
      agencyId: agencyInvitations.agencyId,
      email: agencyInvitations.email,
      usedAt: agencyInvitations.usedAt,
    })
    .from(agencyInvitations)
    .where(eq(agencyInvitations.id, read.id));
  if (!row || row.usedAt || !tokenSignedFor(secret, 'agency-invite', read, row.email)) return null;
  return row;
}

/** What the join page shows before the account accepts: the agency, or why it cannot. */
export async function readInvitation(
  db: Database,
  secret: string,
  token: unknown,
  account: { email: string },
) {
  const invitation = await invitationOf(db, secret, token);
  if (!invitation) return { ok: false as const, reason: 'invalid' as JoinRefusal };
  const [agency] = await db
    .select({ id: agencies.id, name: agencies.name, nameJa: agencies.nameJa })
    .from(agencies)
    .where(eq(agencies.id, invitation.agencyId));
  if (!agency) return { ok: false as const, reason: 'invalid' as JoinRefusal };
  if (invitation.email !== account.email.toLowerCase())
    return { ok: false as const, reason: 'otherAddress' as JoinRefusal, agency };
  return { ok: true as const, agency };
}

/**
 * Accepts an invitation (docs/product.md#agencies): the account, signed in with the invited
 * address, becomes an agent of the agency, and the link works no more. Refused when the link is
 * not this site's, used, out of date or withdrawn ('invalid'), sent to another address, or the
 * account already belongs to an agency (a member belongs to at most one).
 */
export async function acceptInvitation(
  db: Database,
  secret: string,
  token: unknown,
  account: Owner & { email: string },
): Promise<{ ok: true; agencyId: number } | { ok: false; reason: JoinRefusal }> {
  const invitation = await invitationOf(db, secret, token);
  if (!invitation) return { ok: false, reason: 'invalid' };
  if (invitation.email !== account.email.toLowerCase())
    return { ok: false, reason: 'otherAddress' };
  return db.transaction(async (tx) => {
    const agentId = await ensureOwnerAgent(tx, account);
    const [profile] = await tx
      .select({ agencyId: agents.agencyId })
      .from(agents)
      .where(eq(agents.id, agentId))
      .for('update');
    if (profile?.agencyId != null) return { ok: false as const, reason: 'member' as const };
    // Used once: of two acceptances at once, one takes the row.
    const [used] = await tx
      .update(agencyInvitations)
      .set({ usedAt: sql`now()` })
      .where(and(eq(agencyInvitations.id, invitation.id), isNull(agencyInvitations.usedAt)))
      .returning({ id: agencyInvitations.id });
    if (!used) return { ok: false as const, reason: 'invalid' as const };
    await tx
      .update(agents)
      .set({ agencyId: invitation.agencyId, agencyRole: 'agent' })
      .where(eq(agents.id, agentId));
    return { ok: true as const, agencyId: invitation.agencyId };
  });
}
