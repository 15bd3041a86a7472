import type { Translations } from './section';

/**
 * A listing held as a copy of another lister's (docs/product.md#copies), as its lister reads it:
 * the notice after publishing, the card on My listings, and the emails when it is held and when
 * the desk decides.
 */
export const copiesEn = {
  'copies.heldNotice':
    'Your home is saved, but it is not live yet: its photos match another lister’s home, so a moderator will look at both before it appears in the search. We will email you when they decide, usually within a few working days.',
  'copies.waiting': 'Waiting for review',
  'copies.waitingText':
    'Its photos match another lister’s home. A moderator will look at both; until then only you see it.',
  'copies.hiddenBecause': 'Hidden by a moderator: {reason}',
  'copies.mail.heldSubject': '“{name}” waits for a moderator before it goes live',
  'copies.mail.heldIntro':
    'Thank you for listing “{name}”. It is saved, but not live yet: its photos match a home another lister has on Roofline, so a moderator will look at both listings before it appears in the search.',
  'copies.mail.heldNext':
    'If the photos are yours, there is nothing to do: when the moderator releases it, it goes live and we email you. If they find it is a copy, it stays out of sight and we tell you why.',
  'copies.mail.releasedSubject': '“{name}” is live now',
  'copies.mail.releasedIntro':
    'A moderator has looked at “{name}” and released it: it is in the search now, and buyers who asked for homes like it are told.',
  'copies.mail.refusedSubject': '“{name}” stays out of the search',
  'copies.mail.refusedIntro':
    'A moderator has looked at “{name}” and found that its photos are another lister’s: it stays out of the search, and only you see it on My listings.',
  'copies.mail.reason': 'The moderator’s reason: {reason}',
  'copies.mail.refusedNext':
    'If you think this is a mistake, reply through the contact page with the listing’s name.',
  'copies.mail.open': 'Open My listings',
  'copies.mail.openHome': 'See the listing',
  'copies.mail.why': 'You get this email because you listed a home on Roofline.',
} as const;

export const copiesJa: Translations<typeof copiesEn> = {
  'copies.heldNotice':
    '物件は保存されましたが、まだ公開されていません。写真がほかの掲載者の物件と一致したため、検索に表示する前にモデレーターが両方の物件を確認します。確認の結果は、通常数営業日以内にメールでお知らせします。',
  'copies.waiting': '確認待ち',
  'copies.waitingText':
    '写真がほかの掲載者の物件と一致しました。モデレーターが両方を確認するまで、この物件はあなたにだけ表示されます。',
  'copies.hiddenBecause': 'モデレーターが非表示にしました（理由：{reason}）',
  'copies.mail.heldSubject': '「{name}」は公開前にモデレーターの確認を待っています',
  'copies.mail.heldIntro':
    '「{name}」をご掲載いただきありがとうございます。物件は保存されましたが、まだ公開されていません。写真が Roofline に掲載中のほかの掲載者の物件と一致したため、検索に表示する前にモデレーターが両方の物件を確認します。',
  'copies.mail.heldNext':
    'ご自身で撮影した写真であれば、何もする必要はありません。モデレーターが公開を認めると物件は公開され、メールでお知らせします。写真の流用と判断された場合は非公開のままとなり、その理由をお知らせします。',
  'copies.mail.releasedSubject': '「{name}」を公開しました',
  'copies.mail.releasedIntro':
    'モデレーターが「{name}」を確認し、公開を認めました。物件は検索に表示され、条件に合う物件を探している方にも新着としてお知らせします。',
  'copies.mail.refusedSubject': '「{name}」は非公開のままとなりました',
  'copies.mail.refusedIntro':
    'モデレーターが「{name}」を確認した結果、写真がほかの掲載者のものと判断されました。物件は検索に表示されず、「掲載中の物件」であなたにだけ表示されます。',
  'copies.mail.reason': 'モデレーターのコメント：{reason}',
  'copies.mail.refusedNext':
    'この判断に誤りがあると思われる場合は、物件名を添えてお問い合わせページからご連絡ください。',
  'copies.mail.open': '掲載中の物件を開く',
  'copies.mail.openHome': '物件ページを見る',
  'copies.mail.why': 'このメールは、Roofline に物件を掲載された方にお送りしています。',
};
