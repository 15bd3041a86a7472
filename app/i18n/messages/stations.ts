import type { Translations } from './section';

/**
 * Stations and walking minutes (docs/product.md#stations-and-walking-minutes): a home's nearest
 * stations on its page and card, and the search by station and minutes.
 */
export const stationsEn = {
  'stations.title': 'Nearest stations',
  'stations.walk': 'about {n} min walk (estimated)',
  'stations.card': '{n} min to {station}',
  'stations.note':
    'Estimated from the straight-line distance × 1.3 at 80 m a minute, rounded up; the walk itself may differ.',
  'stations.filter': 'Near station',
  'stations.any': 'Any station',
  'stations.walkFilter': 'Walk to a station (at most)',
  'stations.walkChoice': '{n} min',
  'stations.near': 'Near {station}',
  'stations.within': 'Within {n} min walk of {station}',
  'stations.withinAny': 'Within {n} min walk of a station',
} as const;

export const stationsJa: Translations<typeof stationsEn> = {
  'stations.title': '最寄り駅',
  'stations.walk': '徒歩約{n}分（推定）',
  'stations.card': '{station} 徒歩{n}分',
  'stations.note':
    '直線距離の1.3倍を分速80mで割り、1分未満を切り上げた推定値です。実際の徒歩時間とは異なる場合があります。',
  'stations.filter': '駅',
  'stations.any': 'すべての駅',
  'stations.walkFilter': '駅徒歩（以内）',
  'stations.walkChoice': '{n}分以内',
  'stations.near': '{station}の近く',
  'stations.within': '{station} 徒歩{n}分以内',
  'stations.withinAny': '駅徒歩{n}分以内',
};
