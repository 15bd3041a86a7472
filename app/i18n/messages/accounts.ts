import type { Translations } from './section';

/**
 * An account's own pages and emails (docs/product.md#accounts): confirming the address, a
 * forgotten password, the settings, the account's data and closing it.
 */
export const accountsEn = {
  // Confirming the address.
  'accounts.confirm.title': 'Confirm your email address',
  'accounts.confirm.text': 'Press the button to confirm {email} as the address of your account.',
  'accounts.confirm.changeText':
    'Press the button to sign in with {email} from now on. Your old address will be told of the change.',
  'accounts.confirm.button': 'Confirm my address',
  'accounts.confirm.changeButton': 'Confirm the new address',
  'accounts.confirm.doneTitle': 'Your address is confirmed',
  'accounts.confirm.doneText':
    'Thank you: {email} is confirmed. You can now list homes and contact listers.',
  'accounts.confirm.alreadyTitle': 'Already confirmed',
  'accounts.confirm.alreadyText': 'This address was confirmed before. Nothing has changed.',
  'accounts.confirm.changedTitle': 'Your address is changed',
  'accounts.confirm.changedText': 'From now on you sign in with {email}.',
  'accounts.confirm.takenTitle': 'This address is taken',
  'accounts.confirm.takenText':
    'Another account has started using this address since you asked. Your account keeps its old address.',
  'accounts.link.invalidTitle': 'This link does not work',
  'accounts.link.invalidText':
    'The link is incomplete, was already used, or was replaced by a newer one. Nothing has changed. Ask for a new link.',
  'accounts.link.expiredTitle': 'This link has expired',
  'accounts.link.expiredText':
    'The link is too old to use. Nothing has changed. Ask for a new link.',
  'accounts.link.toSettings': 'Go to your account settings',
  'accounts.link.toSignIn': 'Sign in',
  'accounts.unconfirmed.title': 'Please confirm your email address',
  'accounts.unconfirmed.publish':
    'To publish a listing, first confirm your address: press the link we emailed to {email}. You can keep writing and saving meanwhile.',
  'accounts.unconfirmed.inquiry':
    'To contact a lister, first confirm your address: press the link we emailed to {email}.',
  'accounts.unconfirmed.settings':
    'Your address {email} is not confirmed yet: until it is, you can browse, save and review homes, but not publish a listing or contact a lister.',
  'accounts.unconfirmed.resend': 'Send the link again',
  'accounts.unconfirmed.resent':
    'We sent a new link to {email}. It can take a minute to arrive; check your spam folder too.',
  'accounts.unconfirmed.limited':
    'We have sent several links to this address in the past hour. Please wait before asking again.',
  'accounts.unconfirmed.refused': 'Your address is not confirmed yet.',
  // Forgotten passwords.
  'accounts.forgot.link': 'Forgot your password?',
  'accounts.forgot.title': 'Forgot your password',
  'accounts.forgot.intro':
    'Type the email address of your account, and we will send it a link to choose a new password.',
  'accounts.forgot.submit': 'Send the link',
  'accounts.forgot.sentTitle': 'Check your email',
  'accounts.forgot.sentText':
    'If an account uses {email}, we have sent it a link to choose a new password. The link works once, for one hour.',
  'accounts.reset.title': 'Choose a new password',
  'accounts.reset.intro':
    'Choose a new password for {email}. Once it is saved, you are signed out on every other device.',
  'accounts.reset.submit': 'Save the new password',
  'accounts.reset.again': 'Ask for a new link',
  // Settings.
  'accounts.settings.title': 'Account settings',
  'accounts.settings.description': 'Your name, email address, password, emails and sign-ins.',
  'accounts.settings.menu': 'Settings',
  'accounts.settings.profile': 'Your name',
  'accounts.settings.saveName': 'Save the name',
  'accounts.settings.nameSaved': 'Your name is saved.',
  'accounts.settings.email': 'Email address',
  'accounts.settings.emailNow': 'You sign in with {email}.',
  'accounts.settings.emailPending':
    'We sent a link to {email}: your address changes once you press it (it works for 24 hours).',
  'accounts.settings.newEmail': 'New email address',
  'accounts.settings.changeEmail': 'Change the address',
  'accounts.settings.emailSent':
    'We sent a link to {email}. Press it to confirm the new address; until then you keep signing in with the old one.',
  'accounts.settings.password': 'Password',
  'accounts.settings.currentPassword': 'Current password',
  'accounts.settings.newPassword': 'New password',
  'accounts.settings.confirmNewPassword': 'Confirm the new password',
  'accounts.settings.changePassword': 'Change the password',
  'accounts.settings.passwordSaved':
    'Your password is changed, and you are signed out on every other device.',
  'accounts.settings.noPassword':
    'Your account signs in through another service and has no password. We can email you a link to choose one.',
  'accounts.settings.sendPasswordLink': 'Email me a link',
  'accounts.settings.passwordLinkSent':
    'We sent a link to {email} to choose a password. It works once, for one hour.',
  'accounts.settings.mail': 'Emails',
  'accounts.settings.mailLanguage': 'Language of our emails',
  'accounts.settings.mailKinds': 'Send me',
  'accounts.settings.mailAlways':
    'Emails about your account itself, such as confirming an address or resetting the password, are always sent.',
  'accounts.settings.kind.alerts': 'Alerts for my saved searches',
  'accounts.settings.kind.saved-home-drops': 'Price drops on the homes I saved',
  'accounts.settings.kind.inquiries': 'Inquiries about the homes I list',
  'accounts.settings.kind.newsletter': 'The newsletter',
  'accounts.settings.saveMail': 'Save email settings',
  'accounts.settings.mailSaved': 'Your email settings are saved.',
  'accounts.settings.social': 'Sign-in services',
  'accounts.settings.socialNone': 'No other service signs in to your account.',
  'accounts.settings.socialConnected': 'Connected',
  'accounts.settings.disconnect': 'Disconnect {provider}',
  'accounts.settings.disconnected': '{provider} no longer signs in to your account.',
  'accounts.settings.onlyWay':
    'This is the only way to sign in to your account: choose a password first to disconnect it.',
  'accounts.settings.data': 'Your data',
  'accounts.settings.dataText':
    'Download everything we keep about you as a JSON file: your account, saved homes and searches, reviews, comments, listings with their photos, and the inquiries you sent and received.',
  'accounts.settings.download': 'Download my data',
  'accounts.settings.closeText':
    'Closing your account deletes it at once, with your listings, saved homes and searches. Your reviews and comments stay, signed "a former member".',
  'accounts.settings.closeLink': 'Close my account',
  // Closing the account.
  'accounts.close.title': 'Close your account',
  'accounts.close.intro':
    'This cannot be undone. Your account, your listings (they leave the search at once and are deleted with their photos), your saved homes, searches and alerts, and the inquiries to your listings are deleted. Your reviews and comments stay, signed "a former member", and inquiries you sent stay with the listers you wrote to.',
  'accounts.close.password': 'Type your password to confirm',
  'accounts.close.typeEmail': 'Type your email address ({email}) to confirm',
  'accounts.close.submit': 'Close my account for good',
  'accounts.close.cancel': 'Keep my account',
  'accounts.close.doneTitle': 'Your account is closed',
  'accounts.close.doneText': 'Everything listed above is deleted. Thank you for using Roofline.',
  'accounts.close.lastAdmin':
    'You are the site’s only admin: make another account an admin before closing yours.',
  'accounts.formerMember': 'A former member',
  'accounts.error.wrongPassword': 'The password is incorrect.',
  'accounts.error.sameEmail': 'This is already your address.',
  'accounts.error.wrongConfirmation': 'Type your email address exactly as shown.',
  // Emails.
  'accounts.mail.verifySubject': 'Confirm your email address for Roofline',
  'accounts.mail.verifyIntro':
    'Welcome to Roofline, {name}. Please confirm that this address is yours: until you do, you can browse, save and review homes, but not publish a listing or contact a lister.',
  'accounts.mail.verifyAction': 'Confirm my address',
  'accounts.mail.verifyExpiry': 'The link works for 7 days.',
  'accounts.mail.ignore':
    'If you did not ask for this, you can ignore this email: nothing changes.',
  'accounts.mail.changeSubject': 'Confirm your new email address for Roofline',
  'accounts.mail.changeIntro':
    '{name}, you asked to sign in to Roofline with this address from now on. Confirm it, and your account moves here.',
  'accounts.mail.changeAction': 'Confirm the new address',
  'accounts.mail.changeExpiry': 'The link works for 24 hours.',
  'accounts.mail.changedSubject': 'Your Roofline email address was changed',
  'accounts.mail.changedIntro':
    '{name}, the email address of your Roofline account was changed from {old} to {new}. From now on you sign in with the new one.',
  'accounts.mail.changedNotYou':
    'If you did not make this change, tell us at once through our contact page: {url}',
  'accounts.mail.resetSubject': 'Reset your Roofline password',
  'accounts.mail.resetIntro':
    'Someone asked to reset the password of the Roofline account with this address. Choose a new password with this link:',
  'accounts.mail.resetAction': 'Choose a new password',
  'accounts.mail.resetExpiry':
    'The link works once, for one hour. Saving the new password signs you out on every other device.',
} as const;

export const accountsJa: Translations<typeof accountsEn> = {
  'accounts.confirm.title': 'メールアドレスの確認',
  'accounts.confirm.text': 'ボタンを押すと、{email} をアカウントのメールアドレスとして確認します。',
  'accounts.confirm.changeText':
    'ボタンを押すと、これから {email} でログインするようになります。変更前のアドレスにもお知らせします。',
  'accounts.confirm.button': 'メールアドレスを確認する',
  'accounts.confirm.changeButton': '新しいアドレスを確認する',
  'accounts.confirm.doneTitle': 'メールアドレスを確認しました',
  'accounts.confirm.doneText':
    'ありがとうございます。{email} を確認しました。物件の掲載や掲載者へのお問い合わせができるようになりました。',
  'accounts.confirm.alreadyTitle': '確認済みです',
  'accounts.confirm.alreadyText': 'このアドレスは以前に確認済みです。変更はありません。',
  'accounts.confirm.changedTitle': 'メールアドレスを変更しました',
  'accounts.confirm.changedText': 'これからは {email} でログインしてください。',
  'accounts.confirm.takenTitle': 'このアドレスは使われています',
  'accounts.confirm.takenText':
    '変更のお申し込み後に、別のアカウントがこのアドレスを使い始めました。アカウントのアドレスは変更前のままです。',
  'accounts.link.invalidTitle': 'このリンクは使えません',
  'accounts.link.invalidText':
    'リンクが途中で切れているか、すでに使われたか、新しいリンクに置き換えられています。変更はありません。新しいリンクをお求めください。',
  'accounts.link.expiredTitle': 'このリンクは有効期限切れです',
  'accounts.link.expiredText':
    'リンクの有効期限が過ぎています。変更はありません。新しいリンクをお求めください。',
  'accounts.link.toSettings': 'アカウント設定へ',
  'accounts.link.toSignIn': 'ログイン',
  'accounts.unconfirmed.title': 'メールアドレスの確認をお願いします',
  'accounts.unconfirmed.publish':
    '物件を掲載するには、まず {email} にお送りしたメールのリンクを押して、アドレスを確認してください。それまでも下書きの作成と保存はできます。',
  'accounts.unconfirmed.inquiry':
    '掲載者に問い合わせるには、まず {email} にお送りしたメールのリンクを押して、アドレスを確認してください。',
  'accounts.unconfirmed.settings':
    'メールアドレス {email} はまだ確認されていません。確認が済むまでは、物件の閲覧・保存・レビューはできますが、掲載や掲載者へのお問い合わせはできません。',
  'accounts.unconfirmed.resend': 'リンクをもう一度送る',
  'accounts.unconfirmed.resent':
    '{email} に新しいリンクをお送りしました。届くまで少しかかることがあります。迷惑メールフォルダもご確認ください。',
  'accounts.unconfirmed.limited':
    'この1時間に、このアドレスへ何度かリンクをお送りしています。しばらくしてからもう一度お試しください。',
  'accounts.unconfirmed.refused': 'メールアドレスがまだ確認されていません。',
  'accounts.forgot.link': 'パスワードをお忘れですか？',
  'accounts.forgot.title': 'パスワードの再設定',
  'accounts.forgot.intro':
    'アカウントのメールアドレスを入力してください。新しいパスワードを設定するためのリンクをお送りします。',
  'accounts.forgot.submit': 'リンクを送る',
  'accounts.forgot.sentTitle': 'メールをご確認ください',
  'accounts.forgot.sentText':
    '{email} のアカウントがある場合は、新しいパスワードを設定するリンクをお送りしました。リンクは1時間以内に1回だけ使えます。',
  'accounts.reset.title': '新しいパスワードの設定',
  'accounts.reset.intro':
    '{email} の新しいパスワードを決めてください。保存すると、ほかのすべての端末からログアウトします。',
  'accounts.reset.submit': '新しいパスワードを保存',
  'accounts.reset.again': '新しいリンクを求める',
  'accounts.settings.title': 'アカウント設定',
  'accounts.settings.description':
    'お名前、メールアドレス、パスワード、メール、ログイン方法の設定です。',
  'accounts.settings.menu': '設定',
  'accounts.settings.profile': 'お名前',
  'accounts.settings.saveName': '名前を保存',
  'accounts.settings.nameSaved': 'お名前を保存しました。',
  'accounts.settings.email': 'メールアドレス',
  'accounts.settings.emailNow': '{email} でログインしています。',
  'accounts.settings.emailPending':
    '{email} にリンクをお送りしました。リンクを押すとアドレスが変わります（24時間有効）。',
  'accounts.settings.newEmail': '新しいメールアドレス',
  'accounts.settings.changeEmail': 'アドレスを変更',
  'accounts.settings.emailSent':
    '{email} にリンクをお送りしました。リンクを押すと新しいアドレスが確認されます。それまでは今のアドレスでログインできます。',
  'accounts.settings.password': 'パスワード',
  'accounts.settings.currentPassword': '現在のパスワード',
  'accounts.settings.newPassword': '新しいパスワード',
  'accounts.settings.confirmNewPassword': '新しいパスワード（確認）',
  'accounts.settings.changePassword': 'パスワードを変更',
  'accounts.settings.passwordSaved':
    'パスワードを変更しました。ほかのすべての端末からログアウトしました。',
  'accounts.settings.noPassword':
    'このアカウントはほかのサービスでログインしていて、パスワードがありません。パスワードを設定するリンクをメールでお送りできます。',
  'accounts.settings.sendPasswordLink': 'リンクをメールで受け取る',
  'accounts.settings.passwordLinkSent':
    '{email} にパスワードを設定するリンクをお送りしました。1時間以内に1回だけ使えます。',
  'accounts.settings.mail': 'メール',
  'accounts.settings.mailLanguage': 'メールの言語',
  'accounts.settings.mailKinds': '受け取るメール',
  'accounts.settings.mailAlways':
    'アドレスの確認やパスワードの再設定など、アカウントそのものについてのメールは常にお送りします。',
  'accounts.settings.kind.alerts': '保存した検索条件の新着お知らせ',
  'accounts.settings.kind.saved-home-drops': '保存した物件の値下げ',
  'accounts.settings.kind.inquiries': '掲載中の物件へのお問い合わせ',
  'accounts.settings.kind.newsletter': 'ニュースレター',
  'accounts.settings.saveMail': 'メールの設定を保存',
  'accounts.settings.mailSaved': 'メールの設定を保存しました。',
  'accounts.settings.social': 'ログインに使うサービス',
  'accounts.settings.socialNone': 'ほかのサービスとはつながっていません。',
  'accounts.settings.socialConnected': '接続済み',
  'accounts.settings.disconnect': '{provider} の接続を解除',
  'accounts.settings.disconnected': '{provider} でのログインを解除しました。',
  'accounts.settings.onlyWay':
    'これがアカウントにログインする唯一の方法です。解除する前にパスワードを設定してください。',
  'accounts.settings.data': 'あなたのデータ',
  'accounts.settings.dataText':
    'Roofline が保存しているあなたのデータを JSON ファイルでダウンロードできます。アカウント、保存した物件と検索条件、レビュー、コメント、掲載物件とその写真、送信・受信したお問い合わせが含まれます。',
  'accounts.settings.download': 'データをダウンロード',
  'accounts.settings.closeText':
    'アカウントを削除すると、掲載物件、保存した物件や検索条件もすぐに削除されます。レビューとコメントは「退会した会員」として残ります。',
  'accounts.settings.closeLink': 'アカウントを削除',
  'accounts.close.title': 'アカウントの削除',
  'accounts.close.intro':
    'この操作は取り消せません。アカウント、掲載物件（すぐに検索から外れ、写真とともに削除されます）、保存した物件・検索条件・お知らせ、掲載物件へのお問い合わせが削除されます。レビューとコメントは「退会した会員」として残り、あなたが送ったお問い合わせは送り先の掲載者のもとに残ります。',
  'accounts.close.password': '確認のためパスワードを入力してください',
  'accounts.close.typeEmail': '確認のためメールアドレス（{email}）を入力してください',
  'accounts.close.submit': 'アカウントを完全に削除する',
  'accounts.close.cancel': 'アカウントを残す',
  'accounts.close.doneTitle': 'アカウントを削除しました',
  'accounts.close.doneText':
    '上に挙げたデータはすべて削除しました。Roofline をご利用いただき、ありがとうございました。',
  'accounts.close.lastAdmin':
    'あなたはこのサイトでただ一人の管理者です。削除する前に、ほかのアカウントを管理者にしてください。',
  'accounts.formerMember': '退会した会員',
  'accounts.error.wrongPassword': 'パスワードが正しくありません。',
  'accounts.error.sameEmail': 'すでにこのアドレスをお使いです。',
  'accounts.error.wrongConfirmation': '表示どおりにメールアドレスを入力してください。',
  'accounts.mail.verifySubject': 'Roofline のメールアドレスの確認',
  'accounts.mail.verifyIntro':
    '{name} さん、Roofline へようこそ。このアドレスがご本人のものか確認させてください。確認が済むまでは、物件の閲覧・保存・レビューはできますが、掲載や掲載者へのお問い合わせはできません。',
  'accounts.mail.verifyAction': 'メールアドレスを確認する',
  'accounts.mail.verifyExpiry': 'リンクの有効期限は7日間です。',
  'accounts.mail.ignore':
    'お心当たりがない場合は、このメールを無視してください。何も変更されません。',
  'accounts.mail.changeSubject': 'Roofline の新しいメールアドレスの確認',
  'accounts.mail.changeIntro':
    '{name} さん、これからこのアドレスで Roofline にログインするお申し込みがありました。確認すると、アカウントがこのアドレスに移ります。',
  'accounts.mail.changeAction': '新しいアドレスを確認する',
  'accounts.mail.changeExpiry': 'リンクの有効期限は24時間です。',
  'accounts.mail.changedSubject': 'Roofline のメールアドレスが変更されました',
  'accounts.mail.changedIntro':
    '{name} さん、Roofline アカウントのメールアドレスが {old} から {new} に変更されました。これからは新しいアドレスでログインします。',
  'accounts.mail.changedNotYou':
    'お心当たりがない場合は、すぐにお問い合わせページからご連絡ください：{url}',
  'accounts.mail.resetSubject': 'Roofline のパスワード再設定',
  'accounts.mail.resetIntro':
    'このアドレスの Roofline アカウントについて、パスワードの再設定のお申し込みがありました。次のリンクから新しいパスワードを設定してください。',
  'accounts.mail.resetAction': '新しいパスワードを設定する',
  'accounts.mail.resetExpiry':
    'リンクは1時間以内に1回だけ使えます。新しいパスワードを保存すると、ほかのすべての端末からログアウトします。',
};
