/**
 * Whether a visitor's text holds a link (docs/product.md#the-owners-desk, held posts): a web
 * address with its scheme (`https://…`), one starting `www.`, or a name ending in one of the
 * top-level domains spam uses most (`cheap-pills.shop`, `example.com/offer`). Words joined by a
 * full stop without a space ("end.Next") are not links unless they end in one of those.
 */
const SCHEME = /\b(?:https?|ftp):\/\/\S/i;
const WWW = /(?:^|[^\p{L}\p{N}_.-])www\.[\p{L}\p{N}-]+\./iu;
const DOMAIN =
  /(?:^|[^\p{L}\p{N}_.@-]|@)[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}-]+)*\.(?:com|net|org|info|biz|io|co|me|ru|cn|xyz|top|online|site|shop|store|club|app|dev|link|click|win|vip|live|uk|us|de|fr|jp|tk|ml|ga|cf|gq|pw|cc|tv|ly)(?![\p{L}\p{N}-])/iu;

export function containsLink(text: string) {
  return SCHEME.test(text) || WWW.test(text) || DOMAIN.test(text);
}
