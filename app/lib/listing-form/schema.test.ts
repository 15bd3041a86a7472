import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/v4/core';

import { contactOf, fieldsOfHome, homeFieldsOf } from './home-fields';
import { draftFieldsOf, draftSchema, listingSchema } from './schema';
import { canonicalVideoLink, parseVideoLink, videoEmbedUrl } from './video';

const complete = {
  name: 'A home',
  listingType: 'rent',
  location: 'London, UK',
  address: '1 High Street',
  latitude: '51.5072',
  longitude: '-0.1276',
  category: 'Condo',
  price: '2,500',
  numberOfBeds: '2',
  numberOfBathrooms: '1',
  numberOfArea: '900',
  numberOfKitchen: '1',
  numberOfLivingRooms: '1',
  garageSize: '0',
  plotSize: '1000',
  built: '1990',
  orientation: 'North',
  rentalTerms: '12-month lease',
  deposit: '5000',
  description: 'A quiet flat above the high street, two minutes from the station.',
  video: 'https://youtu.be/dQw4w9WgXcQ',
  hasPark: 'on',
  day1: 'on',
  day5: 'on',
  viewingFrom: '09:00',
  viewingTo: '17:30',
  tenure: 'leasehold',
  leaseYearsLeft: '118',
  councilTaxBand: 'D',
  epcRating: 'C',
};

const errorsOf = (value: Record<string, unknown>) => {
  const result = safeParse(listingSchema, value);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the listing schema', () => {
  it('turns a complete form into the home’s columns and the owner’s contact', () => {
    const result = safeParse(listingSchema, complete);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(homeFieldsOf(result.data)).toMatchObject({
      price: 2500,
      deposit: 5000,
      rentalTerms: '12-month lease',
      video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      hasPark: true,
      hasSchool: false,
    });
    expect(contactOf(result.data)).toEqual({
      phone: null,
      viewingHours: { days: [1, 5], from: '09:00', to: '17:30' },
    });
    // A sale keeps no rental terms or deposit.
    const sale = safeParse(listingSchema, { ...complete, listingType: 'sale' });
    expect(sale.success && homeFieldsOf(sale.data)).toMatchObject({
      rentalTerms: null,
      deposit: null,
    });
  });

  it('says what is wrong with each field, in codes the form words in either language', () => {
    expect(
      errorsOf({
        ...complete,
        name: ' ',
        location: 'Atlantis',
        price: '12a',
        numberOfBeds: '51',
        description: 'Too short.',
        video: 'https://example.com/tour.mp4',
        phone: 'call me',
        viewingTo: '08:00',
      }),
    ).toEqual({
      name: 'required',
      location: 'required',
      price: 'number',
      numberOfBeds: 'range:0:50',
      description: 'min:30',
      video: 'video',
      phone: 'phone',
      viewingTo: 'hoursOrder',
    });
    expect(errorsOf({ ...complete, price: '1,000,001' })).toEqual({ price: 'range:1:1000000' });
    expect(errorsOf({ ...complete, listingType: 'sale', price: '1,000,001' })).toEqual({});
    expect(errorsOf({ ...complete, viewingFrom: undefined })).toEqual({ viewingTo: 'hours' });
  });

  it('keeps the terms as Japan writes them for a home in Japan, and none elsewhere', () => {
    const tokyo = {
      ...complete,
      location: 'Tokyo, Japan',
      latitude: '35.6812',
      longitude: '139.7671',
      price: '150,000',
      deposit: '150000',
      keyMoney: '150,000',
      managementFee: '8000',
      renewalFee: '150000',
      guarantorRequired: 'yes',
      guarantorFee: '75000',
      contractMonths: '24',
      repairReserve: '12000',
      builtMonth: '3',
      listerRole: 'broker',
    };
    const rent = safeParse(listingSchema, tokyo);
    expect(rent.success && homeFieldsOf(rent.data)).toMatchObject({
      keyMoney: 150_000,
      managementFee: 8_000,
      renewalFee: 150_000,
      guarantorRequired: true,
      guarantorFee: 75_000,
      contractMonths: 24,
      // A rental has no repair reserve.
      repairReserve: null,
      builtMonth: 3,
      listerRole: 'broker',
    });
    const sale = safeParse(listingSchema, { ...tokyo, listingType: 'sale', price: '48000000' });
    expect(sale.success && homeFieldsOf(sale.data)).toMatchObject({
      keyMoney: null,
      guarantorRequired: null,
      managementFee: 8_000,
      repairReserve: 12_000,
    });
    // The form hides them for a home elsewhere: nothing left in them is kept.
    const london = safeParse(listingSchema, { ...tokyo, ...complete, keyMoney: '1000' });
    expect(london.success && homeFieldsOf(london.data)).toMatchObject({
      keyMoney: null,
      managementFee: null,
      listerRole: null,
    });
    // Bad terms are each named, in codes the form words in either language.
    expect(
      errorsOf({
        ...tokyo,
        keyMoney: '-5',
        managementFee: 'lots',
        contractMonths: '0',
        builtMonth: '13',
        guarantorRequired: 'maybe',
        listerRole: 'friend',
      }),
    ).toEqual({
      keyMoney: 'number',
      managementFee: 'number',
      contractMonths: 'range:1:120',
      builtMonth: 'range:1:12',
      guarantorRequired: 'choice',
      listerRole: 'choice',
    });
  });

  it('keeps a draft as typed, known fields only, refusing only what is too long', () => {
    expect(
      draftFieldsOf({ name: 'Half', price: '12a', bogus: 'x', hasPark: 'on', built: '' }),
    ).toEqual({
      name: 'Half',
      price: '12a',
      hasPark: 'on',
    });
    expect(safeParse(draftSchema, { price: 'lots' }).success).toBe(true);
    expect(safeParse(draftSchema, { name: 'x'.repeat(121) }).success).toBe(false);
  });

  it('gives back a published home as the form’s fields', () => {
    const result = safeParse(listingSchema, complete);
    if (!result.success) throw new Error('invalid');
    const home = homeFieldsOf(result.data);
    const fields = fieldsOfHome(home, contactOf(result.data));
    expect(safeParse(listingSchema, fields).success).toBe(true);
    expect(fields).toMatchObject({ price: '2500', hasPark: 'on', day5: 'on', viewingTo: '17:30' });
    expect(fields).not.toHaveProperty('hasSchool');
  });
});

describe("a UK listing's material information", () => {
  const issues = (value: Record<string, unknown>) => {
    const result = safeParse(listingSchema, value);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('is not published without its tenure and council tax band, and a lease names its years', () => {
    const { tenure: _t, councilTaxBand: _b, ...without } = complete;
    expect(issues(without)).toEqual({ tenure: 'materialInfo', councilTaxBand: 'materialInfo' });
    // Said beside the form's other messages, not only once everything else is right.
    expect(issues({ ...without, price: '12a' })).toMatchObject({
      price: 'number',
      tenure: 'materialInfo',
    });
    const { leaseYearsLeft: _y, ...noYears } = complete;
    // A form leaves an empty field out.
    expect(issues(noYears)).toEqual({ leaseYearsLeft: 'required' });
    expect(issues({ ...complete, leaseYearsLeft: '1200' })).toEqual({
      leaseYearsLeft: 'range:1:999',
    });
    expect(issues({ ...complete, councilTaxBand: 'Z', epcRating: 'H' })).toEqual({
      councilTaxBand: 'invalid',
      epcRating: 'invalid',
    });
    // A freehold needs no years; an office pays business rates, so it has no band.
    expect(issues({ ...noYears, tenure: 'freehold' })).toEqual({});
    expect(issues({ ...without, tenure: 'freehold', category: 'Office' })).toEqual({});
  });

  it('is asked of UK homes only, and kept as the columns of a UK home only', () => {
    const { tenure: _t, councilTaxBand: _b, ...without } = complete;
    const paris = {
      ...without,
      location: 'Paris, France',
      latitude: '48.8566',
      longitude: '2.3522',
    };
    const parsed = safeParse(listingSchema, paris);
    expect(parsed.success).toBe(true);
    if (parsed.success) {
      expect(homeFieldsOf(parsed.data)).toMatchObject({
        tenure: null,
        leaseYearsLeft: null,
        councilTaxBand: null,
        epcRating: null,
      });
    }
    const london = safeParse(listingSchema, { ...complete, tenure: 'freehold' });
    expect(london.success && homeFieldsOf(london.data)).toMatchObject({
      tenure: 'freehold',
      // A freehold has no lease, whatever the form still held.
      leaseYearsLeft: null,
      councilTaxBand: 'D',
      epcRating: 'C',
    });
  });
});

describe('video links', () => {
  it('accept YouTube and Vimeo videos in their usual forms, and nothing else', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      'http://youtube.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(parseVideoLink(link), link).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ' });
    }
    expect(parseVideoLink('https://vimeo.com/76979871')).toEqual({
      provider: 'vimeo',
      id: '76979871',
    });
    expect(parseVideoLink('https://player.vimeo.com/video/76979871')).toEqual({
      provider: 'vimeo',
      id: '76979871',
    });
    for (const link of [
      'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://evil.example/?u=https://youtu.be/dQw4w9WgXcQ',
      'https://user@youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'https://vimeo.com/channels/staff',
      'https://example.com/tour.mp4',
      '/art/1/tour/full/1.webp',
    ]) {
      expect(parseVideoLink(link), link).toBeNull();
    }
  });

  it('store one address and play through the privacy-minded player', () => {
    const video = parseVideoLink('https://youtu.be/dQw4w9WgXcQ')!;
    expect(canonicalVideoLink(video)).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(videoEmbedUrl(video)).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    expect(videoEmbedUrl({ provider: 'vimeo', id: '76979871' })).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
  });
});
