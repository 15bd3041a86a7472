import { LOCATIONS } from '~/lib/catalog';

/**
 * The generated agents', agencies' and authors' names in Latin letters and as a Japanese reader
 * writes them (docs/product.md#generated-people-and-firms): people of each city with names of
 * that city, in katakana as Japanese writes them (given name, a middle dot, family name), and
 * Tokyo's in kanji with the family name first. None is a testimonial's person.
 */
type Name = readonly [latin: string, japanese: string];

/** Seven people a city: its four agents first, then three of the blog's authors. */
const PEOPLE: Record<(typeof LOCATIONS)[number], readonly Name[]> = {
  'New York, USA': [
    ['Jessica Morgan', 'ジェシカ・モーガン'],
    ['David Goldberg', 'デイヴィッド・ゴールドバーグ'],
    ['Maria Alvarez', 'マリア・アルバレス'],
    ['Kevin Walsh', 'ケヴィン・ウォルシュ'],
    ['Sarah Mitchell', 'サラ・ミッチェル'],
    ['Brian Foster', 'ブライアン・フォスター'],
    ['Nicole Harris', 'ニコール・ハリス'],
  ],
  'London, UK': [
    ['Oliver Hughes', 'オリバー・ヒューズ'],
    ['Amelia Turner', 'アメリア・ターナー'],
    ['Harry Whitfield', 'ハリー・ホイットフィールド'],
    ['Priya Patel', 'プリヤ・パテル'],
    ['George Henderson', 'ジョージ・ヘンダーソン'],
    ['Sophie Walker', 'ソフィー・ウォーカー'],
    ['Edward Price', 'エドワード・プライス'],
  ],
  'Los Angeles, California, USA': [
    ['Ryan Cooper', 'ライアン・クーパー'],
    ['Isabella Torres', 'イザベラ・トーレス'],
    ['Jason Park', 'ジェイソン・パーク'],
    ['Megan Stewart', 'メーガン・スチュワート'],
    ['Tyler Hayes', 'タイラー・ヘイズ'],
    ['Vanessa Ortiz', 'ヴァネッサ・オルティス'],
    ['Eric Nguyen', 'エリック・グエン'],
  ],
  'Paris, France': [
    ['Julien Moreau', 'ジュリアン・モロー'],
    ['Claire Bernard', 'クレール・ベルナール'],
    ['Nicolas Petit', 'ニコラ・プティ'],
    ['Élodie Garnier', 'エロディ・ガルニエ'],
    ['Mathieu Rousseau', 'マチュー・ルソー'],
    ['Isabelle Fontaine', 'イザベル・フォンテーヌ'],
    ['Hugo Lambert', 'ユーゴ・ランベール'],
  ],
  'Moscow, Russia': [
    ['Alexei Smirnov', 'アレクセイ・スミルノフ'],
    ['Ekaterina Morozova', 'エカテリーナ・モロゾワ'],
    ['Sergei Kuznetsov', 'セルゲイ・クズネツォフ'],
    ['Natalia Sokolova', 'ナタリア・ソコロワ'],
    ['Pavel Orlov', 'パーヴェル・オルロフ'],
    ['Olga Lebedeva', 'オリガ・レベデワ'],
    ['Igor Fedorov', 'イーゴリ・フョードロフ'],
  ],
  'Istanbul, Turkey': [
    ['Emre Şahin', 'エムレ・シャヒン'],
    ['Ayşe Çelik', 'アイシェ・チェリク'],
    ['Burak Aydın', 'ブラク・アイドゥン'],
    ['Selin Öztürk', 'セリン・オズテュルク'],
    ['Murat Arslan', 'ムラト・アルスラン'],
    ['Deniz Koç', 'デニズ・コチ'],
    ['Canan Yıldız', 'ジャナン・ユルドゥズ'],
  ],
  'Copenhagen, Denmark': [
    ['Søren Christensen', 'セーレン・クリステンセン'],
    ['Mette Andersen', 'メッテ・アナセン'],
    ['Anders Pedersen', 'アナス・ピーダセン'],
    ['Camilla Hansen', 'カミラ・ハンセン'],
    ['Rasmus Møller', 'ラスムス・メラー'],
    ['Louise Thomsen', 'ルイーセ・トムセン'],
    ['Jonas Rasmussen', 'ヨナス・ラスムッセン'],
  ],
  'Tokyo, Japan': [
    ['Takeshi Yamamoto', '山本 武'],
    ['Haruka Kobayashi', '小林 遥'],
    ['Daisuke Ito', '伊藤 大輔'],
    ['Mai Suzuki', '鈴木 麻衣'],
    ['Shota Kato', '加藤 翔太'],
    ['Naoko Yoshida', '吉田 直子'],
    ['Ryo Matsumoto', '松本 亮'],
  ],
  'Phnom Penh, Cambodia': [
    ['Sophea Keo', 'ソピア・ケオ'],
    ['Visal Chea', 'ヴィサル・チア'],
    ['Chanthy Lim', 'チャンティ・リム'],
    ['Rithy Meas', 'リティ・メアス'],
    ['Sokha Pich', 'ソカー・ピッチ'],
    ['Bopha Ly', 'ボパー・リー'],
    ['Piseth Ouk', 'ピセット・オウク'],
  ],
};

const AGENTS_A_CITY = 4;
const AUTHORS_A_CITY = 3;

/**
 * The generated agent `n` (0-based) of the city at `place` in LOCATIONS: past the four a city
 * has, its names start again.
 */
export function agentName(place: number, n: number): Name {
  return PEOPLE[LOCATIONS[place % LOCATIONS.length]!][n % AGENTS_A_CITY]!;
}

/** The blog's authors, a city at a time: 27 people, and past them the list starts again. */
export const AUTHOR_NAMES: readonly Name[] = Array.from(
  { length: LOCATIONS.length * AUTHORS_A_CITY },
  (_, i) =>
    PEOPLE[LOCATIONS[i % LOCATIONS.length]!][AGENTS_A_CITY + Math.floor(i / LOCATIONS.length)]!,
);

/** The agencies the generated agents work for, with the names they trade under in Japan. */
export const AGENCIES: readonly Name[] = [
  ['Harbour & Vale Realty', 'ハーバー＆ヴェイル不動産'],
  ['Northlight Homes', 'ノースライト・ホームズ'],
  ['Cornerstone Estates', 'コーナーストーン不動産'],
  ['Bluegate Property', 'ブルーゲート不動産'],
  ['Meridian & Co.', 'メリディアン商会'],
  ['Oakline Residential', 'オークライン・レジデンシャル'],
];
