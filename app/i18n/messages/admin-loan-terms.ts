import type { Translations } from './section';

/**
 * The owner's desk's loan terms per market (docs/product.md#what-it-costs-a-month): sent with the
 * desk's pages only.
 */
export const adminLoanTermsEn = {
  'admin.nav.loanTerms': 'Loan terms',
  'admin.loanTerms.title': 'Loan terms by market',
  'admin.loanTerms.intro':
    'What a home for sale’s monthly estimate assumes in each country, and what the mortgage calculator opens with from its page. Insurance is a year’s, in the country’s currency; it is made dollars at the site’s rates for the search. Saving changes every estimate, filter and sort at once.',
  'admin.loanTerms.builtIn': 'The built-in terms apply: none have been saved yet.',
  'admin.loanTerms.country': 'Country',
  'admin.loanTerms.rate': 'Rate (% a year)',
  'admin.loanTerms.termYears': 'Term (years)',
  'admin.loanTerms.downPercent': 'Down payment (%)',
  'admin.loanTerms.taxRate': 'Property tax (% a year)',
  'admin.loanTerms.insurance': 'Insurance a year ({currency})',
  'admin.loanTerms.insuranceHeading': 'Insurance a year (local currency)',
  'admin.loanTerms.pmi': 'PMI',
  'admin.loanTerms.source': 'Source',
  'admin.loanTerms.date': 'As of',
  'admin.loanTerms.save': 'Save the terms',
  'admin.loanTerms.saved': 'Saved. Every monthly estimate now uses these terms.',
  'admin.loanTerms.problem.shape': 'Nothing was saved: give terms for every country.',
  'admin.loanTerms.problem.unknownCountry':
    'Nothing was saved: {country} is not a country of the site.',
  'admin.loanTerms.problem.missing': 'Nothing was saved: {country} has no terms.',
  'admin.loanTerms.problem.range':
    'Nothing was saved: {country}’s “{field}” must be a number from {min} to {max}.',
  'admin.loanTerms.problem.whole': 'Nothing was saved: {country}’s term must be whole years.',
  'admin.loanTerms.problem.pmi': 'Nothing was saved: {country}’s PMI must be on or off.',
  'admin.loanTerms.problem.source':
    'Nothing was saved: {country} needs a source (at most 200 characters).',
  'admin.loanTerms.problem.date':
    'Nothing was saved: {country}’s “As of” must be a day such as 2026-11-01.',
} as const;

export const adminLoanTermsJa: Translations<typeof adminLoanTermsEn> = {
  'admin.nav.loanTerms': 'ローン条件',
  'admin.loanTerms.title': '国ごとのローン条件',
  'admin.loanTerms.intro':
    '売り物件の月々の返済の目安が各国で前提とする条件で、物件ページから開く住宅ローン計算機の初期値にもなります。保険料は年額で、その国の通貨で入力します。検索ではサイトの為替レートでドルに換算します。保存すると、すべての目安、絞り込み、並べ替えにすぐ反映されます。',
  'admin.loanTerms.builtIn': 'まだ保存された条件はなく、組み込みの条件を使っています。',
  'admin.loanTerms.country': '国',
  'admin.loanTerms.rate': '金利（年 %）',
  'admin.loanTerms.termYears': '期間（年）',
  'admin.loanTerms.downPercent': '頭金（%）',
  'admin.loanTerms.taxRate': '固定資産税（年 %）',
  'admin.loanTerms.insurance': '保険料（年額、{currency}）',
  'admin.loanTerms.insuranceHeading': '保険料（年額、現地通貨）',
  'admin.loanTerms.pmi': 'PMI',
  'admin.loanTerms.source': '出典',
  'admin.loanTerms.date': '時点',
  'admin.loanTerms.save': '条件を保存',
  'admin.loanTerms.saved': '保存しました。月々の返済の目安はすべてこの条件で計算されます。',
  'admin.loanTerms.problem.shape': '保存していません。すべての国の条件を入力してください。',
  'admin.loanTerms.problem.unknownCountry':
    '保存していません。{country} はこのサイトの国ではありません。',
  'admin.loanTerms.problem.missing': '保存していません。{country} の条件がありません。',
  'admin.loanTerms.problem.range':
    '保存していません。{country} の「{field}」は {min} から {max} までの数で入力してください。',
  'admin.loanTerms.problem.whole':
    '保存していません。{country} の期間は年単位の整数で入力してください。',
  'admin.loanTerms.problem.pmi':
    '保存していません。{country} の PMI はあり・なしで指定してください。',
  'admin.loanTerms.problem.source':
    '保存していません。{country} の出典を入力してください（200 文字まで）。',
  'admin.loanTerms.problem.date':
    '保存していません。{country} の「時点」は 2026-11-01 のような日付で入力してください。',
};
