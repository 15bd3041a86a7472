import { describe, expect, it } from 'vitest';

import { parseWithZod } from './forms/parse';
import { inquirySchema, openedInquiryId } from './forms/inquiry';
import { viewingDays, viewingSlots, viewingTimes } from './viewing-slots';

const weekdays = { days: [1, 2, 3, 4, 5], from: '09:00', to: '11:00' };

describe('viewing slots', () => {
  it('offer half hours from the start of the span, each ending by its end', () => {
    expect(viewingTimes(weekdays)).toEqual(['09:00', '09:30', '10:00', '10:30']);
    expect(viewingTimes({ days: [1], from: '08:30', to: '09:15' })).toEqual(['08:30']);
  });

  it('offer nothing for hours that are missing, malformed or empty', () => {
    expect(viewingTimes(null)).toEqual([]);
    expect(viewingTimes({ days: [1], from: '9am', to: '17:00' })).toEqual([]);
    expect(viewingTimes({ days: [1], from: '17:00', to: '09:00' })).toEqual([]);
    expect(
      viewingSlots(
        { days: [], from: '09:00', to: '17:00' },
        { zone: 'UTC', now: new Date('2026-11-25T12:00:00Z') },
      ),
    ).toEqual({ days: [], times: [], zone: 'UTC', taken: [] });
  });

  it('offer the lister’s days among the 14 from tomorrow (UTC dates)', () => {
    // 2026-11-25 is a Wednesday: tomorrow to the 9th of December, weekdays only.
    const days = viewingDays(weekdays, '2026-11-25');
    expect(days[0]).toBe('2026-11-26');
    expect(days).not.toContain('2026-11-25');
    expect(days).not.toContain('2026-11-28');
    expect(days.at(-1)).toBe('2026-12-09');
    expect(days).toHaveLength(10);
    expect(viewingDays({ ...weekdays, days: [0] }, '2026-11-25')).toEqual([
      '2026-11-29',
      '2026-12-06',
    ]);
  });
});

describe('the inquiry form’s schema', () => {
  const schema = inquirySchema(
    viewingSlots(weekdays, { zone: 'UTC', now: new Date('2026-11-25T12:00:00Z') }),
  );
  const post = (fields: Record<string, string>) => {
    const form = new FormData();
    const all = { name: 'Vera', email: 'Vera@Example.com', message: 'Still free?', ...fields };
    for (const [key, value] of Object.entries(all)) form.set(key, value);
    return parseWithZod(form, { schema });
  };
  const errorsOf = (fields: Record<string, string>) => {
    const submission = post(fields);
    return submission.status === 'success' ? undefined : submission.error;
  };

  it('take a letter with or without a visit among the slots', () => {
    const plain = post({});
    expect(plain.status).toBe('success');
    expect(plain.status === 'success' && plain.value.email).toBe('vera@example.com');
    expect(post({ viewingDate: '2026-11-26', viewingTime: '10:30' }).status).toBe('success');
  });

  it('refuse a visit out of the lister’s hours or days, or half given', () => {
    const errors = errorsOf;
    expect(errors({ viewingDate: '2026-11-28', viewingTime: '10:00' })).toEqual({
      viewingDate: ['invalid'],
    });
    expect(errors({ viewingDate: '2026-11-26', viewingTime: '11:00' })).toEqual({
      viewingTime: ['invalid'],
    });
    expect(errors({ viewingDate: '2026-12-10', viewingTime: '09:00' })).toEqual({
      viewingDate: ['invalid'],
    });
    expect(errors({ viewingDate: '2026-11-26' })).toEqual({ viewingTime: ['required'] });
    expect(errors({ viewingTime: '09:00' })).toEqual({ viewingDate: ['required'] });
  });

  it('refuse missing and overlong fields, a bad phone and a filled honeypot', () => {
    const refused = errorsOf({
      name: '',
      message: 'x'.repeat(2001),
      phone: 'call me',
      website: 'x',
    });
    expect(refused).toEqual({
      name: ['required'],
      message: ['max:2000'],
      phone: ['invalid'],
      website: ['invalid'],
    });
    expect(errorsOf({ propertyId: '0' })).toEqual({ propertyId: ['invalid'] });
    // Past what the database's ids hold: refused here, never a query that fails.
    expect(errorsOf({ propertyId: '2147483648' })).toEqual({ propertyId: ['invalid'] });
    expect(errorsOf({ propertyId: '2147483647' })).toBeUndefined();
  });
});

describe('the inquiry an address opens', () => {
  it('is the id of /account/inquiries/:id, and nothing for any other address', () => {
    expect(openedInquiryId('/account/inquiries/42')).toBe(42);
    expect(openedInquiryId('/account/inquiries/42/')).toBe(42);
    expect(openedInquiryId('/account/inquiries')).toBeUndefined();
    expect(openedInquiryId('/account/inquiries/0')).toBeUndefined();
    expect(openedInquiryId('/account/inquiries/4x')).toBeUndefined();
    expect(openedInquiryId('/account/inquiries/2147483648')).toBeUndefined();
    expect(openedInquiryId('/account/inquiries/99999999999')).toBeUndefined();
    expect(openedInquiryId('/property/42')).toBeUndefined();
  });
});
