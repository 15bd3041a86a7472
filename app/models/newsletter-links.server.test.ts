import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { newsletterSubscriptions } from '~/db/schema';

import { openTestDatabase } from '../../tests/unit/test-database';
import { mailSecret, signToken } from './mail/tokens.server';
import {
  checkConfirmLink,
  confirmWithLink,
  unsubscribeLinkAddress,
  unsubscribeWithLink,
} from './newsletter-links.server';
import { confirmLink, unsubscribeLink } from './newsletter.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
let secret: string;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  secret = await mailSecret(db);
});
afterAll(() => handle?.close());

async function subscriber(email: string, confirmed = false) {
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({ email, confirmedAt: confirmed ? new Date() : null })
    .returning();
  return row!;
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const confirmedAt = async (id: number) =>
  (await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id)))[0]
    ?.confirmedAt;

describe('the signing key', () => {
  it('is made once and kept in the database, unless MAIL_SECRET gives one', async () => {
    expect(await mailSecret(db)).toBe(secret);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await mailSecret(db, 'configured-key-of-at-least-32-chars!!')).toBe(
      'configured-key-of-at-least-32-chars!!',
    );
  });
});

describe('the confirm link (docs/product.md#email-and-the-newsletter)', () => {
  it('shows the address before the button, confirms on the post, and says so once more if used again', async () => {
    const row = await subscriber('confirm@example.com');
    const token = tokenOf(confirmLink('https://x.example', secret, row));
    expect(await checkConfirmLink(db, secret, token)).toEqual({
      state: 'ready',
      email: 'confirm@example.com',
    });
    expect(await confirmedAt(row.id)).toBeNull();
    expect(await confirmWithLink(db, secret, token)).toEqual({
      state: 'confirmed',
      email: 'confirm@example.com',
    });
    const first = await confirmedAt(row.id);
    expect(first).toBeInstanceOf(Date);
    // Replayed: the subscription stays as it was.
    expect(await confirmWithLink(db, secret, token)).toMatchObject({ state: 'already' });
    expect(await confirmedAt(row.id)).toEqual(first);
  });

  it('refuses a forged, altered, foreign or misused token and changes nothing', async () => {
    const row = await subscriber('forged@example.com');
    const other = await subscriber('other@example.com');
    const token = tokenOf(confirmLink('https://x.example', secret, row));
    const [, expires, signature] = token.split('.');
    const flipped = signature!.startsWith('A')
      ? `B${signature!.slice(1)}`
      : `A${signature!.slice(1)}`;
    for (const bad of [
      null,
      '',
      'nonsense',
      `${row.id}.${expires}.${flipped}`,
      `${other.id}.${expires}.${signature}`,
      `${row.id}.${Number(expires) + 1}.${signature}`,
      `${row.id}.0.${signature}`,
      tokenOf(confirmLink('https://x.example', 'another-site-key-of-32-characters!!', row)),
      tokenOf(unsubscribeLink('https://x.example', secret, row)),
      `${token}\r\nX: y`,
      'x'.repeat(10_000),
    ]) {
      expect(await confirmWithLink(db, secret, bad), String(bad).slice(0, 80)).toEqual({
        state: 'invalid',
      });
    }
    expect(await confirmedAt(row.id)).toBeNull();
    expect(await confirmedAt(other.id)).toBeNull();
  });

  it('refuses a link past its seven days with its own message', async () => {
    const row = await subscriber('late@example.com');
    const yesterday = Math.floor(Date.now() / 1000) - 24 * 60 * 60;
    const token = signToken(secret, {
      purpose: 'confirm',
      id: row.id,
      email: row.email,
      expires: yesterday,
    });
    expect(await checkConfirmLink(db, secret, token)).toEqual({ state: 'expired' });
    expect(await confirmWithLink(db, secret, token)).toEqual({ state: 'expired' });
    expect(await confirmedAt(row.id)).toBeNull();
  });
});

describe('the unsubscribe link', () => {
  it('names the address, removes the subscription on the post, and is harmless used again', async () => {
    const row = await subscriber('leaving@example.com', true);
    const token = tokenOf(unsubscribeLink('https://x.example', secret, row));
    expect(await unsubscribeLinkAddress(db, secret, token)).toBe('leaving@example.com');
    expect(await unsubscribeWithLink(db, secret, token)).toBe(true);
    expect(await confirmedAt(row.id)).toBeUndefined();
    expect(await unsubscribeWithLink(db, secret, token)).toBe(false);
    expect(await unsubscribeLinkAddress(db, secret, token)).toBeNull();
  });

  it('removes nothing for a forged or altered token, nor a confirm token', async () => {
    const row = await subscriber('staying@example.com', true);
    const token = tokenOf(unsubscribeLink('https://x.example', secret, row));
    const [, , signature] = token.split('.');
    for (const bad of [
      `${row.id}.0.${'A'.repeat(43)}`,
      `${row.id + 1}.0.${signature}`,
      tokenOf(confirmLink('https://x.example', secret, row)),
      '1.0',
      undefined,
    ])
      expect(await unsubscribeWithLink(db, secret, bad)).toBe(false);
    expect(await confirmedAt(row.id)).toBeInstanceOf(Date);
  });

  it('does not work on a new sign-up of the same address after unsubscribing', async () => {
    const row = await subscriber('back@example.com', true);
    const old = tokenOf(unsubscribeLink('https://x.example', secret, row));
    await unsubscribeWithLink(db, secret, old);
    const again = await subscriber('back@example.com', true);
    expect(await unsubscribeWithLink(db, secret, old)).toBe(false);
    expect(await confirmedAt(again.id)).toBeInstanceOf(Date);
  });
});
