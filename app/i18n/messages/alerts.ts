import type { Translations } from './section';

/**
 * Alerts (docs/product.md#alerts-and-the-job-queue): the bell, /account/notifications, a saved
 * search's frequency, the alert emails and their unsubscribe page.
 */
export const alertsEn = {
  'alerts.bell': 'Notifications',
  'alerts.bellUnread': 'Notifications, {n} unread',
  'alerts.title': 'Notifications',
  'alerts.description': 'New homes that match your saved searches, and price drops.',
  'alerts.emptyTitle': 'Nothing yet',
  'alerts.emptyText':
    'Save a search with alerts on, or save a home: new matches and price drops will appear here.',
  'alerts.newMatch': 'New home for “{search}”',
  'alerts.newMatchNoSearch': 'New home for one of your searches',
  'alerts.drop': 'Price reduced from {old} to {new}',
  'alerts.unread': 'New',
  'alerts.markRead': 'Mark as read',
  'alerts.markReadNamed': 'Mark “{name}” as read',
  'alerts.markAllRead': 'Mark all as read',
  'alerts.frequency': 'Email alerts',
  'alerts.frequencyNamed': 'Email alerts for “{name}”',
  'alerts.frequency.instant': 'At once',
  'alerts.frequency.daily': 'Daily',
  'alerts.frequency.weekly': 'Weekly',
  'alerts.frequency.off': 'Off',
  'alerts.setFrequency': 'Set',
  'alerts.frequencySaved': 'Alerts for “{name}”: {frequency}.',
  'alerts.mail.newSubject': 'A new home for “{search}”: {home}',
  'alerts.mail.dropSubject': 'Price reduced: {home}',
  'alerts.mail.newIntro': 'A new home matches your saved search “{search}”:',
  'alerts.mail.dropIntro': 'A home you follow has a lower price, now {new} (was {old}):',
  'alerts.mail.digestSubject': 'New for “{search}”: {n} homes',
  'alerts.mail.digestIntro':
    'Since our last email, these homes match your saved search “{search}”:',
  'alerts.mail.view': 'See the home',
  'alerts.mail.why': 'You receive this because you set alerts for this saved search on Roofline.',
  'alerts.mail.unsubscribe': 'Turn off these alerts',
  'alerts.mail.unsubscribeText': 'Turn off these alerts: {url}',
  'alerts.off.title': 'Turn off alerts',
  'alerts.off.text': 'Stop the emails for the saved search “{name}”? The search itself is kept.',
  'alerts.off.button': 'Turn off alerts',
  'alerts.off.done': 'Alerts are off',
  'alerts.off.doneText':
    'No more emails for this search. You can turn them on again on your saved searches page.',
  'alerts.off.bad': "This link doesn't work",
  'alerts.off.badText':
    'It may have been cut short, or its search deleted. You can set alerts on your saved searches page.',
  'alerts.off.searches': 'Saved searches',
} as const;

export const alertsJa: Translations<typeof alertsEn> = {
  'alerts.bell': 'お知らせ',
  'alerts.bellUnread': 'お知らせ（未読 {n} 件）',
  'alerts.title': 'お知らせ',
  'alerts.description': '保存した検索条件に合う新着物件と、値下げのお知らせです。',
  'alerts.emptyTitle': 'まだお知らせはありません',
  'alerts.emptyText':
    '通知をオンにして検索条件を保存するか、物件を保存すると、新着や値下げがここに表示されます。',
  'alerts.newMatch': '「{search}」に新着物件',
  'alerts.newMatchNoSearch': '保存した検索条件に新着物件',
  'alerts.drop': '{old} から {new} に値下げされました',
  'alerts.unread': '未読',
  'alerts.markRead': '既読にする',
  'alerts.markReadNamed': '「{name}」を既読にする',
  'alerts.markAllRead': 'すべて既読にする',
  'alerts.frequency': 'メール通知',
  'alerts.frequencyNamed': '「{name}」のメール通知',
  'alerts.frequency.instant': 'すぐに',
  'alerts.frequency.daily': '毎日',
  'alerts.frequency.weekly': '毎週',
  'alerts.frequency.off': 'オフ',
  'alerts.setFrequency': '設定',
  'alerts.frequencySaved': '「{name}」の通知：{frequency}',
  'alerts.mail.newSubject': '「{search}」に新着物件：{home}',
  'alerts.mail.dropSubject': '値下げのお知らせ：{home}',
  'alerts.mail.newIntro': '保存した検索条件「{search}」に合う物件が新しく掲載されました。',
  'alerts.mail.dropIntro': 'お気に入りの物件が {old} から {new} に値下げされました。',
  'alerts.mail.digestSubject': '「{search}」の新着物件 {n} 件',
  'alerts.mail.digestIntro': '前回のメール以降、保存した検索条件「{search}」に合う物件です。',
  'alerts.mail.view': '物件を見る',
  'alerts.mail.why':
    'Roofline でこの検索条件の通知を設定されたため、このメールをお送りしています。',
  'alerts.mail.unsubscribe': 'この通知を停止する',
  'alerts.mail.unsubscribeText': 'この通知を停止する：{url}',
  'alerts.off.title': '通知の停止',
  'alerts.off.text': '保存した検索条件「{name}」のメールを停止しますか？検索条件は残ります。',
  'alerts.off.button': '通知を停止する',
  'alerts.off.done': '通知を停止しました',
  'alerts.off.doneText':
    'この検索条件のメールは今後届きません。保存した検索条件のページでいつでも再開できます。',
  'alerts.off.bad': 'このリンクは使えません',
  'alerts.off.badText':
    'リンクが途中で切れているか、検索条件が削除された可能性があります。通知は保存した検索条件のページで設定できます。',
  'alerts.off.searches': '保存した検索条件',
};
