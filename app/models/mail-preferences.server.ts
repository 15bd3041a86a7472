import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

import { users } from '~/db/schema';
import type { Language } from '~/i18n/i18n';
import type { MailKind } from '~/lib/mail-kinds';

/**
 * What an account chose in its settings about the emails it gets (docs/product.md#accounts),
 * as SQL for the queries that pick an email's readers: every mailing reads these, so a kind
 * turned off is never sent and every email is in the language chosen.
 */

/** True when the account (the row of `users` in the query) gets emails of this kind. */
export function mailKindOn(kind: MailKind): SQL<boolean> {
  return sql<boolean>`not (${kind} = any(${users.mailOff}))`;
}

/** The account's chosen language, else `fallback` (the language the email used before). */
export function mailLanguage(fallback: SQLWrapper | Language): SQL<Language> {
  return sql<Language>`coalesce(${users.mailLanguage}, ${fallback})`;
}
