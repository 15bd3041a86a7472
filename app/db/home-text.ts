import type { Faker } from '@faker-js/faker';

import type { Amenity } from '~/lib/catalog';
import type { Place } from '~/lib/catalog-places';
import { generatedJa } from '~/i18n/messages/generated';
import { catalogJa } from '~/i18n/messages/catalog';
import { formatMessage, indefiniteArticle } from '~/i18n/message-format';

import type { GeneratedAddress } from './places';
import { CITIES } from './places';

/**
 * A generated home's title and description in English and Japanese, written from the same facts
 * (docs/product.md#generated-data-in-two-languages): the title and the description name the same
 * street, and the description names the home's own amenities, its city and neighbourhood.
 */
const ADJECTIVES: readonly (readonly [string, string])[] = [
  ['Sunny', '日当たりの良い'],
  ['Modern', 'モダンな'],
  ['Quiet', '静かな'],
  ['Bright', '明るい'],
  ['Spacious', '広々とした'],
  ['Charming', '趣のある'],
  ['Elegant', '上品な'],
  ['Cosy', '居心地の良い'],
  ['Airy', '風通しの良い'],
  ['Classic', 'クラシックな'],
  ['Renovated', 'リノベーション済みの'],
  ['Stylish', 'おしゃれな'],
];

const NOUNS: Record<string, readonly [string, string]> = {
  Apartment: ['Apartment', 'マンション'],
  Condo: ['Condo', '分譲マンション'],
  Villa: ['Villa', '邸宅'],
  Cabin: ['Cabin', '小さな一軒家'],
  Studio: ['Studio', 'ワンルーム'],
  Office: ['Office Space', 'オフィス'],
  Luxury: ['Luxury Home', '高級住宅'],
  Duplex: ['Duplex', 'メゾネット'],
};

/** What a home's own amenities give it, as a highlight. */
const IN_THE_HOME: Partial<Record<Amenity, readonly [string, string]>> = {
  hasSwimmingPool: ['A private swimming pool', '専用のプール付き'],
  hasInternet: ['Fibre internet ready to use', '光回線のインターネット完備'],
  hasFencing: ['A fenced garden and entrance', '塀に囲まれた庭と玄関'],
  hasAirCondition: ['Air conditioning in every room', '全室エアコン完備'],
  hasDishwasher: ['A kitchen with a dishwasher', '食器洗い機付きのキッチン'],
  hasFloorCovering: ['New flooring throughout', '床材はすべて張り替え済み'],
  hasWardrobe: ['Built-in wardrobes', '作り付けのクローゼット'],
};

/** What lies near the home, as a sentence of its neighbourhood's paragraph. */
const NEARBY: Partial<Record<Amenity, readonly [string, string]>> = {
  hasTransportHub: ['A station is a few minutes away on foot.', '駅まで歩いて数分です。'],
  hasSupermarketAndStore: [
    'A supermarket and everyday shops are round the corner.',
    'スーパーや日用品の店がすぐ近くにあります。',
  ],
  hasClinic: ['A clinic is close by.', '近くに診療所があります。'],
  hasSchool: ['Schools are within walking distance.', '学校は徒歩圏内です。'],
  hasPark: ['A park nearby has room to walk and play.', '散歩や遊びに使える公園が近くにあります。'],
};

const ABOUT: readonly (readonly [string, string])[] = [
  [
    'Light pours in through large windows from morning to late afternoon.',
    '大きな窓から朝から夕方まで光が差し込みます。',
  ],
  [
    'The kitchen was refitted recently with stone worktops and integrated appliances.',
    'キッチンは最近改装され、石の天板と組み込み家電を備えています。',
  ],
  [
    'High ceilings and original details give the rooms real character.',
    '高い天井と建築当時の意匠が、部屋に趣を与えています。',
  ],
  [
    'Double glazing and good insulation keep running costs low all year.',
    '複層ガラスと断熱性の高さで、一年を通して光熱費を抑えられます。',
  ],
  [
    'Storage is generous, and every room has a place for everything.',
    '収納が多く、どの部屋もすっきりと片付きます。',
  ],
];

const SQ_FT_TO_M2 = 0.092903;

/** "1 bathroom", "2 bathrooms", "0 bedrooms": through the site's one formatter (ADR 0104). */
function count(n: number, one: string) {
  return formatMessage(`{n, plural, one {# ${one}} other {# ${one}s}}`, { n }, 'en-US');
}

export type HomeTextFacts = {
  category: string;
  location: Place;
  place: GeneratedAddress;
  beds: number;
  baths: number;
  area: number;
  livingRooms: number;
  rent: boolean;
  amenities: Record<Amenity, boolean>;
};

/** Title and Markdown description, English and Japanese. */
export function buildHomeText(faker: Faker, facts: HomeTextFacts) {
  const [adjective, adjectiveJa] = faker.helpers.arrayElement(ADJECTIVES);
  const [noun, nounJa] = NOUNS[facts.category] ?? [facts.category, facts.category];
  const tokyo = facts.location === 'Tokyo, Japan';
  const [street, streetJa] = facts.place.street;
  const [address, addressJa] = facts.place.address;
  const hood = facts.place.neighbourhood;
  const hoodJa = generatedJa[`generated.area.${hood}` as keyof typeof generatedJa] ?? hood;
  const city = facts.location.split(',')[0]!;
  const cityJa = CITIES[facts.location].ja;
  const name = `${adjective} ${noun} ${tokyo ? 'in' : 'on'} ${street}`;
  const nameJa = `${streetJa}の${adjectiveJa}${nounJa}`;
  const [about, aboutJa] = faker.helpers.arrayElement(ABOUT);
  const own = Object.entries(IN_THE_HOME)
    .filter(([key]) => facts.amenities[key as Amenity])
    .map(([, text]) => text!);
  const near = Object.entries(NEARBY)
    .filter(([key]) => facts.amenities[key as Amenity])
    .map(([, text]) => text!);
  const office = facts.category === 'Office';
  const m2 = Math.round(facts.area * SQ_FT_TO_M2);
  const typeJa = catalogJa[`catalog.type.${facts.category}` as keyof typeof catalogJa] ?? nounJa;
  const guide = `/blogs?keywords=${encodeURIComponent(city)}`;
  const rooms = office
    ? `**${count(facts.livingRooms, 'room')}**, **${count(facts.baths, 'bathroom')}**`
    : `**${count(facts.beds, 'bedroom')}**, **${count(facts.baths, 'bathroom')}**`;
  const roomsJa = office
    ? `**${facts.livingRooms}室**、**浴室・洗面${facts.baths}か所**`
    : `**寝室${facts.beds}室**、**浴室${facts.baths}室**`;
  const description = [
    `## About this ${noun.toLowerCase()}`,
    '',
    `${name} is ${indefiniteArticle(adjective)} ${adjective.toLowerCase()} ${noun.toLowerCase()} at ${address}, in ${hood}, ${city}. ${about}`,
    '',
    `It offers ${rooms} and *${facts.area.toLocaleString('en-US')} sq ft* of ${office ? 'floor space' : 'living space'}.`,
    '',
    '### Highlights',
    '',
    ...own.map(([text]) => `- ${text}`),
    `- ${facts.rent ? 'Available to rent now' : 'Ready to move in'}`,
    '',
    '### The neighbourhood',
    '',
    `${hood} is one of ${city}'s most sought-after neighbourhoods. ${near.map(([text]) => text).join(' ')}`.trim(),
    '',
    `Read our guide to [living in ${city}](${guide}) or estimate your payments with the [mortgage calculator](/mortgage-calculator).`,
  ].join('\n');
  const descriptionJa = [
    `## この${typeJa}について`,
    '',
    `${nameJa}は、${cityJa}・${hoodJa}の${addressJa}にある${adjectiveJa}${nounJa}です。${aboutJa}`,
    '',
    // No emphasis around the area: Markdown does not close it between ㎡ and a kana.
    `${roomsJa}、${office ? '床面積' : '専有面積'}は${m2.toLocaleString('ja-JP')}㎡です。`,
    '',
    '### おすすめポイント',
    '',
    ...own.map(([, text]) => `- ${text}`),
    `- ${facts.rent ? 'すぐに入居できます' : 'すぐにお住まいいただけます'}`,
    '',
    '### 周辺環境',
    '',
    `${hoodJa}は${cityJa}でも人気のエリアです。${near.map(([, text]) => text).join('')}`,
    '',
    `[${cityJa}の暮らしガイド](${guide})を読む、または[住宅ローン計算機](/mortgage-calculator)で毎月の支払いを試算できます。`,
  ].join('\n');
  return { name, nameJa, description, descriptionJa, address, addressJa };
}
