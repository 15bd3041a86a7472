import { createHash } from 'node:crypto';

import { and, eq, lt, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { mailDeliveries } from '~/db/schema';

import type { Mailer, MailMessage } from './mailer.server';

/**
 * How long a claimed delivery is left to its sender before another may send it again (ADR 0054):
 * longer than the SMTP exchange may take (three timeouts of 10 s), so a live sender is never
 * overtaken, and short enough that a killed one's message goes out within minutes.
 */
export const SEND_LEASE_SECONDS = 120;

/** Thrown while another worker holds the delivery: the job is tried again later. */
export class DeliveryBusyError extends Error {
  constructor(key: string) {
    super(`The email ${key} is being sent by another worker`);
  }
}

/**
 * Sends a message once for `key` (ADR 0054), whichever worker, retry or restart asks: the key is
 * claimed in `mail_deliveries` before the SMTP send (`sending`, with a lease) and marked `sent`
 * once the mail server took it. A refused or failed send gives the claim back and throws, so the
 * job retries; a claim whose sender died runs out and the next try sends it. The message carries
 * a Message-ID made from the key: the one case that can send twice (a worker killed after the
 * server took the message, before `sent` was written) sends the same message again.
 */
export async function sendOnce(
  db: Database,
  mailer: Mailer,
  key: string,
  message: () => MailMessage | Promise<MailMessage>,
  { leaseSeconds = SEND_LEASE_SECONDS, host = 'roofline.invalid' } = {},
): Promise<'sent' | 'already'> {
  const lease = sql`now() + make_interval(secs => ${leaseSeconds})`;
  const claimed = await db
    .insert(mailDeliveries)
    .values({ key, leaseUntil: lease })
    .onConflictDoUpdate({
      target: mailDeliveries.key,
      set: { leaseUntil: lease, attempts: sql`${mailDeliveries.attempts} + 1` },
      setWhere: and(
        eq(mailDeliveries.status, 'sending'),
        lt(mailDeliveries.leaseUntil, sql`now()`),
      ),
    })
    .returning({ key: mailDeliveries.key });
  if (claimed.length === 0) {
    const [row] = await db
      .select({ status: mailDeliveries.status })
      .from(mailDeliveries)
      .where(eq(mailDeliveries.key, key));
    if (row?.status === 'sent') return 'already';
    throw new DeliveryBusyError(key);
  }
  try {
    const built = await message();
    await mailer.send({ ...built, messageId: messageIdFor(key, host) });
  } catch (error) {
    await db
      .delete(mailDeliveries)
      .where(and(eq(mailDeliveries.key, key), eq(mailDeliveries.status, 'sending')));
    throw error;
  }
  await db
    .update(mailDeliveries)
    .set({ status: 'sent', sentAt: sql`now()` })
    .where(eq(mailDeliveries.key, key));
  return 'sent';
}

/** The same key makes the same Message-ID, so a message sent again is the same message. */
export function messageIdFor(key: string, host: string) {
  const digest = createHash('sha256').update(key).digest('base64url').slice(0, 32);
  return `<${digest}@${host}>`;
}
