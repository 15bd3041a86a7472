import type { Faker } from '@faker-js/faker';

import { NEIGHBOURHOODS, type Place } from '~/lib/catalog-places';

/**
 * What the generator knows of each city (docs/product.md#places): its name in Japanese, its
 * streets as a local writes them and as a Japanese reader does, and what a square foot costs there.
 */
type City = {
  ja: string;
  /** Street names, English and Japanese; Tokyo's addresses come from its neighbourhoods instead. */
  streets: readonly (readonly [string, string])[];
  /** How the number and street are written: `{n}` the number, `{s}` the street. */
  format: readonly [string, string];
  /** A sale's dollars per square foot for an ordinary apartment: the low and high of the range. */
  perSqFt: readonly [number, number];
  /** A year's rent as a share of the sale price (the gross yield). */
  grossYield: number;
};

/**
 * Price ranges from the published averages of 2025 (city statistics offices, national land
 * registries and the large listing sites), in US dollars per square foot: Manhattan about $1,700,
 * central London $1,300, Paris $1,100, Los Angeles $850, Tokyo's wards $800, Copenhagen $650,
 * Moscow $350, Istanbul and Phnom Penh about $200. Yields are the cities' typical gross rents.
 */
export const CITIES: Record<Place, City> = {
  'New York, USA': {
    ja: 'ニューヨーク',
    streets: [
      ['West 86th Street', '西86丁目'],
      ['Bedford Avenue', 'ベッドフォード・アベニュー'],
      ['Greenwich Street', 'グリニッジ・ストリート'],
      ['Lenox Avenue', 'レノックス・アベニュー'],
      ['Seventh Avenue', '7番街'],
      ['Riverside Drive', 'リバーサイド・ドライブ'],
    ],
    format: ['{n} {s}', '{s}{n}番地'],
    perSqFt: [1_300, 2_100],
    grossYield: 0.035,
  },
  'London, UK': {
    ja: 'ロンドン',
    streets: [
      ['Upper Street', 'アッパー・ストリート'],
      ['Portobello Road', 'ポートベロー・ロード'],
      ['Northcote Road', 'ノースコート・ロード'],
      ['Mare Street', 'メア・ストリート'],
      ['Gloucester Road', 'グロスター・ロード'],
      ['Royal Hill', 'ロイヤル・ヒル'],
    ],
    format: ['{n} {s}', '{s}{n}番地'],
    perSqFt: [1_000, 1_600],
    grossYield: 0.037,
  },
  'Los Angeles, California, USA': {
    ja: 'ロサンゼルス',
    streets: [
      ['Sunset Boulevard', 'サンセット大通り'],
      ['Montana Avenue', 'モンタナ・アベニュー'],
      ['Abbot Kinney Boulevard', 'アボット・キニー大通り'],
      ['Hillhurst Avenue', 'ヒルハースト・アベニュー'],
      ['Glendale Boulevard', 'グレンデール大通り'],
      ['Mulholland Drive', 'マルホランド・ドライブ'],
    ],
    format: ['{n} {s}', '{s}{n}番地'],
    perSqFt: [650, 1_100],
    grossYield: 0.04,
  },
  'Paris, France': {
    ja: 'パリ',
    streets: [
      ['rue des Martyrs', 'マルティール通り'],
      ['rue de Turenne', 'テュレンヌ通り'],
      ['boulevard Saint-Germain', 'サンジェルマン大通り'],
      ['rue Legendre', 'ルジャンドル通り'],
      ['rue de la Roquette', 'ロケット通り'],
      ['avenue Mozart', 'モーツァルト大通り'],
    ],
    format: ['{n} {s}', '{s}{n}番地'],
    perSqFt: [950, 1_350],
    grossYield: 0.033,
  },
  'Moscow, Russia': {
    ja: 'モスクワ',
    streets: [
      ['Arbat Street', 'アルバート通り'],
      ['Prechistenka Street', 'プレチステンカ通り'],
      ['Pyatnitskaya Street', 'ピャトニツカヤ通り'],
      ['Bolshaya Nikitskaya Street', 'ボリシャヤ・ニキーツカヤ通り'],
      ['Tverskaya Street', 'トヴェルスカヤ通り'],
      ['Rusakovskaya Street', 'ルサコフスカヤ通り'],
    ],
    format: ['{s}, {n}', '{s}{n}番地'],
    perSqFt: [280, 480],
    grossYield: 0.05,
  },
  'Istanbul, Turkey': {
    ja: 'イスタンブール',
    streets: [
      ['Moda Caddesi', 'モダ通り'],
      ['İstiklal Caddesi', 'イスティクラル通り'],
      ['Bağdat Caddesi', 'バーダット通り'],
      ['Abdi İpekçi Caddesi', 'アブディ・イペクチ通り'],
      ['Barbaros Bulvarı', 'バルバロス大通り'],
      ['Sahil Yolu', 'サーヒル通り'],
    ],
    format: ['{s} No: {n}', '{s}{n}番地'],
    perSqFt: [150, 280],
    grossYield: 0.06,
  },
  'Copenhagen, Denmark': {
    ja: 'コペンハーゲン',
    streets: [
      ['Jægersborggade', 'イェーガースボー通り'],
      ['Istedgade', 'イステズ通り'],
      ['Østerbrogade', 'オスターブロ通り'],
      ['Gammel Kongevej', 'ガメル・コンゲヴェイ'],
      ['Overgaden oven Vandet', 'オーバーゲーゼン運河通り'],
      ['Amagerbrogade', 'アマーブロ通り'],
    ],
    format: ['{s} {n}', '{s}{n}番地'],
    perSqFt: [550, 850],
    grossYield: 0.04,
  },
  'Tokyo, Japan': {
    ja: '東京',
    streets: [],
    format: ['{n} {s}', '{s}{n}'],
    perSqFt: [600, 1_050],
    grossYield: 0.045,
  },
  'Phnom Penh, Cambodia': {
    ja: 'プノンペン',
    streets: [
      ['Street 278', '278番通り'],
      ['Street 51', '51番通り'],
      ['Sothearos Boulevard', 'ソタロス大通り'],
      ['Street 178', '178番通り'],
      ['Street 450', '450番通り'],
      ['Street 315', '315番通り'],
    ],
    format: ['No. {n}, {s}', '{s}{n}番地'],
    perSqFt: [130, 260],
    grossYield: 0.065,
  },
};

/**
 * Tokyo's addresses are blocks, not streets (丁目-番-号): each neighbourhood's town, with its ward,
 * in both scripts.
 */
const TOKYO_TOWNS: Record<string, readonly [string, string]> = {
  Shibuya: ['Jingumae, Shibuya-ku', '渋谷区神宮前'],
  Nakameguro: ['Kamimeguro, Meguro-ku', '目黒区上目黒'],
  Kichijoji: ['Kichijoji-honcho, Musashino', '武蔵野市吉祥寺本町'],
  Shimokitazawa: ['Kitazawa, Setagaya-ku', '世田谷区北沢'],
  Azabu: ['Motoazabu, Minato-ku', '港区元麻布'],
  Yanaka: ['Yanaka, Taito-ku', '台東区谷中'],
};

/** A generated home's place: neighbourhood, street (for its title) and address, in both languages. */
export type GeneratedAddress = {
  neighbourhood: string;
  street: readonly [string, string];
  address: readonly [string, string];
};

/** A plausible address in `place`: a street of the city, or a Tokyo block of the neighbourhood. */
export function buildAddress(faker: Faker, place: Place): GeneratedAddress {
  const neighbourhood = faker.helpers.arrayElement(NEIGHBOURHOODS[place]);
  const city = CITIES[place];
  if (place === 'Tokyo, Japan') {
    const town = TOKYO_TOWNS[neighbourhood]!;
    const chome = faker.number.int({ min: 1, max: 5 });
    const ban = faker.number.int({ min: 1, max: 30 });
    const go = faker.number.int({ min: 1, max: 20 });
    return {
      neighbourhood,
      street: [town[0].split(',')[0]!, town[1]],
      address: [`${chome}-${ban}-${go} ${town[0]}`, `${town[1]}${chome}丁目${ban}-${go}`],
    };
  }
  const street = faker.helpers.arrayElement(city.streets);
  const n = String(faker.number.int({ min: 1, max: 480 }));
  const write = (format: string, s: string) => format.replace('{n}', n).replace('{s}', s);
  return {
    neighbourhood,
    street,
    address: [write(city.format[0], street[0]), write(city.format[1], street[1])],
  };
}
