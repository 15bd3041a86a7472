import type { Translations } from './section';

/**
 * An agency's programs that read its listings through the RESO Web API, and the CSV exports
 * (docs/product.md#reso-api).
 */
export const resoApiEn = {
  'resoApi.title': 'API clients',
  'resoApi.description':
    'Programs that read your listings through the RESO Web API, with OAuth 2 client credentials.',
  'resoApi.intro':
    'A client reads every public listing on the site. One that may see drafts also reads your agency’s drafts.',
  'resoApi.endpoints': 'Token: {token} · Service: {service}',
  'resoApi.create': 'New client',
  'resoApi.name': 'Name',
  'resoApi.drafts': 'May see our drafts',
  'resoApi.submit': 'Create client',
  'resoApi.created': 'Client “{name}” created. Copy its secret now: it is not shown again.',
  'resoApi.clientId': 'Client ID',
  'resoApi.secret': 'Secret',
  'resoApi.revoke': 'Revoke',
  'resoApi.revokeLabel': 'Revoke {name}',
  'resoApi.revoked': 'Client revoked: its tokens no longer work.',
  'resoApi.revokedOn': 'Revoked {date}',
  'resoApi.lastUsed': 'Last token {date}',
  'resoApi.neverUsed': 'No token yet',
  'resoApi.scopePublic': 'Public listings',
  'resoApi.scopeDrafts': 'Public listings and our drafts',
  'resoApi.empty': 'No clients yet.',
  'resoApi.exportAgency': 'Download all our listings (CSV)',
  'resoApi.exportOwn': 'Download as CSV',
} as const;

export const resoApiJa: Translations<typeof resoApiEn> = {
  'resoApi.title': 'API クライアント',
  'resoApi.description':
    'RESO Web API で物件情報を読み取るプログラムです。OAuth 2 のクライアント認証情報を使います。',
  'resoApi.intro':
    'クライアントはサイトで公開中のすべての物件を読み取れます。下書きの閲覧を許可したクライアントは、自社の下書きも読み取れます。',
  'resoApi.endpoints': 'トークン: {token} · サービス: {service}',
  'resoApi.create': '新しいクライアント',
  'resoApi.name': '名前',
  'resoApi.drafts': '自社の下書きも閲覧できる',
  'resoApi.submit': 'クライアントを作成',
  'resoApi.created':
    'クライアント「{name}」を作成しました。シークレットは今だけ表示されます。今すぐコピーしてください。',
  'resoApi.clientId': 'クライアント ID',
  'resoApi.secret': 'シークレット',
  'resoApi.revoke': '無効にする',
  'resoApi.revokeLabel': '{name} を無効にする',
  'resoApi.revoked': 'クライアントを無効にしました。発行済みのトークンも使えなくなりました。',
  'resoApi.revokedOn': '{date} に無効化',
  'resoApi.lastUsed': '最後のトークン発行: {date}',
  'resoApi.neverUsed': 'トークンの発行はまだありません',
  'resoApi.scopePublic': '公開中の物件',
  'resoApi.scopeDrafts': '公開中の物件と自社の下書き',
  'resoApi.empty': 'クライアントはまだありません。',
  'resoApi.exportAgency': '自社の全物件をダウンロード (CSV)',
  'resoApi.exportOwn': 'CSV でダウンロード',
};
