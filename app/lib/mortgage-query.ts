import { isCurrency, type Currency } from './money';
import type { MortgageInputs } from './mortgage';
import { MORTGAGE_DEFAULTS } from './mortgage-payment';

/**
 * The calculator's inputs as URL parameters, so a result can be shared and reloaded. A missing
 * parameter takes its default; a malformed one is ignored (the default is used) and an
 * out-of-range one is clamped, each with an issue the page explains next to the field.
 */
const D = MORTGAGE_DEFAULTS;
export const MORTGAGE_FIELDS = {
  price: { min: 1_000, max: 100_000_000, fallback: D.price, kind: 'money' },
  down: { min: 0, max: 100_000_000, fallback: (D.price * D.downPercent) / 100, kind: 'money' },
  downPercent: { min: 0, max: 100, fallback: D.downPercent, kind: 'percent' },
  rate: { min: 0, max: 60, fallback: D.rate, kind: 'percent' },
  term: { min: 1, max: 40, fallback: D.termYears, kind: 'years' },
  tax: { min: 0, max: 10, fallback: D.taxRate, kind: 'percent' },
  insurance: { min: 0, max: 1_000_000, fallback: D.insurance, kind: 'money' },
  hoa: { min: 0, max: 100_000, fallback: D.hoa, kind: 'money' },
  pmi: { min: 0, max: 5, fallback: D.pmiRate, kind: 'percent' },
} as const;

export type MortgageField = keyof typeof MORTGAGE_FIELDS;

/**
 * The calculator in another currency (`currency`, as a home's page opens it): its amounts' ranges
 * and defaults scaled as the listing form scales a price's ceiling (docs/product.md#money).
 */
export const MONEY_SCALE: Record<Currency, number> = {
  USD: 1,
  GBP: 1,
  EUR: 1,
  DKK: 10,
  TRY: 50,
  RUB: 100,
  JPY: 200,
};

/** The largest amount a field takes in any currency. */
const MONEY_CEILING = 2_000_000_000;
/** Which of the two down payment fields the visitor set; the other follows it. */
export type DownBy = 'amount' | 'percent';

/** Why a field's value was not used as typed, and the value used instead. */
export type FieldIssue = { code: 'invalid' | 'min' | 'max' | 'whole'; used: number };

export type MortgageQuery = {
  inputs: MortgageInputs;
  /** The currency the amounts are in: dollars unless the address names another. */
  currency: Currency;
  downBy: DownBy;
  issues: Partial<Record<MortgageField, FieldIssue>>;
};

/**
 * A number as people type it: "450,000", "$450000", "6.5 %", full-width digits. Returns NaN when
 * it is not one number.
 */
export function parseNumber(text: string) {
  const cleaned = text.normalize('NFKC').replace(/[\s,$%_]/g, '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return Number.NaN;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : Number.NaN;
}

type Read = { value: number; issue?: FieldIssue };

/** One field: absent takes the default quietly; empty or malformed takes it with an issue. */
export function readField(
  field: MortgageField,
  raw: string | null,
  bounds: { max?: number; fallback?: number } = {},
  currency: Currency = 'USD',
): Read {
  const spec = MORTGAGE_FIELDS[field];
  const scale = spec.kind === 'money' ? MONEY_SCALE[currency] : 1;
  const min = spec.min * scale;
  const max = bounds.max ?? Math.min(spec.max * scale, Math.max(spec.max, MONEY_CEILING));
  const fallback = Math.min(bounds.fallback ?? spec.fallback * scale, max);
  if (raw === null) return { value: fallback };
  const parsed = parseNumber(raw);
  if (Number.isNaN(parsed)) return { value: fallback, issue: { code: 'invalid', used: fallback } };
  if (parsed < min) return { value: min, issue: { code: 'min', used: min } };
  if (parsed > max) return { value: max, issue: { code: 'max', used: max } };
  if (spec.kind === 'years' && !Number.isInteger(parsed)) {
    const used = Math.round(parsed);
    return { value: used, issue: { code: 'whole', used } };
  }
  return { value: parsed };
}

/** Anything with `get`, such as URLSearchParams or FormData. */
type Params = { get(name: string): string | null };

/**
 * The inputs a URL describes. Both down payment fields may come in (a form sent without
 * JavaScript sends both); the amount wins then, since only it can be edited without JavaScript.
 */
export function parseMortgageQuery(params: Params): MortgageQuery {
  const issues: MortgageQuery['issues'] = {};
  const asked = params.get('currency');
  const currency: Currency = isCurrency(asked) ? asked : 'USD';
  const read = (field: MortgageField, bounds?: { max?: number; fallback?: number }) => {
    const result = readField(field, params.get(field), bounds, currency);
    if (result.issue) issues[field] = result.issue;
    return result.value;
  };
  const price = read('price');
  const downBy: DownBy = params.get('down') !== null ? 'amount' : 'percent';
  const downPayment =
    downBy === 'amount'
      ? read('down', { max: price, fallback: (price * MORTGAGE_FIELDS.downPercent.fallback) / 100 })
      : (price * read('downPercent')) / 100;
  const inputs: MortgageInputs = {
    price,
    downPayment,
    rate: read('rate'),
    termYears: read('term'),
    taxRate: read('tax'),
    insurance: read('insurance'),
    hoa: read('hoa'),
    pmiRate: read('pmi'),
  };
  return { inputs, currency, downBy, issues };
}

/** What a form field shows for a number: plain digits, at most two decimals, no grouping. */
export function fieldText(value: number) {
  return String(Math.round(value * 100) / 100);
}

/** The text each field starts with for a URL: what the URL says, else the value in use. */
export function draftFromQuery(params: Params, query: MortgageQuery) {
  const { inputs } = query;
  const text = (field: MortgageField, value: number) => params.get(field) ?? fieldText(value);
  const percent = inputs.price > 0 ? (inputs.downPayment / inputs.price) * 100 : 0;
  return {
    price: text('price', inputs.price),
    down:
      query.downBy === 'amount' ? text('down', inputs.downPayment) : fieldText(inputs.downPayment),
    downPercent: query.downBy === 'percent' ? text('downPercent', percent) : fieldText(percent),
    rate: text('rate', inputs.rate),
    term: text('term', inputs.termYears),
    tax: text('tax', inputs.taxRate),
    insurance: text('insurance', inputs.insurance),
    hoa: text('hoa', inputs.hoa),
    pmi: text('pmi', inputs.pmiRate),
    downBy: query.downBy,
    currency: query.currency,
  };
}

export type MortgageDraft = ReturnType<typeof draftFromQuery>;

const QUERY_ORDER: MortgageField[] = Object.keys(MORTGAGE_FIELDS) as MortgageField[];

/** The URL for what the fields hold: the down payment as the field the visitor set. */
export function queryFromDraft(draft: MortgageDraft) {
  const skip = draft.downBy === 'amount' ? 'downPercent' : 'down';
  const params = new URLSearchParams();
  for (const field of QUERY_ORDER) {
    if (field !== skip) params.set(field, draft[field].trim());
  }
  // Dollars are the calculator's own: the address names another currency only.
  if (draft.currency !== 'USD') params.set('currency', draft.currency);
  return params;
}

/** The draft with the down payment field the visitor did not set brought in step with the other. */
export function withDownInStep(draft: MortgageDraft): MortgageDraft {
  const { inputs } = parseMortgageQuery(queryFromDraft(draft));
  if (draft.downBy === 'amount') {
    const percent = inputs.price > 0 ? (inputs.downPayment / inputs.price) * 100 : 0;
    return { ...draft, downPercent: fieldText(percent) };
  }
  return { ...draft, down: fieldText(inputs.downPayment) };
}
