import type { Translations } from './section';

/** Accounts, sessions and saved homes (docs/product.md#accounts-and-sessions). */
export const accountEn = {
  'account.signInTitle': 'Sign In',
  'account.registerTitle': 'Create An Account',
  'account.signInDescription': 'Sign in to Roofline to see your saved homes.',
  'account.registerDescription':
    'Create a Roofline account to save homes and fill in reviews faster.',
  'account.switchLabel': 'Sign in or create an account',
  'account.signInIntro': 'Welcome back. Sign in to see the homes you have saved.',
  'account.registerIntro': 'Save the homes you like and find them again on any device.',
  'account.saveIntro': 'Sign in or create an account, and we will save that home for you.',
  'account.socialLabel': 'Continue with another account',
  'account.continueWith': 'Continue with {provider}',
  'account.socialDenied':
    'You chose not to sign in with {provider}. You can try again, or sign in with your email.',
  'account.socialState':
    'We could not confirm that this sign-in started in this browser, or it took too long. Please try again.',
  'account.socialFailed': '{provider} did not complete the sign-in. Please try again.',
  'account.socialUnavailable':
    '{provider} is not answering right now. Please try again in a moment, or sign in with your email.',
  'account.socialUnverified':
    'The email address of your {provider} account is not verified, so we cannot sign you in with it. Verify it with {provider} first, or sign in with your email and password.',
  'account.socialNoEmail':
    '{provider} did not share your email address, and an account needs one. Allow {provider} to share it, or sign in with your email.',
  'account.or': 'or',
  'account.signInSubmit': 'Sign In',
  'account.registerSubmit': 'Create An Account',
  'account.showPassword': 'Show password',
  'account.wrongCredentials': 'The email or password is incorrect.',
  'account.emailTaken': 'An account with this email already exists. Please sign in instead.',
  'account.signedInAs': 'You are signed in as {name} ({email}).',
  'account.signOut': 'Sign out',
  'account.menu': 'Account',
  'saved.title': 'Saved homes',
  'saved.description': 'The homes you have saved on Roofline, the latest first.',
  'saved.count': '{total, plural, one {# saved home} other {{first}–{last} of # saved homes}}',
  'saved.emptyTitle': 'No saved homes yet',
  'saved.emptyText': 'Press the heart on any home to keep it here, and find it again later.',
  'saved.browse': 'Browse properties',
  'saved.save': 'Save {name}',
  'saved.saveShort': 'Save',
} as const;

export const accountJa: Translations<typeof accountEn> = {
  'account.signInTitle': 'ログイン',
  'account.registerTitle': 'アカウント作成',
  'account.signInDescription': 'Roofline にログインして、保存した物件をご覧ください。',
  'account.registerDescription':
    'Roofline のアカウントを作成すると、物件を保存でき、レビューの入力も簡単になります。',
  'account.switchLabel': 'ログインまたはアカウント作成',
  'account.signInIntro': 'おかえりなさい。ログインすると保存した物件を見られます。',
  'account.registerIntro': '気になる物件を保存して、どの端末からでも見返せます。',
  'account.saveIntro': 'ログインまたはアカウントを作成すると、その物件を保存します。',
  'account.socialLabel': 'ほかのアカウントで続ける',
  'account.continueWith': '{provider} で続ける',
  'account.socialDenied':
    '{provider} でのログインを取りやめました。もう一度お試しいただくか、メールアドレスでログインしてください。',
  'account.socialState':
    'このログインがこのブラウザーで始まったことを確かめられなかったか、時間がかかりすぎました。もう一度お試しください。',
  'account.socialFailed': '{provider} でのログインを完了できませんでした。もう一度お試しください。',
  'account.socialUnavailable':
    '{provider} から応答がありません。少し時間をおいてもう一度お試しいただくか、メールアドレスでログインしてください。',
  'account.socialUnverified':
    '{provider} アカウントのメールアドレスが確認されていないため、ログインできません。先に {provider} でメールアドレスを確認するか、メールアドレスとパスワードでログインしてください。',
  'account.socialNoEmail':
    '{provider} からメールアドレスを受け取れませんでした。アカウントにはメールアドレスが必要です。{provider} にメールアドレスの共有を許可するか、メールアドレスでログインしてください。',
  'account.or': 'または',
  'account.signInSubmit': 'ログイン',
  'account.registerSubmit': 'アカウントを作成',
  'account.showPassword': 'パスワードを表示',
  'account.wrongCredentials': 'メールアドレスまたはパスワードが正しくありません。',
  'account.emailTaken': 'このメールアドレスのアカウントはすでにあります。ログインしてください。',
  'account.signedInAs': '{name}（{email}）としてログインしています。',
  'account.signOut': 'ログアウト',
  'account.menu': 'アカウント',
  'saved.title': '保存した物件',
  'saved.description': 'Roofline で保存した物件を新しい順に表示します。',
  'saved.count':
    '{total, plural, =1 {保存した物件 1 件} other {保存した物件 # 件中 {first}〜{last} 件}}',
  'saved.emptyTitle': '保存した物件はまだありません',
  'saved.emptyText': '物件のハートを押すと、ここに保存されて後から見返せます。',
  'saved.browse': '物件を探す',
  'saved.save': '{name} を保存',
  'saved.saveShort': '保存',
};
