import type { Faker } from '@faker-js/faker';

import { BLOG, REVIEW, sentences } from './prose';

/**
 * Generated visitors (reviewers, commenters) written for the page's audience, as the rest of the
 * generated data is (docs/product.md#generated-data-in-two-languages, ADR 0106): a Tokyo home's
 * reviewers are mostly Japanese and write in Japanese, with names as Japanese writes them (family
 * name first, in kanji); the blog, read in both languages, has some Japanese readers among its
 * commenters. Elsewhere visitors write in English under plain first and last names (no "Mr." or
 * "III"). What real visitors write is stored and shown as they wrote it.
 */

type Romanized = readonly [kanji: string, latin: string];

const FAMILY: readonly Romanized[] = [
  ['佐藤', 'sato'],
  ['鈴木', 'suzuki'],
  ['高橋', 'takahashi'],
  ['田中', 'tanaka'],
  ['伊藤', 'ito'],
  ['渡辺', 'watanabe'],
  ['山本', 'yamamoto'],
  ['中村', 'nakamura'],
  ['小林', 'kobayashi'],
  ['加藤', 'kato'],
  ['吉田', 'yoshida'],
  ['山田', 'yamada'],
  ['松本', 'matsumoto'],
  ['井上', 'inoue'],
  ['木村', 'kimura'],
  ['清水', 'shimizu'],
];

const GIVEN: readonly Romanized[] = [
  ['陽菜', 'hina'],
  ['結衣', 'yui'],
  ['美咲', 'misaki'],
  ['さくら', 'sakura'],
  ['真由美', 'mayumi'],
  ['恵子', 'keiko'],
  ['翔太', 'shota'],
  ['健太', 'kenta'],
  ['大輔', 'daisuke'],
  ['拓也', 'takuya'],
  ['直樹', 'naoki'],
  ['誠', 'makoto'],
  ['蓮', 'ren'],
  ['悠斗', 'yuto'],
];

/** A review in Japanese, as a person who viewed or lived in a Tokyo home writes it. */
export const REVIEW_JA = [
  '土曜日に内見しましたが、写真よりもずっと良い印象でした。',
  '担当の方はどんな質問にもすぐ答えてくれて、小さな欠点も正直に教えてくれました。',
  '日当たりが良く、通りもとても静かで、初日からぐっすり眠れました。',
  'キッチンは見た目より狭めですが、リビングの広さで十分におつりが来ます。',
  '駅が近く、会社まで30分かからずに通えています。',
  '手入れが行き届いていて清潔、掲載内容のとおりでした。',
  '公園や学校が近く、子育てしやすい環境です。',
  'この辺りにしては少し高めですが、内装の質を考えると納得です。',
  '蛇口の水漏れを伝えたら、翌日には大家さんが直してくれました。',
  '夕方は駐輪場が混みますが、それ以外はとても住みやすいです。',
];

/** A blog comment in Japanese, as a reader of the post writes it. */
export const BLOG_JA = [
  'まずは予算を決めてから物件を見る、というのは本当にそのとおりだと思います。',
  '購入前の建物調査は費用以上の価値がありました。',
  '時間帯を変えて内見すると、街の雰囲気がよく分かりますね。',
  '新しい駅ができてから、周りの家賃がすぐに上がりました。',
  '壁の塗り替えと照明だけで、部屋の印象がかなり変わりました。',
  '売り出しからどのくらい経っているかは、必ず聞くようにしています。',
  '良い大家さんは連絡が早く、修理の約束も書面で残してくれます。',
  '坪単価で比べる習慣をつけたら、相場感がつかめるようになりました。',
  '引っ越しの予備費として三か月分を取っておくのは大事ですね。',
  '間取り図があるだけで、物件のイメージがぐっと湧きます。',
];

export type Visitor = { name: string; email: string; japanese: boolean };

/** A visitor who writes in Japanese (`japanese`) or in English. */
export function visitor(faker: Faker, japanese: boolean): Visitor {
  if (japanese) {
    const [family, familyLatin] = faker.helpers.arrayElement(FAMILY);
    const [given, givenLatin] = faker.helpers.arrayElement(GIVEN);
    const n = faker.number.int({ min: 1, max: 99 });
    return {
      name: `${family} ${given}`,
      email: `${givenLatin}.${familyLatin}${n}@example.jp`,
      japanese,
    };
  }
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  return {
    name: `${firstName} ${lastName}`,
    email: faker.internet.email({ firstName, lastName }).toLowerCase(),
    japanese,
  };
}

/** Share of a Tokyo home's reviewers who are Japanese, and of the blog's commenters. */
export const JAPANESE_REVIEWERS_IN_TOKYO = 0.8;
export const JAPANESE_COMMENTERS = 0.3;

export function reviewText(faker: Faker, japanese: boolean) {
  const count = faker.number.int({ min: 1, max: 3 });
  return japanese
    ? faker.helpers.arrayElements(REVIEW_JA, count).join('')
    : sentences(faker, REVIEW, count).slice(0, 300);
}

export function commentText(faker: Faker, japanese: boolean) {
  const count = faker.number.int({ min: 1, max: 2 });
  return japanese
    ? faker.helpers.arrayElements(BLOG_JA, count).join('')
    : sentences(faker, BLOG, count);
}
