import { describe, expect, it } from 'vitest';

import { inquirySchema } from './forms/inquiry';
import { parseWithZod } from './forms/parse';
import { slotKey, slotProblem, viewingMoment, viewingSlots } from './viewing-slots';
import {
  formatInZone,
  isCalendarDate,
  isClockTime,
  isTimeZone,
  wallClock,
  zonedMoment,
  zonedToday,
  zoneOffsetMinutes,
} from './zoned-time';

describe('a home’s clock (ADR 0110)', () => {
  it('puts Tokyo’s 10:00 at 01:00 UTC, not 10:00 UTC', () => {
    expect(zonedMoment('2026-12-01', '10:00', 'Asia/Tokyo')?.toISOString()).toBe(
      '2026-12-01T01:00:00.000Z',
    );
    expect(viewingMoment('2026-12-01', '10:00', 'Asia/Tokyo')?.toISOString()).toBe(
      '2026-12-01T01:00:00.000Z',
    );
  });

  it('follows London across its changes: GMT in winter, BST in summer, the lost hour refused', () => {
    // The clocks go forward at 01:00 on 29 March 2026 and back at 02:00 on 25 October 2026.
    expect(zonedMoment('2026-03-28', '10:00', 'Europe/London')?.toISOString()).toBe(
      '2026-03-28T10:00:00.000Z',
    );
    expect(zonedMoment('2026-03-29', '10:00', 'Europe/London')?.toISOString()).toBe(
      '2026-03-29T09:00:00.000Z',
    );
    expect(zonedMoment('2026-03-29', '01:30', 'Europe/London')).toBeUndefined();
    expect(zonedMoment('2026-10-24', '10:00', 'Europe/London')?.toISOString()).toBe(
      '2026-10-24T09:00:00.000Z',
    );
    expect(zonedMoment('2026-10-25', '10:00', 'Europe/London')?.toISOString()).toBe(
      '2026-10-25T10:00:00.000Z',
    );
    // 01:30 happens twice on 25 October: the first (BST) is taken.
    expect(zonedMoment('2026-10-25', '01:30', 'Europe/London')?.toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(zoneOffsetMinutes(new Date('2026-07-01T12:00:00Z'), 'Europe/London')).toBe(60);
    expect(zoneOffsetMinutes(new Date('2026-12-01T12:00:00Z'), 'Europe/London')).toBe(0);
  });

  it('follows New York across its changes: EST, EDT, and its own dates', () => {
    // Forward at 02:00 on 8 March 2026, back at 02:00 on 1 November 2026.
    expect(zonedMoment('2026-03-07', '10:00', 'America/New_York')?.toISOString()).toBe(
      '2026-03-07T15:00:00.000Z',
    );
    expect(zonedMoment('2026-03-08', '10:00', 'America/New_York')?.toISOString()).toBe(
      '2026-03-08T14:00:00.000Z',
    );
    expect(zonedMoment('2026-03-08', '02:30', 'America/New_York')).toBeUndefined();
    expect(zonedMoment('2026-10-31', '10:00', 'America/New_York')?.toISOString()).toBe(
      '2026-10-31T14:00:00.000Z',
    );
    expect(zonedMoment('2026-11-01', '10:00', 'America/New_York')?.toISOString()).toBe(
      '2026-11-01T15:00:00.000Z',
    );
    // Late on the 1st in New York is already the 2nd in UTC: the home's today is its own.
    expect(zonedToday('America/New_York', new Date('2026-12-02T03:00:00Z'))).toBe('2026-12-01');
    expect(wallClock(new Date('2026-07-04T16:00:00Z'), 'America/New_York')).toMatchObject({
      date: '2026-07-04',
      time: '12:00',
    });
  });

  it('refuses dates, times and zones of every other shape', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '26-12-01', '2026-12-1', '', ' 2026-12-01', 1]) {
      expect(isCalendarDate(bad), String(bad)).toBe(false);
    }
    for (const bad of ['24:00', '9:00', '09:60', '09:00:00', '', 'noon', null]) {
      expect(isClockTime(bad), String(bad)).toBe(false);
    }
    for (const bad of ['Mars/Base', '+09:00', '', 'x'.repeat(80), 42]) {
      expect(isTimeZone(bad), String(bad)).toBe(false);
    }
    expect(isTimeZone('Asia/Tokyo')).toBe(true);
    expect(zonedMoment('2026-12-01', '10:00', 'Mars/Base')).toBeUndefined();
  });

  it('names the zone beside a time, in each language', () => {
    const at = new Date('2026-12-01T01:00:00Z');
    expect(formatInZone('en', at, 'Asia/Tokyo')).toContain('10:00');
    expect(formatInZone('ja', at, 'Asia/Tokyo')).toContain('10:00');
    expect(formatInZone('en', at, 'Europe/London')).toContain('01:00');
  });
});

describe('viewing slots on the home’s clock', () => {
  const hours = { days: [0, 1, 2, 3, 4, 5, 6], from: '00:30', to: '03:00' };

  it('count the 14 days from the home’s tomorrow, not the server’s', () => {
    // 23:00 UTC on 30 November is already 1 December in Tokyo: its tomorrow is the 2nd.
    const now = new Date('2026-11-30T23:00:00Z');
    expect(viewingSlots(hours, { zone: 'Asia/Tokyo', now }).days[0]).toBe('2026-12-02');
    expect(viewingSlots(hours, { zone: 'America/New_York', now }).days[0]).toBe('2026-12-01');
  });

  it('refuse the hour the clock skips and a slot confirmed for someone else', () => {
    const slots = viewingSlots(
      { days: [0], from: '01:00', to: '03:00' },
      { zone: 'Europe/London', now: new Date('2026-03-20T12:00:00Z'), taken: ['2026-03-22T01:00'] },
    );
    expect(slots.days).toContain('2026-03-29');
    expect(slotProblem(slots, '2026-03-29', '01:30')).toBe('viewingTime');
    expect(slotProblem(slots, '2026-03-29', '02:00')).toBeUndefined();
    expect(slotProblem(slots, '2026-03-22', '01:00')).toBe('taken');
    expect(slotProblem(slots, '2026-03-22', '01:30')).toBeUndefined();
    const schema = inquirySchema(slots);
    const post = (viewingDate: string, viewingTime: string) => {
      const form = new FormData();
      for (const [key, value] of Object.entries({
        name: 'Vera',
        email: 'vera@example.com',
        message: 'Hello',
        viewingDate,
        viewingTime,
      }))
        form.set(key, value);
      const submission = parseWithZod(form, { schema });
      return submission.status === 'success' ? undefined : submission.error;
    };
    expect(post('2026-03-22', '01:00')).toEqual({ viewingTime: ['taken'] });
    expect(post('2026-03-29', '01:30')).toEqual({ viewingTime: ['invalid'] });
    expect(post('2026-03-29', '02:00')).toBeUndefined();
    expect(slotKey('2026-03-22', '01:00')).toBe('2026-03-22T01:00');
  });
});
