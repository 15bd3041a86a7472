import { describe, expect, it } from 'vitest';

import { contactSchema } from './contact';
import { inquirySchema } from './inquiry';
import { parseWithZod } from './parse';
import { senderFields } from './sender';
import { SENDER_MESSAGE_MAX, SENDER_NAME_MAX } from './sender-check';

const EMPTY_SLOTS = { days: [], times: [], zone: 'UTC', taken: [] };

const SENDER = ['name', 'email', 'phone', 'message'] as const;

function errorsOf(schema: Parameters<typeof parseWithZod>[1]['schema'], fields: object) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, String(value));
  const submission = parseWithZod(form, { schema });
  if (submission.status === 'success') return {};
  return Object.fromEntries(
    SENDER.map((name) => [name, submission.error?.[name]]).filter(([, errors]) => errors),
  );
}

const senders = [
  { name: 'Ann Lee', email: 'ann@example.com', phone: '', message: 'Hello' },
  { name: '', email: '', phone: '', message: '' },
  { name: 'x'.repeat(SENDER_NAME_MAX + 1), email: 'nope', phone: '12', message: 'Hi' },
  {
    name: 'Ann',
    email: 'a@b.co',
    phone: '+81 (3) 1234-5678',
    message: 'x'.repeat(SENDER_MESSAGE_MAX + 1),
  },
  { name: 'Ann', email: 'a@b.co', phone: '03-1234-567a', message: 'Hi' },
];

describe('the sender’s fields, shared by the contact and inquiry forms (ADR 0007)', () => {
  it('are the very same fields in both forms', () => {
    const inquiry = inquirySchema(EMPTY_SLOTS);
    for (const name of SENDER) {
      expect(contactSchema.shape[name]).toBe(senderFields[name]);
      expect(inquiry.shape[name]).toBe(senderFields[name]);
    }
  });

  it.each(senders)('refuse the same sender the same way in both forms (%o)', (sender) => {
    const contact = errorsOf(contactSchema, { ...sender, subject: 'About', website: '' });
    const inquiry = errorsOf(inquirySchema(EMPTY_SLOTS), { ...sender, website: '' });
    expect(inquiry).toEqual(contact);
  });
});
