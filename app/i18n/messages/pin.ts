import type { Translations } from './section';

/**
 * The owner's pin on the listing form (docs/product.md#the-owners-pin): the section, its two
 * fields and the small map, the messages when the point is wrong, and the notice for a home that
 * is not on the map yet.
 */
export const pinEn = {
  'pin.section': 'Where the home is',
  'pin.intro':
    'Place the pin where the home stands: click the map or drag the pin, or type the latitude and longitude. A home is on the search’s map once it has a pin.',
  'pin.latitude': 'Latitude',
  'pin.longitude': 'Longitude',
  'pin.hint.latitude': 'Degrees north of the equator, such as 35.6895 (south is negative).',
  'pin.hint.longitude': 'Degrees east of Greenwich, such as 139.6917 (west is negative).',
  'pin.mapLabel':
    'Map to place the home. Click to place the pin, or drag it. With the map focused, the arrow keys move the pin; Shift moves it further.',
  'pin.loading': 'Loading the map…',
  'pin.failed': 'The map could not be loaded. Type the latitude and longitude instead.',
  'pin.placed': 'The pin is at {latitude}, {longitude}.',
  'pin.none': 'No pin yet.',
  'pin.notOnMap': 'Not on the map until a pin is placed',
  'pin.notOnMapPage': 'This home is not on the map until a pin is placed.',
  'pin.placeIt': 'Place its pin',
  'pin.notOnMapEdit':
    'This home is not on the search’s map yet: place its pin below and save the changes.',
  'pin.error.degrees': 'Enter degrees as a number, such as 35.6895.',
  'pin.error.range': 'A number of degrees from {min} to {max}.',
  'pin.error.far': 'The pin is more than {n} km from the centre of the city chosen above.',
} as const;

export const pinJa: Translations<typeof pinEn> = {
  'pin.section': '物件の場所',
  'pin.intro':
    '物件が建っている場所にピンを置いてください。地図をクリックするかピンをドラッグするか、緯度と経度を入力します。ピンを置いた物件は検索の地図に表示されます。',
  'pin.latitude': '緯度',
  'pin.longitude': '経度',
  'pin.hint.latitude': '赤道から北への度数。例：35.6895（南はマイナス）',
  'pin.hint.longitude': 'グリニッジから東への度数。例：139.6917（西はマイナス）',
  'pin.mapLabel':
    '物件の場所を置く地図です。クリックでピンを置くか、ピンをドラッグします。地図にフォーカスがあるときは矢印キーでピンが動き、シフトキーを押しながらだと大きく動きます。',
  'pin.loading': '地図を読み込んでいます…',
  'pin.failed': '地図を読み込めませんでした。緯度と経度を入力してください。',
  'pin.placed': 'ピンの位置：緯度 {latitude}、経度 {longitude}',
  'pin.none': 'ピンはまだありません。',
  'pin.notOnMap': 'ピンを置くまで地図に表示されません',
  'pin.notOnMapPage': 'この物件はピンを置くまで地図に表示されません。',
  'pin.placeIt': 'ピンを置く',
  'pin.notOnMapEdit':
    'この物件はまだ検索の地図に表示されていません。下でピンを置き、変更を保存してください。',
  'pin.error.degrees': '35.6895 のように度数を数字で入力してください。',
  'pin.error.range': '{min} から {max} までの度数で入力してください。',
  'pin.error.far': 'ピンが、上で選んだ都市の中心から {n} キロメートルを超えて離れています。',
};
