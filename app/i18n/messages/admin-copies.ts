/**
 * The owner's desk's words for listings held as copies (docs/product.md#copies): the page that
 * shows each beside the listing it matched, its two decisions, the overview's figure and the
 * audit log's entries.
 */
export const adminCopiesEn = {
  'admin.nav.copies': 'Copies',
  'admin.copies.title': 'Listings held as copies',
  'admin.copies.intro':
    'Each new listing here has photos that match another lister’s live listing, so it was held before going live. Compare the two: release it if it is not a copy (it goes live and its alerts go out), or refuse it if it is (it stays hidden, and its lister reads your reason).',
  'admin.copies.empty': 'No listing waits as a copy.',
  'admin.copies.count': '{n, plural, one {# listing waits} other {# listings wait}}',
  'admin.copies.held': 'Held listing',
  'admin.copies.matched': 'Matched listing',
  'admin.copies.matchedGone': 'The listing it matched has been deleted since.',
  'admin.copies.lister': 'Lister: {name}',
  'admin.copies.listed': 'Listed {date}',
  'admin.copies.perMonth': '{price} a month',
  'admin.copies.photos': '{n, plural, one {# photo} other {# photos}}',
  'admin.copies.photoMatched': 'Photo {n}, matches',
  'admin.copies.photo': 'Photo {n}',
  'admin.copies.matchedPhotos':
    '{n, plural, =0 {No photo marked as matching} one {# photo matches} other {# photos match}}',
  'admin.copies.actionsFor': 'Decide on “{name}”',
  'admin.copies.release': 'Release: not a copy',
  'admin.copies.refuse': 'Refuse: a copy',
  'admin.copies.reasonLabel': 'Reason (the audit log keeps it; a refused lister reads it)',
  'admin.copies.done.release': 'Released: the listing is live and its alerts go out.',
  'admin.copies.done.refuse': 'Refused: the listing stays hidden, and its lister is told why.',
  'admin.copies.already': 'Already decided: this listing is no longer held. Nothing changed.',
  'admin.figure.copies': 'Held as copies',
  'admin.figure.copiesDetail': 'New listings whose photos match another lister’s',
  'admin.audit.action.release': 'Released a listing held as a copy',
  'admin.audit.action.refuse': 'Refused a listing as a copy',
} as const;

export const adminCopiesJa: { [K in keyof typeof adminCopiesEn]: string } = {
  'admin.nav.copies': '写真の流用',
  'admin.copies.title': '流用の疑いで保留中の物件',
  'admin.copies.intro':
    'ここにある新しい物件は、写真がほかの掲載者の掲載中の物件と一致したため、公開前に保留されています。両方を見比べて、流用でなければ「公開を認める」（物件が公開され、新着通知が送られます）、流用であれば「公開しない」（非表示のままとなり、掲載者に理由が伝わります）を選んでください。',
  'admin.copies.empty': '保留中の物件はありません。',
  'admin.copies.count': '{n} 件が確認待ちです',
  'admin.copies.held': '保留中の物件',
  'admin.copies.matched': '一致した物件',
  'admin.copies.matchedGone': '一致した物件はその後削除されました。',
  'admin.copies.lister': '掲載者：{name}',
  'admin.copies.listed': '{date} 掲載',
  'admin.copies.perMonth': '月額 {price}',
  'admin.copies.photos': '写真 {n} 枚',
  'admin.copies.photoMatched': '写真 {n}（一致）',
  'admin.copies.photo': '写真 {n}',
  'admin.copies.matchedPhotos':
    '{n, plural, =0 {一致の印がある写真はありません} other {一致した写真 # 枚}}',
  'admin.copies.actionsFor': '「{name}」の判断',
  'admin.copies.release': '公開を認める（流用ではない）',
  'admin.copies.refuse': '公開しない（流用）',
  'admin.copies.reasonLabel': '理由（操作履歴に残り、公開しない場合は掲載者に伝わります）',
  'admin.copies.done.release': '公開を認めました。物件は公開され、新着通知が送られます。',
  'admin.copies.done.refuse':
    '公開しないことにしました。物件は非表示のままで、掲載者に理由を伝えます。',
  'admin.copies.already':
    'すでに判断済みです。この物件は保留中ではありません。何も変更していません。',
  'admin.figure.copies': '流用の疑いで保留',
  'admin.figure.copiesDetail': '写真がほかの掲載者の物件と一致した新しい物件',
  'admin.audit.action.release': '保留中の物件の公開を認めた',
  'admin.audit.action.refuse': '物件を流用と判断し公開しなかった',
};
