import type { Translations } from './section';

/**
 * Email and the newsletter (docs/product.md#email-and-the-newsletter): the sign-up's answers, the
 * confirm and unsubscribe pages, and the words around every email (the issue's own text is sent
 * as its owner wrote it).
 */
export const mailEn = {
  'mail.checkInbox': 'Check your inbox',
  'mail.checkInboxText':
    'We’ve sent you an email with a link to confirm your subscription. The link works for 7 days.',
  'mail.tooManyForAddress':
    'We’ve already sent several emails to this address. Check your inbox and spam folder, or try again in an hour.',
  'mail.confirm.title': 'Confirm your subscription',
  'mail.confirm.text': 'Press the button to receive the Roofline newsletter at {email}.',
  'mail.confirm.button': 'Confirm my subscription',
  'mail.confirm.doneText':
    'Thank you: {email} will receive the newsletter. Every issue has a link to unsubscribe.',
  'mail.confirm.alreadyText': 'This address is already confirmed: there’s nothing more to do.',
  'mail.confirm.invalidTitle': 'This link doesn’t work',
  'mail.confirm.invalidText':
    'The link is incomplete, was changed, or belongs to a sign-up that was withdrawn. Sign up again to get a new one.',
  'mail.confirm.expiredTitle': 'This link has expired',
  'mail.confirm.expiredText': 'Confirmation links work for 7 days. Sign up again to get a new one.',
  'mail.unsubscribe.title': 'Unsubscribe',
  'mail.unsubscribe.text': 'Stop sending the Roofline newsletter to {email}?',
  'mail.unsubscribe.textUnknown': 'Stop sending the Roofline newsletter to this address?',
  'mail.unsubscribe.button': 'Unsubscribe',
  'mail.unsubscribe.doneTitle': 'You’re unsubscribed',
  'mail.unsubscribe.doneText':
    'No more newsletters will be sent to this address. You can sign up again at any time.',
  'mail.signUpAgain': 'Sign up again',
  'mail.greeting': 'Hello,',
  'mail.signature': 'The Roofline team',
  'mail.confirmEmail.subject': 'Confirm your Roofline newsletter subscription',
  'mail.confirmEmail.intro':
    'Someone, we hope you, asked for the Roofline newsletter at this address: new homes and market notes, once a week.',
  'mail.confirmEmail.action': 'Confirm my subscription',
  'mail.confirmEmail.expiry': 'The link works for 7 days.',
  'mail.confirmEmail.ignore':
    'If you didn’t ask for it, ignore this email: we won’t write to you again.',
  'mail.issue.why': 'You receive this because you signed up for the Roofline newsletter.',
  'mail.issue.unsubscribe': 'Unsubscribe',
  'mail.issue.unsubscribeText': 'To stop receiving it, unsubscribe here: {url}',
} as const;

export const mailJa: Translations<typeof mailEn> = {
  'mail.checkInbox': 'メールをご確認ください',
  'mail.checkInboxText':
    '登録を確定するためのリンクをメールでお送りしました。リンクの有効期限は 7 日間です。',
  'mail.tooManyForAddress':
    'このアドレスにはすでに何通かメールをお送りしています。受信トレイと迷惑メールフォルダをご確認いただくか、1 時間ほどたってからもう一度お試しください。',
  'mail.confirm.title': 'ニュースレター登録の確認',
  'mail.confirm.text': 'ボタンを押すと、{email} に Roofline のニュースレターが届くようになります。',
  'mail.confirm.button': '登録を確定する',
  'mail.confirm.doneText':
    'ありがとうございます。{email} にニュースレターをお届けします。毎号に配信停止のリンクがあります。',
  'mail.confirm.alreadyText': 'このアドレスは登録済みです。これ以上の手続きは必要ありません。',
  'mail.confirm.invalidTitle': 'このリンクは使えません',
  'mail.confirm.invalidText':
    'リンクが途中で切れているか、書き換えられているか、取り消された登録のものです。もう一度登録すると、新しいリンクをお送りします。',
  'mail.confirm.expiredTitle': 'このリンクは有効期限が切れています',
  'mail.confirm.expiredText':
    '確認リンクの有効期限は 7 日間です。もう一度登録すると、新しいリンクをお送りします。',
  'mail.unsubscribe.title': '配信停止',
  'mail.unsubscribe.text': '{email} への Roofline ニュースレターの配信を停止しますか？',
  'mail.unsubscribe.textUnknown': 'このアドレスへの Roofline ニュースレターの配信を停止しますか？',
  'mail.unsubscribe.button': '配信を停止する',
  'mail.unsubscribe.doneTitle': '配信を停止しました',
  'mail.unsubscribe.doneText':
    'このアドレスにはもうニュースレターをお送りしません。いつでも登録し直せます。',
  'mail.signUpAgain': 'もう一度登録する',
  'mail.greeting': 'こんにちは。',
  'mail.signature': 'Roofline 編集部',
  'mail.confirmEmail.subject': 'Roofline ニュースレター登録のご確認',
  'mail.confirmEmail.intro':
    'このアドレスで Roofline のニュースレター（新着物件と市況のお便り、週 1 回）への登録がありました。',
  'mail.confirmEmail.action': '登録を確定する',
  'mail.confirmEmail.expiry': 'リンクの有効期限は 7 日間です。',
  'mail.confirmEmail.ignore':
    'お心当たりがない場合は、このメールを破棄してください。今後こちらからご連絡することはありません。',
  'mail.issue.why':
    'Roofline のニュースレターにご登録いただいたため、このメールをお送りしています。',
  'mail.issue.unsubscribe': '配信停止',
  'mail.issue.unsubscribeText': '配信を停止するには、こちらから手続きしてください：{url}',
};
