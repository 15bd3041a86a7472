import { describe, expect, it } from 'vitest';

import { inJapan } from './place-country';
import { dkAreaSqft, layoutChoiceOf, layoutCode } from './layout-code';

const home = (
  beds: number,
  living: number,
  kitchens: number,
  area = 2_000,
  category = 'Apartment',
) => ({
  category,
  numberOfBeds: beds,
  numberOfLivingRooms: living,
  numberOfKitchen: kitchens,
  numberOfArea: area,
});

describe('layoutCode (docs/product.md#the-layout-code)', () => {
  it.each([
    // A studio: one room, the kitchen in it.
    ['a studio with its kitchen', home(0, 1, 1), '1R'],
    ['no room besides the kitchen', home(0, 0, 1), '1R'],
    ['one bedroom and nothing else given', home(1, 0, 0), '1R'],
    ['one living room and no kitchen given', home(0, 1, 0), '1R'],
    // A kitchen without a living room: K, or DK when the area leaves a dining kitchen room.
    ['one room and a small kitchen', home(1, 0, 1, 237), '1K'],
    ['one room and a dining kitchen', home(1, 0, 1, 238), '1DK'],
    ['two rooms, just short of a dining kitchen', home(2, 0, 1, 368), '2K'],
    ['two rooms and a dining kitchen', home(2, 0, 1, 369), '2DK'],
    ['three rooms, large', home(3, 0, 2, 900), '3DK'],
    // A living room with the kitchen is LDK, whatever the area.
    ['one bedroom and a living room', home(1, 1, 1, 300), '1LDK'],
    ['two bedrooms and a living room', home(2, 1, 1), '2LDK'],
    ['two kitchens are one K in the code', home(3, 1, 2), '3LDK'],
    // Each living room after the first is a room of its own.
    ['two living rooms and no bedroom', home(0, 2, 1), '1LDK'],
    ['two bedrooms and three living rooms', home(2, 3, 1), '4LDK'],
    ['five rooms stay as written', home(5, 1, 1), '5LDK'],
    ['many rooms', home(8, 3, 2), '10LDK'],
    // No code the convention can write.
    ['several rooms, no kitchen given', home(2, 1, 0), null],
    ['an office', home(0, 6, 1, 3_000, 'Office'), null],
  ])('%s: %s', (_, facts, code) => {
    expect(layoutCode(facts)).toBe(code);
  });

  it('asks a dining kitchen more room as the rooms grow', () => {
    expect([1, 2, 3, 4].map(dkAreaSqft)).toEqual([238, 369, 474, 579]);
  });

  it('puts five rooms and more under one choice', () => {
    expect(layoutChoiceOf(home(4, 1, 1))).toBe('4LDK');
    expect(layoutChoiceOf(home(5, 0, 1, 400))).toBe('5+');
    expect(layoutChoiceOf(home(7, 2, 1))).toBe('5+');
    expect(layoutChoiceOf(home(2, 2, 0))).toBeNull();
  });

  it('knows a place in Japan by its country', () => {
    expect(inJapan('Tokyo, Japan')).toBe(true);
    expect(inJapan('London, United Kingdom')).toBe(false);
    expect(inJapan('Japan Street, Leeds, United Kingdom')).toBe(false);
  });
});
