/**
 * The owner's desk's words for listings' freshness (docs/product.md#freshness): the figure of
 * homes out of the search as unconfirmed, and the limits an admin sets.
 */
export const adminFreshnessEn = {
  'admin.figure.stale': 'Out of the search, unconfirmed',
  'admin.figure.staleDetail': 'Listed homes whose listers have not confirmed them in time',
  'admin.freshness.title': 'Listing freshness',
  'admin.freshness.text':
    'A listing leaves the search, the map and alerts when its lister has not confirmed it for this many days, or has left it under offer this long; it comes back when they confirm it.',
  'admin.freshness.confirmDays': 'Days without a confirmation',
  'admin.freshness.letAgreedDays': 'Days a rental may stay let agreed',
  'admin.freshness.soldStcDays': 'Days a sale may stay sold subject to contract',
  'admin.freshness.save': 'Save the limits',
} as const;

export const adminFreshnessJa: { [K in keyof typeof adminFreshnessEn]: string } = {
  'admin.figure.stale': '未確認で検索対象外',
  'admin.figure.staleDetail': '掲載者が期限内に募集状況を確認していない物件',
  'admin.freshness.title': '掲載情報の鮮度',
  'admin.freshness.text':
    '掲載者が次の日数のあいだ募集状況を確認しない場合、または商談中のまま次の日数が過ぎた場合、その物件は検索・地図・新着通知から外れます。掲載者が確認すると元に戻ります。',
  'admin.freshness.confirmDays': '確認がない場合の日数',
  'admin.freshness.letAgreedDays': '賃貸の商談中（申込済み）を認める日数',
  'admin.freshness.soldStcDays': '売買の商談中（契約手続き中）を認める日数',
  'admin.freshness.save': '期限を保存',
};
