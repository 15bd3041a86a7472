import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { auditLog } from '~/db/schema';
import { loanTermsSchema, marketTermsFromForm } from '~/lib/forms/loan-terms';
import { describeProblem, MARKET_COUNTRIES } from '~/lib/market-terms';
import { builtInMarketTerms, DEFAULT_MARKET_TERMS } from '~/lib/market-terms-built-in';
import { DEFAULT_RATES } from '~/lib/money';
import { monthlyTerms } from '~/lib/monthly-cost';

import { openTestDatabase } from '../../tests/unit/test-database';
import { createTestAccount } from '../../tests/unit/test-accounts';
import { currentMonthlyTerms, setMarketTerms, storedMarketTerms } from './market-terms.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

const audits = async () =>
  (await db.execute(sql`select count(*)::int as n from ${auditLog}`)) as unknown as {
    rows: { n: number }[];
  };

describe("the site owner's loan terms", () => {
  it('start as the built-in table, the United States at MORTGAGE_RATE', async () => {
    expect(await storedMarketTerms(db)).toBeNull();
    const builtIn = builtInMarketTerms(5.25, '2026-10-15');
    const terms = await currentMonthlyTerms(db, builtIn);
    expect(terms.markets.US).toMatchObject({ rate: 5.25, date: '2026-10-15', termYears: 30 });
    expect(terms.markets.JP).toEqual(DEFAULT_MARKET_TERMS.JP);
    expect(terms.byCountry).toEqual(monthlyTerms(builtIn, DEFAULT_RATES).byCountry);
  });

  it.each([
    [
      { ...DEFAULT_MARKET_TERMS, XX: DEFAULT_MARKET_TERMS.US },
      /XX is not one of the site's countries/,
    ],
    [{ ...DEFAULT_MARKET_TERMS, JP: undefined }, /JP is missing/],
    [
      { ...DEFAULT_MARKET_TERMS, JP: { ...DEFAULT_MARKET_TERMS.JP, rate: -1 } },
      /JP: rate must be a number from 0 to 60/,
    ],
    [
      { ...DEFAULT_MARKET_TERMS, GB: { ...DEFAULT_MARKET_TERMS.GB, insurance: '400' } },
      /GB: insurance must be a number/,
    ],
    [
      { ...DEFAULT_MARKET_TERMS, DK: { ...DEFAULT_MARKET_TERMS.DK, termYears: 25.5 } },
      /DK: termYears must be whole years/,
    ],
    [
      { ...DEFAULT_MARKET_TERMS, FR: { ...DEFAULT_MARKET_TERMS.FR, pmi: 'no' } },
      /FR: pmi must be true or false/,
    ],
    [
      { ...DEFAULT_MARKET_TERMS, TR: { ...DEFAULT_MARKET_TERMS.TR, source: ' ' } },
      /TR: source must name/,
    ],
    [
      { ...DEFAULT_MARKET_TERMS, RU: { ...DEFAULT_MARKET_TERMS.RU, date: '27/11/2026' } },
      /RU: date must be a day/,
    ],
    [[], /one entry per country/],
  ])('refuse a bad table with a clear message and change nothing: %#', async (value, message) => {
    const before = (await audits()).rows[0]!.n;
    const saved = await setMarketTerms(db, value, null);
    expect(saved.ok).toBe(false);
    if (!saved.ok) expect(describeProblem(saved.problem)).toMatch(message);
    expect(await storedMarketTerms(db)).toBeNull();
    expect((await audits()).rows[0]!.n).toBe(before);
  });

  it('are kept, audited as the admin who set them, and used at once', async () => {
    const admin = await createTestAccount(db, 'Terms admin');
    const table = { ...DEFAULT_MARKET_TERMS, JP: { ...DEFAULT_MARKET_TERMS.JP, rate: 0.9 } };
    expect((await setMarketTerms(db, table, { id: admin })).ok).toBe(true);
    expect(await storedMarketTerms(db)).toEqual(table);
    const [entry] = (
      (await db.execute(
        sql`select actor_id, detail from ${auditLog} order by id desc limit 1`,
      )) as unknown as { rows: { actor_id: number; detail: Record<string, string> }[] }
    ).rows;
    expect(entry).toMatchObject({ actor_id: admin, detail: { setting: 'market-terms' } });
    const terms = await currentMonthlyTerms(db, builtInMarketTerms());
    expect(terms.markets.JP.rate).toBe(0.9);
    expect(terms.byCountry.JP.perDollar).toBeLessThan(
      monthlyTerms(DEFAULT_MARKET_TERMS).byCountry.JP.perDollar,
    );
  });

  it("read the desk's form, numbers as typed and PMI as a checkbox", () => {
    const form = Object.fromEntries(
      MARKET_COUNTRIES.map((c) => [
        c,
        {
          rate: '6.5',
          termYears: '30',
          downPercent: '20',
          taxRate: '1.1',
          insurance: '1,500',
          ...(c === 'US' && { pmi: 'on' }),
          source: 'Desk',
          date: '2026-11-27',
        },
      ]),
    );
    const table = marketTermsFromForm(loanTermsSchema.parse(form)) as Record<string, object>;
    expect(table.US).toMatchObject({ insurance: 1_500, pmi: true, rate: 6.5 });
    expect(table.JP).toMatchObject({ pmi: false });
    // A figure that is not a number stays text, which the table's reading names.
    const bad = marketTermsFromForm(
      loanTermsSchema.parse({ ...form, GB: { ...form.GB, rate: 'four' } }),
    ) as Record<string, { rate: unknown }>;
    expect(bad.GB!.rate).toBe('four');
  });
});
