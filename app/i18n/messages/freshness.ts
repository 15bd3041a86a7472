import type { Translations } from './section';

/**
 * A listing's freshness and its close (docs/product.md#freshness,
 * docs/product.md#sold-and-let-prices): when it was last confirmed, its dates, the banner of one
 * waiting for its lister, the link that confirms it and its emails, the price it sold or let for.
 */
export const freshnessEn = {
  'freshness.confirmedAgo':
    'Confirmed available {days, plural, =0 {today} one {# day ago} other {# days ago}} ({date})',
  'freshness.registered': 'Registered',
  'freshness.listedBefore':
    'Listed before from {from} to {to}, last at {price}: its days on the market and price history carry on from then.',
  'freshness.nextUpdate': 'Next update due',
  'freshness.banner.title': 'Waiting for its lister to confirm it',
  'freshness.banner.unconfirmed':
    'Its lister has not confirmed this listing since {date}, so it is out of the search, the map and alerts until they do.',
  'freshness.banner.status':
    'This home has been under offer since {date}, longer than the site allows without a word from its lister, so it is out of the search, the map and alerts until they confirm it.',
  'freshness.ownerAction': 'Edit the listing or use the link we emailed you to confirm it.',
  'freshness.confirm.title': 'Confirm your listing',
  'freshness.confirm.text':
    'Is “{name}” still available as listed? Confirming keeps it in the search for another {days, plural, one {# day} other {# days}}.',
  'freshness.confirm.button': 'Yes, it is still available',
  'freshness.confirm.done': '“{name}” is confirmed available today. Thank you.',
  'freshness.confirm.view': 'See its page',
  'freshness.confirm.invalidTitle': 'This link does not work',
  'freshness.confirm.invalid':
    'This link is not valid, has already been used, or has expired: nothing was changed. Sign in and edit the listing to confirm it.',
  'freshness.mail.weeklySubject':
    '{count, plural, one {Is your listing still available?} other {Are your # listings still available?}}',
  'freshness.mail.weeklyIntro':
    'Roofline shows buyers and tenants when each listing was last confirmed available. A listing not confirmed for {days, plural, one {# day} other {# days}} leaves the search until you confirm it. One click on a link below confirms that home:',
  'freshness.mail.staleSubject': '“{name}” is out of the search until you confirm it',
  'freshness.mail.staleIntro':
    'You have not confirmed “{name}” since {date}, so it has left the search, the map and alerts. Its page stays, with a note. One click confirms it and brings it back with its history:',
  'freshness.mail.staleStatus':
    '“{name}” has been under offer since {date}, longer than the site allows, so it has left the search, the map and alerts. If it is still under offer, one click confirms it; if it sold or let, or is back on the market, mark it so on My listings.',
  'freshness.mail.confirmButton': 'Confirm “{name}”',
  'freshness.mail.expiry':
    'Each link works once, for {days, plural, one {# day} other {# days}}. Editing a listing confirms it too.',
  'freshness.mail.why': 'You get this email because you list homes on Roofline.',
  'freshness.close.sold': 'Sold for {price} on {date}',
  'freshness.close.let': 'Let for {price} a month on {date}',
  'freshness.close.title': 'Sold or let: the price and the day (optional)',
  'freshness.close.price': 'Price agreed',
  'freshness.close.date': 'Day agreed',
  'freshness.close.hint':
    'Shown on the home’s page when given. Leave them empty to keep them private.',
} as const;

export const freshnessJa: Translations<typeof freshnessEn> = {
  'freshness.confirmedAgo':
    '{days, plural, =0 {本日} other {#日前}}（{date}）に募集中であることを確認済み',
  'freshness.registered': '情報登録日',
  'freshness.listedBefore':
    '{from}から{to}まで掲載されていた物件です（最終価格 {price}）。掲載日数と価格の履歴はその時から続いています。',
  'freshness.nextUpdate': '次回更新予定日',
  'freshness.banner.title': '掲載者による確認待ちの物件です',
  'freshness.banner.unconfirmed':
    '{date}以降、掲載者が募集中であることを確認していないため、確認されるまで検索・地図・新着通知に表示されません。',
  'freshness.banner.status':
    'この物件は{date}から商談中のまま、掲載者の確認なしに認められる期間を過ぎたため、確認されるまで検索・地図・新着通知に表示されません。',
  'freshness.ownerAction': '物件を編集するか、メールでお送りしたリンクから確認してください。',
  'freshness.confirm.title': '掲載物件の確認',
  'freshness.confirm.text':
    '「{name}」は掲載内容のとおり、現在も募集中ですか？確認すると、さらに{days}日間検索に表示されます。',
  'freshness.confirm.button': 'はい、募集中です',
  'freshness.confirm.done':
    '「{name}」が本日募集中であることを確認しました。ありがとうございます。',
  'freshness.confirm.view': '物件ページを見る',
  'freshness.confirm.invalidTitle': 'このリンクは使えません',
  'freshness.confirm.invalid':
    'このリンクは無効か、使用済み、または期限切れのため、何も変更していません。サインインして物件を編集すると確認できます。',
  'freshness.mail.weeklySubject':
    '{count, plural, other {ご掲載中の物件（#件）は現在も募集中ですか？}}',
  'freshness.mail.weeklyIntro':
    '当サイトでは、各物件が最後に募集中と確認された日を表示しています。{days}日間確認のない物件は、確認されるまで検索に表示されません。下のリンクを一度クリックするだけで、その物件の確認が完了します。',
  'freshness.mail.staleSubject': '「{name}」は確認されるまで検索に表示されません',
  'freshness.mail.staleIntro':
    '「{name}」は{date}以降確認されていないため、検索・地図・新着通知から外れました。物件ページはお知らせを添えて残っています。ワンクリックで確認すると、これまでの履歴とともに検索に戻ります。',
  'freshness.mail.staleStatus':
    '「{name}」は{date}から商談中のまま認められる期間を過ぎたため、検索・地図・新着通知から外れました。まだ商談中であればワンクリックで確認できます。成約した場合や再び募集を始めた場合は、「掲載物件」で状態を変更してください。',
  'freshness.mail.confirmButton': '「{name}」を確認する',
  'freshness.mail.expiry':
    '各リンクは{days}日間、一度だけ使えます。物件を編集した場合も確認済みになります。',
  'freshness.mail.why': 'このメールは、Rooflineに物件を掲載している方にお送りしています。',
  'freshness.close.sold': '{date}に{price}で成約（売買）',
  'freshness.close.let': '{date}に月額{price}で成約（賃貸）',
  'freshness.close.title': '成約価格と成約日（任意）',
  'freshness.close.price': '成約価格',
  'freshness.close.date': '成約日',
  'freshness.close.hint':
    '入力すると物件ページに表示されます。非公開にする場合は空欄のままにしてください。',
} as const;
