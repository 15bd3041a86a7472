import type { Translations } from './section';

/**
 * What visitors see of the owner's desk (docs/product.md#the-owners-desk): the Report links and
 * page, posts held for approval, a locked account, and the header's link for staff. The desk's
 * own pages have their own dictionary (`admin.ts`), sent only with them.
 */
export const moderationEn = {
  'report.link': 'Report',
  'report.reviewLabel': "Report {name}'s review",
  'report.commentLabel': "Report {name}'s comment",
  'report.homeLabel': 'Report this home',
  'report.title': 'Report',
  'report.description': 'Tell the moderators what is wrong with a review, a comment or a home.',
  'report.heading.review': 'Report a review',
  'report.heading.comment': 'Report a comment',
  'report.heading.property': 'Report a home',
  'report.about.review': 'The review by {name}',
  'report.about.comment': 'The comment by {name}',
  'report.about.property': '{name}, {location}',
  'report.intro':
    'Tell us what is wrong and a moderator will look at it. Nothing changes on the page until then.',
  'report.reason': 'Reason',
  'report.reason.spam': 'Spam or advertising',
  'report.reason.offensive': 'Offensive or abusive',
  'report.reason.misleading': 'Misleading or untrue',
  'report.reason.other': 'Something else',
  'report.details': 'More details',
  'report.detailsHint': 'Up to {max, plural, one {# character} other {# characters}}.',
  'report.submit': 'Send report',
  'report.thanksTitle': 'Thank you for your report',
  'report.thanksText':
    'A moderator will look at it soon. Nothing changes on the page until they have.',
  'report.back': 'Back to the page',
  'report.missing': 'This can no longer be reported',
  'detail.reviewHeld': 'Thank you! Your review will appear once a moderator approves it.',
  'blog.commentHeld': 'Thank you! Your comment will appear once a moderator approves it.',
  'account.locked':
    'This account is locked. If you think this is a mistake, write to us from the contact page.',
  'account.desk': "Owner's desk",
  'detail.hiddenNotice':
    'This home is hidden from visitors: they get "Property not found". Only moderators and admins see this page.',
} as const;

export const moderationJa: Translations<typeof moderationEn> = {
  'report.link': '通報',
  'report.reviewLabel': '{name} さんのレビューを通報',
  'report.commentLabel': '{name} さんのコメントを通報',
  'report.homeLabel': 'この物件を通報',
  'report.title': '通報',
  'report.description': 'レビュー、コメント、物件の問題をモデレーターに知らせます。',
  'report.heading.review': 'レビューを通報',
  'report.heading.comment': 'コメントを通報',
  'report.heading.property': '物件を通報',
  'report.about.review': '{name} さんのレビュー',
  'report.about.comment': '{name} さんのコメント',
  'report.about.property': '{name}（{location}）',
  'report.intro':
    '問題の内容をお知らせください。モデレーターが確認します。確認が済むまで、ページの表示は変わりません。',
  'report.reason': '理由',
  'report.reason.spam': 'スパム・宣伝',
  'report.reason.offensive': '不快・攻撃的な内容',
  'report.reason.misleading': '誤解を招く・事実と異なる内容',
  'report.reason.other': 'その他',
  'report.details': '詳しい内容',
  'report.detailsHint': '{max} 文字まで入力できます。',
  'report.submit': '通報を送信',
  'report.thanksTitle': 'ご報告ありがとうございます',
  'report.thanksText': 'モデレーターが確認します。確認が済むまで、ページの表示は変わりません。',
  'report.back': '元のページへ戻る',
  'report.missing': 'この項目はもう通報できません',
  'detail.reviewHeld': 'ありがとうございます。レビューはモデレーターの承認後に表示されます。',
  'blog.commentHeld': 'ありがとうございます。コメントはモデレーターの承認後に表示されます。',
  'account.locked':
    'このアカウントはロックされています。お心当たりがない場合は、お問い合わせページからご連絡ください。',
  'account.desk': 'サイト管理',
  'detail.hiddenNotice':
    'この物件は訪問者には表示されていません（「物件が見つかりません」と表示されます）。このページはモデレーターと管理者だけが見られます。',
};
