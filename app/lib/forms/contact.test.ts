import { describe, expect, it } from 'vitest';

import { contactSchema } from './contact';
import { parseWithZod } from './parse';

function submit(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return parseWithZod(form, { schema: contactSchema });
}

/** The error codes of a refused submission, or null when it is accepted. */
function errorsOf(fields: Record<string, string>) {
  const submission = submit(fields);
  return submission.status === 'success' ? null : submission.error;
}

const valid = {
  name: 'Ann Lee',
  email: 'Ann@Example.com',
  phone: '',
  subject: 'Viewing on Saturday',
  message: 'Could I see the loft at 10am?',
  website: '',
};

describe('contactSchema', () => {
  it('accepts a full message, trims it and leaves out an empty phone', () => {
    const submission = submit({ ...valid, name: '  Ann Lee  ' });
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value).toEqual({
      name: 'Ann Lee',
      email: 'ann@example.com',
      subject: 'Viewing on Saturday',
      message: 'Could I see the loft at 10am?',
    });
  });

  it.each(['+1 (555) 010-2030', '03-1234-5678', '5550102'])('accepts the phone %j', (phone) => {
    const submission = submit({ ...valid, phone });
    expect(submission.status === 'success' && submission.value.phone).toBe(phone);
  });

  it('answers each missing field with "required"', () => {
    expect(errorsOf({ website: '' })).toEqual({
      name: ['required'],
      email: ['required'],
      subject: ['required'],
      message: ['required'],
    });
  });

  it('refuses a malformed email and phone, and texts over their limits', () => {
    const errors = errorsOf({
      name: 'n'.repeat(81),
      email: 'not-an-email',
      phone: 'call me',
      subject: 's'.repeat(121),
      message: 'm'.repeat(2001),
    });
    expect(errors).toEqual({
      name: ['max:80'],
      email: ['email'],
      phone: ['invalid'],
      subject: ['max:120'],
      message: ['max:2000'],
    });
  });

  it('keeps a phone to 30 characters and at least five digits', () => {
    expect(errorsOf({ ...valid, phone: '1'.repeat(31) })).toEqual({ phone: ['max:30'] });
    expect(errorsOf({ ...valid, phone: '+1 (2)' })).toEqual({ phone: ['invalid'] });
  });

  it('takes texts exactly at their limits', () => {
    const submission = submit({
      ...valid,
      name: 'n'.repeat(80),
      subject: 's'.repeat(120),
      message: 'm'.repeat(2000),
      phone: '1'.repeat(30),
    });
    expect(submission.status).toBe('success');
  });

  it('refuses a form whose hidden honeypot was filled in', () => {
    expect(submit({ ...valid, website: 'https://spam.example' }).status).not.toBe('success');
  });
});
