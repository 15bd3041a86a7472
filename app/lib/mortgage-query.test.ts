import { describe, expect, it } from 'vitest';

import {
  draftFromQuery,
  MORTGAGE_FIELDS,
  parseMortgageQuery,
  parseNumber,
  queryFromDraft,
  withDownInStep,
} from './mortgage-query';

const parse = (query: string) => parseMortgageQuery(new URLSearchParams(query));

describe('parseNumber', () => {
  it.each([
    ['450000', 450_000],
    ['450,000', 450_000],
    ['$450,000.50', 450_000.5],
    [' 6.5 % ', 6.5],
    ['.5', 0.5],
    ['４５００００', 450_000],
    ['-3', -3],
  ])('reads %j as %d', (text, want) => {
    expect(parseNumber(text)).toBe(want);
  });

  it.each(['', 'abc', '1e5', '1.2.3', '--1', 'Infinity', '12abc'])('refuses %j', (text) => {
    expect(parseNumber(text)).toBeNaN();
  });
});

describe('parseMortgageQuery', () => {
  it('uses the defaults when the URL says nothing, with 20 % down', () => {
    const { inputs, issues, downBy } = parse('');
    expect(inputs).toEqual({
      price: 400_000,
      downPayment: 80_000,
      rate: 6.5,
      termYears: 30,
      taxRate: 1.1,
      insurance: 1_500,
      hoa: 0,
      pmiRate: 0.5,
    });
    expect(issues).toEqual({});
    expect(downBy).toBe('percent');
  });

  it('fills the price from ?price= and keeps the down payment at 20 % of it', () => {
    const { inputs, issues } = parse('price=450000');
    expect(inputs.price).toBe(450_000);
    expect(inputs.downPayment).toBe(90_000);
    expect(issues).toEqual({});
  });

  it('reads every field', () => {
    const { inputs, downBy } = parse(
      'price=300000&down=45000&rate=7.25&term=15&tax=0.9&insurance=1800&hoa=250&pmi=0.75',
    );
    expect(inputs).toEqual({
      price: 300_000,
      downPayment: 45_000,
      rate: 7.25,
      termYears: 15,
      taxRate: 0.9,
      insurance: 1_800,
      hoa: 250,
      pmiRate: 0.75,
    });
    expect(downBy).toBe('amount');
  });

  it('takes the down payment as a percent, or the amount when both come', () => {
    expect(parse('price=200000&downPercent=12.5').inputs.downPayment).toBe(25_000);
    const both = parse('price=200000&down=30000&downPercent=50');
    expect(both.inputs.downPayment).toBe(30_000);
    expect(both.downBy).toBe('amount');
  });

  it('ignores malformed values, with an issue naming the value used', () => {
    const { inputs, issues } = parse('price=lots&rate=&term=thirty&hoa=1e9');
    expect(inputs.price).toBe(400_000);
    expect(inputs.rate).toBe(6.5);
    expect(inputs.termYears).toBe(30);
    expect(inputs.hoa).toBe(0);
    expect(issues).toEqual({
      price: { code: 'invalid', used: 400_000 },
      rate: { code: 'invalid', used: 6.5 },
      term: { code: 'invalid', used: 30 },
      hoa: { code: 'invalid', used: 0 },
    });
  });

  it('clamps out-of-range values', () => {
    const { inputs, issues } = parse(
      'price=5&rate=99&term=100&tax=-1&pmi=9&insurance=2000000&downPercent=150',
    );
    expect(inputs.price).toBe(MORTGAGE_FIELDS.price.min);
    // Up to 60 %: Turkey's rates pass 30 % (docs/product.md#what-it-costs-a-month).
    expect(inputs.rate).toBe(60);
    expect(inputs.termYears).toBe(40);
    expect(inputs.taxRate).toBe(0);
    expect(inputs.pmiRate).toBe(5);
    expect(inputs.insurance).toBe(1_000_000);
    expect(inputs.downPayment).toBe(inputs.price);
    expect(issues.price).toEqual({ code: 'min', used: 1_000 });
    expect(issues.term).toEqual({ code: 'max', used: 40 });
    expect(issues.downPercent).toEqual({ code: 'max', used: 100 });
  });

  it('keeps the down payment within the price, and the term in whole years', () => {
    const { inputs, issues } = parse('price=100000&down=250000&term=12.6');
    expect(inputs.downPayment).toBe(100_000);
    expect(issues.down).toEqual({ code: 'max', used: 100_000 });
    expect(inputs.termYears).toBe(13);
    expect(issues.term).toEqual({ code: 'whole', used: 13 });
  });
});

describe('drafts and the URL', () => {
  it('start the fields from the URL and write the same URL back', () => {
    const params = new URLSearchParams(
      'price=300000&down=45000&rate=7.25&term=15&tax=0.9&insurance=1800&hoa=250&pmi=0.75',
    );
    const draft = draftFromQuery(params, parseMortgageQuery(params));
    expect(draft.downPercent).toBe('15');
    expect(queryFromDraft(draft).toString()).toBe(params.toString());
  });

  it('keep what was typed, even when it is not a number', () => {
    const params = new URLSearchParams('price=abc');
    const draft = draftFromQuery(params, parseMortgageQuery(params));
    expect(draft.price).toBe('abc');
    expect(draft.down).toBe('80000');
    expect(queryFromDraft(draft).get('price')).toBe('abc');
    expect(queryFromDraft(draft).get('down')).toBeNull();
    expect(queryFromDraft(draft).get('downPercent')).toBe('20');
  });

  it('keep the two down payment fields in step with the one the visitor set', () => {
    const params = new URLSearchParams('price=400000');
    const draft = draftFromQuery(params, parseMortgageQuery(params));
    const byAmount = withDownInStep({ ...draft, down: '50000', downBy: 'amount' });
    expect(byAmount.downPercent).toBe('12.5');
    const byPercent = withDownInStep({ ...draft, downPercent: '25', downBy: 'percent' });
    expect(byPercent.down).toBe('100000');
    // A new price moves the follower, not the field the visitor set.
    expect(withDownInStep({ ...byAmount, price: '500000' }).downPercent).toBe('10');
    expect(withDownInStep({ ...byPercent, price: '500000' }).down).toBe('125000');
  });
});

describe('the currency parameter', () => {
  it('keeps the amounts in the currency the address names, its ranges scaled', () => {
    const yen = parse('currency=JPY&price=48000000&insurance=30000&pmi=0');
    expect(yen.currency).toBe('JPY');
    expect(yen.inputs).toMatchObject({ price: 48_000_000, insurance: 30_000, pmiRate: 0 });
    expect(yen.issues).toEqual({});
    // Past the dollar ceiling of 100,000,000 but within the yen one.
    expect(parse('currency=JPY&price=1500000000').inputs.price).toBe(1_500_000_000);
    expect(parse('currency=JPY&price=3000000000').issues.price).toEqual({
      code: 'max',
      used: 2_000_000_000,
    });
    // Its defaults scale too: kroner ten to the dollar's one.
    expect(parse('currency=DKK').inputs).toMatchObject({ price: 4_000_000, insurance: 15_000 });
  });

  it('is dollars without it, or with a currency the site does not know', () => {
    for (const query of [
      'price=450000',
      'currency=XYZ&price=450000',
      'currency=usd&price=450000',
    ]) {
      const read = parse(query);
      expect(read.currency).toBe('USD');
      expect(read.inputs.insurance).toBe(1_500);
    }
    expect(parse('price=200000000').issues.price).toEqual({ code: 'max', used: 100_000_000 });
  });

  it('travels from the URL to the fields and back, and only when it is not dollars', () => {
    const params = new URLSearchParams('price=850000&currency=GBP&rate=4.5&pmi=0');
    const draft = draftFromQuery(params, parseMortgageQuery(params));
    expect(draft.currency).toBe('GBP');
    expect(queryFromDraft(draft).get('currency')).toBe('GBP');
    const dollars = new URLSearchParams('price=850000');
    expect(
      queryFromDraft(draftFromQuery(dollars, parseMortgageQuery(dollars))).has('currency'),
    ).toBe(false);
  });
});
