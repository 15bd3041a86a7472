import type { Database } from '~/db/client.server';
import { contactMessages } from '~/db/schema';
import type { ContactInput } from '~/lib/forms/contact';

export type NewContactMessage = Pick<
  ContactInput,
  'name' | 'email' | 'phone' | 'subject' | 'message'
>;

/**
 * Stores a message sent from the contact page (docs/product.md#contact: contact messages are kept).
 */
export async function createContactMessage(db: Database, message: NewContactMessage) {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: message.name,
      email: message.email,
      phone: message.phone?.trim() || null,
      subject: message.subject,
      message: message.message,
    })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return row!;
}
